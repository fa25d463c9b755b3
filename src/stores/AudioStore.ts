import { makeAutoObservable } from 'mobx';
import type { Services } from './services';
import type { ContentStore } from './ContentStore';

export interface AudioTrack {
  readonly file: string;
  readonly title: string;
}

/** SPEC §2: the header's player plays the main page's audioFile/audioTitle, or an audio the reader chose. */

/** What AudioStore uses: the shared services, and by name the stores it works with. */
export type AudioDeps = Services & { readonly content: ContentStore };

export class AudioStore {
  chosen: AudioTrack | null = null;
  playing = false;

  constructor(private readonly deps: AudioDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get track(): AudioTrack | null {
    if (this.chosen) return this.chosen;
    const page = this.deps.content.mainPage.data;
    const data = page?.data[this.deps.locale];
    const file = data?.audioFile[0]?.path;
    return file && data ? { file, title: data.audioTitle } : null;
  }

  /** The reader picked an audio on a page: it replaces the main page's and starts. */
  choose(track: AudioTrack): void {
    this.chosen = track;
    this.playing = true;
  }

  setPlaying(playing: boolean): void {
    this.playing = playing;
  }
}
