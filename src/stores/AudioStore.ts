import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export interface AudioTrack {
  readonly file: string;
  readonly title: string;
}

/** SPEC §2: the header's player plays the main page's audioFile/audioTitle, or an audio the reader chose. */
export class AudioStore {
  chosen: AudioTrack | null = null;
  playing = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  get track(): AudioTrack | null {
    if (this.chosen) return this.chosen;
    const page = this.root.content.mainPage.data;
    const data = page?.data[this.root.locale];
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
