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
 * "Choose from the media library": a picture searched for and chosen, for a story's cover (and, later, a picture in
 * its text). Its own search, apart from the library screen's address.
 */
export class MediaChooserStore {
  query = '';
  page = 1;
  results: Resource<ListPage<MediaItem>>;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor();
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
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
      listAdminMedia(this.deps.api, { ...(query.trim() ? { query: query.trim() } : {}), kind: 'picture', page, pageSize: MEDIA_PAGE_SIZE }),
    );
  }
}
