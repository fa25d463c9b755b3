import { makeAutoObservable, runInAction } from 'mobx';
import type { Category, CommercialBlock, Gallery, Subcategory, Video } from '../../contracts/content';
import { getMultimedia } from '../api/content';
import { resolveSection } from './ListingStore';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource } from '../lib/Resource';
import type { Services } from './services';
import type { CommercialStore } from './CommercialStore';
import type { ContentStore } from './ContentStore';

export interface MultimediaRequest {
  readonly slug: string;
  readonly subcategory?: string | undefined;
  readonly page: number;
}

export interface MultimediaView {
  readonly category: Category;
  readonly subcategory: Subcategory | null;
  readonly videos: readonly Video[];
  readonly pictures: readonly Gallery[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** Which picture of which gallery the lightbox shows. */
export interface LightboxState {
  readonly galleryId: string;
  readonly index: number;
}

/** SPEC §2 multimedia page: hot video and wonderful pictures, with the lightbox that shows a gallery's pictures. */

/** What MultimediaStore uses: the shared services, and by name the stores it works with. */
export type MultimediaDeps = Services & { readonly commercial: CommercialStore; readonly content: ContentStore };

export class MultimediaStore {
  current: Resource<MultimediaView> | null = null;
  commercial: Resource<CommercialBlock[]> | null = null;
  lightbox: LightboxState | null = null;
  private readonly pages = new Map<string, Resource<MultimediaView>>();

  constructor(private readonly deps: MultimediaDeps) {
    makeAutoObservable<this, 'deps' | 'pages'>(this, { deps: false, pages: false }, { autoBind: true });
  }

  open(request: MultimediaRequest): Promise<void> {
    const key = `${request.slug}/${request.subcategory ?? ''}?${request.page}`;
    let resource = this.pages.get(key);
    if (!resource || resource.status === 'error') {
      resource = new Resource(() => this.fetch(request));
      this.pages.set(key, resource);
    }
    // Another page closes the lightbox; the same page asked again keeps it. On a direct load of a gallery's link
    // the page's effect asks for the page the server already rendered after the gallery has opened from the
    // fragment (a child's effect runs first): closing it then would swallow the link.
    if (this.current !== resource) this.lightbox = null;
    this.current = resource;
    this.commercial = this.deps.commercial.blocksFor('multimediaPage');
    return resource.load();
  }

  retry(): Promise<void> {
    return this.current?.retry() ?? Promise.resolve();
  }

  get isEmpty(): boolean {
    const view = this.current?.data;
    return view !== undefined && view.videos.length === 0 && view.pictures.length === 0;
  }

  /** The gallery the lightbox is showing, if it is still on the page. */
  get lightboxGallery(): Gallery | null {
    const state = this.lightbox;
    if (!state) return null;
    return this.current?.data?.pictures.find((gallery) => gallery._id === state.galleryId) ?? null;
  }

  openPicture(galleryId: string, index: number): void {
    const gallery = this.current?.data?.pictures.find((item) => item._id === galleryId);
    if (!gallery || gallery.pictures.length === 0) return;
    this.lightbox = { galleryId, index: Math.min(Math.max(0, index), gallery.pictures.length - 1) };
  }

  /** Arrow keys go round: after the last picture comes the first. */
  step(delta: 1 | -1): void {
    const gallery = this.lightboxGallery;
    const state = this.lightbox;
    if (!gallery || !state) return;
    const count = gallery.pictures.length;
    this.lightbox = { galleryId: state.galleryId, index: (state.index + delta + count) % count };
  }

  next(): void {
    this.step(1);
  }

  previous(): void {
    this.step(-1);
  }

  closeLightbox(): void {
    this.lightbox = null;
  }

  private async fetch(request: MultimediaRequest): Promise<MultimediaView> {
    const { category, subcategory } = await resolveSection(this.deps.content, 'multimedia', request.slug, request.subcategory);
    const result = await getMultimedia(this.deps.api, {
      category: category.data.en.alias,
      ...(subcategory ? { subcategory: subcategory.data.en.alias } : {}),
      page: request.page,
      pageSize: LIST_PAGE_SIZE,
    });
    const view = {
      category,
      subcategory,
      videos: result.videos,
      pictures: result.pictures,
      page: result.page,
      pageCount: pageCount(result.total, LIST_PAGE_SIZE),
      total: result.total,
    };
    runInAction(() => {
      // A gallery may have gone between two pages: the lightbox never points at nothing.
      if (this.lightbox && !view.pictures.some((gallery) => gallery._id === this.lightbox?.galleryId)) this.lightbox = null;
    });
    return view;
  }
}
