import { makeAutoObservable } from 'mobx';
import type { MediaItem } from '../../../contracts/adminMedia';
import type { ImageRef, Locale } from '../../../contracts/common';
import { listAdminMedia } from '../../api/adminMedia';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { listResource, type ListPage } from './deskList';
import { MEDIA_PAGE_SIZE } from './MediaLibraryStore';

/** What a chooser hands back: the picture as pages draw it, with its texts to fill in where they are empty. */
export interface MediaChoice {
  readonly item: MediaItem;
  readonly image: ImageRef;
  readonly alt: Readonly<Record<Locale, string>>;
  readonly credit: string;
}

export const choiceOf = (item: MediaItem): MediaChoice | null => (item.image ? { item, image: item.image, alt: item.alt, credit: item.credit } : null);

/**
 * "Choose from the media library": a picture searched for and chosen, for a story's cover, a picture in its text, a
 * film's poster or a gallery's next picture; or a video, for a film's file. Its own search, apart from the library
 * screen's address.
 */
export class MediaChooserStore {
  query = '';
  page = 1;
  results: Resource<ListPage<MediaItem>>;

  constructor(
    private readonly deps: DeskDeps,
    /** What it offers: pictures (a cover, a poster, a gallery's) or videos (a film's file). */
    readonly kind: 'picture' | 'video' = 'picture',
  ) {
    this.results = this.resourceFor();
    makeAutoObservable<this, 'deps'>(this, { deps: false, kind: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.results.load();
  }

  search(query: string, page = 1): Promise<void> {
    this.query = query;
    this.page = page;
    this.results = this.resourceFor();
    return this.results.load();
  }

  private resourceFor(): Resource<ListPage<MediaItem>> {
    const { query, page } = this;
    return listResource(this.deps, () =>
      listAdminMedia(this.deps.api, { ...(query.trim() ? { query: query.trim() } : {}), kind: this.kind, page, pageSize: MEDIA_PAGE_SIZE }),
    );
  }
}
