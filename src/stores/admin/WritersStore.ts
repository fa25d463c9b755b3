import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminWriter } from '../../../contracts/adminWriters';
import type { Locale } from '../../../contracts/common';
import { deleteAdminWriter, listAdminWriters, saveAdminWriter } from '../../api/adminWriters';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskListError, listResource, queryAndPage, searchOf, type DeskListError, type ListPage } from './deskList';
import { WriterEditorStore } from './WriterEditorStore';
import { writerName, writerValuesOf } from './writerValues';

export const WRITERS_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&page=2). */
export interface WriterFilters {
  readonly query: string;
  readonly page: number;
}

export const NO_WRITER_FILTERS: WriterFilters = { query: '', page: 1 };

export const writerFiltersFromSearch = (search: string): WriterFilters => queryAndPage(new URLSearchParams(search));

export const searchFromWriterFilters = (filters: WriterFilters): string => searchOf(filters, []);

/** What the last action did (the screen says it: features/admin/writers/writerMessages.ts). */
export type WritersOutcome =
  | { readonly success: 'deleted' | 'deactivated'; readonly name: string; readonly error?: undefined }
  | { readonly error: DeskListError; readonly success?: undefined };

/**
 * The desk's writers (issue 25 item 7): the list in the newsroom's order, searched; a writer deleted — only one
 * without articles: one with articles is made inactive instead, the dialog says how many they have — and the
 * writer being edited (/admin/writers/{id}).
 */
export class WritersStore {
  filters: WriterFilters = NO_WRITER_FILTERS;
  results: Resource<ListPage<AdminWriter>>;
  /** The writer the delete dialog asks about. */
  pendingDelete: AdminWriter | null = null;
  pending = false;
  outcome: WritersOutcome | null = null;
  editor: WriterEditorStore | null = null;
  /** The language whose names the messages quote: the desk's, set by the screen. */
  nameLocale: Locale = 'en';

  constructor(
    private readonly deps: DeskDeps,
    /** The readers' writers changed (the article editor's author list reads them again). */
    private readonly onChange: () => void = () => {},
  ) {
    this.results = this.resourceFor(NO_WRITER_FILTERS);
    makeAutoObservable<this, 'deps' | 'onChange'>(this, { deps: false, onChange: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return this.filters.query.trim() !== '';
  }

  show(filters: WriterFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  /** Opens a writer in the editor (null: a new one); the same writer again keeps the editor and its work. */
  open(id: string | null, onCreated: (writer: AdminWriter) => void = () => {}): WriterEditorStore {
    if (this.editor && this.editor.id === id && id !== null) return this.editor;
    const editor = new WriterEditorStore(this.deps, id, (writer, created) => {
      void this.refresh();
      this.onChange();
      if (created) onCreated(writer);
    });
    this.editor = editor;
    void editor.load();
    return editor;
  }

  setNameLocale(locale: Locale): void {
    this.nameLocale = locale;
  }

  askDelete(writer: AdminWriter): void {
    this.pendingDelete = writer;
    this.outcome = null;
  }

  cancelDelete(): void {
    if (!this.pending) this.pendingDelete = null;
  }

  /** Deletes the writer asked about (one without articles); one with articles is made inactive instead. */
  confirmDelete(): Promise<boolean> {
    const writer = this.pendingDelete;
    if (!writer) return Promise.resolve(false);
    return writer.articles > 0 ? this.deactivate(writer) : this.act(writer, 'deleted', () => deleteAdminWriter(this.deps.api, writer._id));
  }

  /** Makes the writer inactive: their page and bylines stay, the article editor no longer offers them. */
  deactivate(writer: AdminWriter): Promise<boolean> {
    return this.act(writer, 'deactivated', () => saveAdminWriter(this.deps.api, writer._id, writer.version, { ...writerValuesOf(writer), active: false }));
  }

  private async act(writer: AdminWriter, success: 'deleted' | 'deactivated', send: () => Promise<unknown>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = true;
    this.outcome = null;
    try {
      await send();
      runInAction(() => {
        this.pendingDelete = null;
        this.outcome = { success, name: writerName(writer, this.nameLocale) };
      });
      void this.refresh();
      this.onChange();
      return true;
    } catch (error) {
      runInAction(() => {
        this.pendingDelete = null;
        this.outcome = { error: deskListError(this.deps, error) };
      });
      // Someone else may have changed the writer (a new article, a new version): the list shows them as they are.
      void this.refresh();
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  private resourceFor(filters: WriterFilters): Resource<ListPage<AdminWriter>> {
    return listResource(this.deps, () =>
      listAdminWriters(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        page: filters.page,
        pageSize: WRITERS_PAGE_SIZE,
      }),
    );
  }
}
