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
 * "Choose from the media library": a picture searched for and chosen, for a story's cover, a picture block in its
 * text or a film's poster, or several chosen together for a gallery (kept across searches and pages, in the order
 * they were chosen); or a video, for a film's file. Its own search, apart from the library screen's address.
 */
export class MediaChooserStore {
  query = '';
  page = 1;
  results: Resource<ListPage<MediaItem>>;
  /** The pictures chosen so far, when several are (a gallery). */
  selected: MediaChoice[] = [];

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

  /** Chooses a picture for the several, or leaves it out again; an item without a picture is no choice. */
  toggle(item: MediaItem): void {
    if (this.isSelected(item._id)) {
      this.selected = this.selected.filter((choice) => choice.item._id !== item._id);
      return;
    }
    const choice = choiceOf(item);
    if (choice) this.selected = [...this.selected, choice];
  }

  isSelected(id: string): boolean {
    return this.selected.some((choice) => choice.item._id === id);
  }

  /** A new choosing starts with nothing chosen. */
  clearSelection(): void {
    this.selected = [];
  }

  private resourceFor(): Resource<ListPage<MediaItem>> {
    const { query, page } = this;
    return listResource(this.deps, () =>
      listAdminMedia(this.deps.api, { ...(query.trim() ? { query: query.trim() } : {}), kind: this.kind, page, pageSize: MEDIA_PAGE_SIZE }),
    );
  }
}
