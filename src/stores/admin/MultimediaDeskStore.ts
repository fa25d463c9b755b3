import { makeAutoObservable, runInAction } from 'mobx';
import { MULTIMEDIA_KINDS, type AdminMultimedia, type MultimediaKind } from '../../../contracts/adminMultimedia';
import type { Locale } from '../../../contracts/common';
import type { Category } from '../../../contracts/content';
import { deleteAdminMultimedia, listAdminMultimedia } from '../../api/adminMultimedia';
import { getCategories } from '../../api/content';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskListError, listResource, oneOf, queryAndPage, searchOf, type DeskListError, type ListPage } from './deskList';
import { MultimediaEditorStore } from './MultimediaEditorStore';
import { multimediaTitle } from './multimediaValues';

export const MULTIMEDIA_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&kind=video&category=cat_video&page=2). */
export interface MultimediaFilters {
  readonly query: string;
  readonly kind: MultimediaKind | '';
  /** A multimedia section's id, and one of its subsections' ('' for any). */
  readonly category: string;
  readonly subcategory: string;
  readonly page: number;
}

export const NO_MULTIMEDIA_FILTERS: MultimediaFilters = { query: '', kind: '', category: '', subcategory: '', page: 1 };

const idParam = (value: string | null) => (value && /^[\w-]{1,64}$/.test(value) ? value : '');

export function multimediaFiltersFromSearch(search: string): MultimediaFilters {
  const params = new URLSearchParams(search);
  const category = idParam(params.get('category'));
  return { ...queryAndPage(params), kind: oneOf(params.get('kind'), MULTIMEDIA_KINDS), category, subcategory: category ? idParam(params.get('subcategory')) : '' };
}

export const searchFromMultimediaFilters = (filters: MultimediaFilters): string => searchOf(filters, ['kind', 'category', 'subcategory']);

/** What the last action did (the screen says it: features/admin/multimedia/multimediaMessages.ts). */
export type MultimediaOutcome =
  | { readonly success: 'deleted'; readonly title: string; readonly error?: undefined }
  | { readonly error: DeskListError; readonly success?: undefined };

/**
 * The desk's videos and galleries (issue 25 item 7): the list, newest first, filtered by kind and section and
 * searched by title; an item deleted after the editor confirms; the item being edited (/admin/multimedia/{id}).
 */
export class MultimediaDeskStore {
  filters: MultimediaFilters = NO_MULTIMEDIA_FILTERS;
  results: Resource<ListPage<AdminMultimedia>>;
  /** The multimedia sections (the sections desk's), for the filter and the editor's section choice. */
  readonly sections: Resource<readonly Category[]>;
  pendingDelete: AdminMultimedia | null = null;
  pending = false;
  outcome: MultimediaOutcome | null = null;
  editor: MultimediaEditorStore | null = null;
  /** The language whose titles the messages quote: the desk's, set by the screen. */
  titleLocale: Locale = 'en';

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_MULTIMEDIA_FILTERS);
    this.sections = new Resource(async () => (await getCategories(deps.api)).categories.filter((category) => category.kind === 'multimedia'));
    makeAutoObservable<this, 'deps'>(this, { deps: false, sections: false }, { autoBind: true });
  }

  get filtered(): boolean {
    const { query, kind, category } = this.filters;
    return query.trim() !== '' || kind !== '' || category !== '';
  }

  show(filters: MultimediaFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return Promise.all([this.results.load(), this.sections.load()]).then(() => undefined);
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  /** After a change: the list is read again if it was ever read (one never shown is read fresh when it is). */
  private changed(): void {
    if (this.results.status !== 'idle') void this.refresh();
  }

  /** The sections changed at the sections desk: read them again, if they were ever read. */
  sectionsChanged(): void {
    if (this.sections.status !== 'idle') void this.sections.load(true);
  }

  /**
   * Opens an item in the editor (null: a new one of `kind`); the same item again keeps the editor and its work.
   * A new one starts in the first multimedia section of its kind's (a gallery in the pictures' one when it exists).
   */
  async open(id: string | null, kind: MultimediaKind, onCreated: (item: AdminMultimedia) => void = () => {}): Promise<MultimediaEditorStore> {
    // The same item again keeps its editor: a new one just saved is the item at its new address, with its message.
    if (this.editor && id !== null && (this.editor.id ?? this.editor.item?._id) === id) return this.editor;
    await this.sections.load().catch(() => undefined);
    const sections = this.sections.data ?? [];
    // The seed's sections are named for their kind; any other magazine's first multimedia section will do.
    const first = sections.find((section) => section._id.includes(kind === 'video' ? 'video' : 'picture')) ?? sections[0];
    const editor = new MultimediaEditorStore(this.deps, id, kind, first?._id ?? '', (item, created) => {
      this.changed();
      if (created) onCreated(item);
    });
    runInAction(() => (this.editor = editor));
    void editor.load();
    return editor;
  }

  setTitleLocale(locale: Locale): void {
    this.titleLocale = locale;
  }

  askDelete(item: AdminMultimedia): void {
    this.pendingDelete = item;
    this.outcome = null;
  }

  cancelDelete(): void {
    if (!this.pending) this.pendingDelete = null;
  }

  async confirmDelete(): Promise<boolean> {
    const item = this.pendingDelete;
    if (!item || this.pending) return false;
    this.pending = true;
    this.outcome = null;
    try {
      await deleteAdminMultimedia(this.deps.api, item._id);
      runInAction(() => {
        this.pendingDelete = null;
        this.outcome = { success: 'deleted', title: multimediaTitle(item, this.titleLocale) };
      });
      this.changed();
      return true;
    } catch (error) {
      runInAction(() => {
        this.pendingDelete = null;
        this.outcome = { error: deskListError(this.deps, error) };
      });
      this.changed();
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  private resourceFor(filters: MultimediaFilters): Resource<ListPage<AdminMultimedia>> {
    return listResource(this.deps, () =>
      listAdminMultimedia(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.subcategory ? { subcategory: filters.subcategory } : {}),
        page: filters.page,
        pageSize: MULTIMEDIA_PAGE_SIZE,
      }),
    );
  }
}
