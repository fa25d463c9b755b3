import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_MEDIA_ERRORS, MEDIA_KINDS, MEDIA_LIMITS, type MediaItem, type MediaUse } from '../../../contracts/adminMedia';
import { mapLocales, type Locale } from '../../../contracts/common';
import { deleteAdminMedia, getAdminMedia, listAdminMedia, replaceAdminMedia, updateAdminMedia, uploadAdminMedia } from '../../api/adminMedia';
import { ApiFailure } from '../../api/client';
import type { UploadProgress } from '../../api/contact';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { choiceFilters, deskListError, listResource, type DeskListError, type ListPage } from './deskList';
import { progressTransport } from './pictureUpload';

export const MEDIA_PAGE_SIZE = 24;

const filters = choiceFilters({ kind: MEDIA_KINDS });

/** The library's filters; they live in the address (?query=…&kind=audio&page=2). */
export type MediaFilters = ReturnType<typeof filters.fromSearch>;
export const NO_MEDIA_FILTERS: MediaFilters = filters.none;
export const mediaFiltersFromSearch = filters.fromSearch;
export const searchFromMediaFilters = filters.toSearch;

/** Why a file or an action was refused, in the library's words (features/admin/media/mediaMessages.ts). */
export type MediaError =
  | DeskListError
  | { readonly kind: 'notMedia' | 'pictureTooLarge' | 'audioTooLarge' | 'videoTooLarge' | 'kindChanged' | 'inUse' | 'versionConflict' | 'notAllowed' };

/** A refusal the library names, from the server's text; anything else as the desk lists classify it. */
function mediaError(deps: DeskDeps, error: unknown): MediaError {
  const message = error instanceof ApiFailure ? error.serverMessage : undefined;
  const named = (Object.keys(ADMIN_MEDIA_ERRORS) as (keyof typeof ADMIN_MEDIA_ERRORS)[]).find((key) => ADMIN_MEDIA_ERRORS[key] === message);
  if (named && named !== 'notFound') return { kind: named };
  if (error instanceof ApiFailure && error.status === 403) return { kind: 'notAllowed' };
  return deskListError(deps, error);
}

/** Before anything is sent: a file over both limits is refused here, as the server would (its bytes decide the rest). */
function tooLarge(file: File): MediaError | null {
  if (file.size <= MEDIA_LIMITS.pictureBytes) return null;
  if (file.type.startsWith('audio/')) return file.size > MEDIA_LIMITS.audioBytes ? { kind: 'audioTooLarge' } : null;
  if (file.type.startsWith('video/')) return file.size > MEDIA_LIMITS.videoBytes ? { kind: 'videoTooLarge' } : null;
  return { kind: file.type.startsWith('image/') ? 'pictureTooLarge' : 'audioTooLarge' };
}

/** One file on its way into the library: its progress, then the item it became or why it was refused. */
export interface MediaUploadEntry {
  readonly key: number;
  readonly name: string;
  readonly percent: number | null;
  readonly state: 'sending' | 'done' | 'refused';
  readonly item?: MediaItem;
  readonly error?: MediaError;
}

const percentOf = (progress: UploadProgress) => (progress.total ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : null);

/** An item open in the detail dialog: what the server has, the texts being written, and what went wrong last. */
export interface MediaDetail {
  readonly item: MediaItem;
  readonly uses: readonly MediaUse[];
  readonly alt: Readonly<Record<Locale, string>>;
  readonly credit: string;
}

/**
 * The desk's media library (issue 25 item 3): every picture and sound, searched and filtered by kind; files
 * dropped or chosen are uploaded one by one with their progress; an item opened shows where it is used, and an
 * editor writes its alt texts and credit, replaces its file or deletes it (only when nothing uses it).
 */
export class MediaLibraryStore {
  filters: MediaFilters = NO_MEDIA_FILTERS;
  results: Resource<ListPage<MediaItem>>;
  uploads: MediaUploadEntry[] = [];
  detail: Resource<{ item: MediaItem; uses: MediaUse[] }> | null = null;
  draft: MediaDetail | null = null;
  /** What the detail dialog is doing now. */
  pending: 'save' | 'replace' | 'delete' | null = null;
  replacePercent: number | null = null;
  /** Delete was pressed once: the dialog asks before the item goes. */
  confirmingDelete = false;
  /** The last action in the dialog: done, or why not. */
  outcome: { readonly success: 'saved' | 'replaced' | 'deleted'; readonly error?: undefined } | { readonly error: MediaError; readonly success?: undefined } | null = null;
  private nextKey = 1;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_MEDIA_FILTERS);
    makeAutoObservable<this, 'deps' | 'nextKey'>(this, { deps: false, nextKey: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.kind);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: MediaFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  /** Sends each file in turn; the list shows the new items once all have answered. */
  async upload(files: readonly File[]): Promise<void> {
    const keys = files.map((file) => {
      const key = this.nextKey++;
      this.uploads = [{ key, name: file.name, percent: 0, state: 'sending' }, ...this.uploads];
      return key;
    });
    for (const [index, file] of files.entries()) await this.send(keys[index] ?? 0, file);
    void this.refresh();
  }

  /** Forgets the finished and refused uploads' lines. */
  clearUploads(): void {
    this.uploads = this.uploads.filter((entry) => entry.state === 'sending');
  }

  private async send(key: number, file: File): Promise<void> {
    const change = (patch: Partial<MediaUploadEntry>) => {
      this.uploads = this.uploads.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry));
    };
    const refused = tooLarge(file);
    if (refused) return change({ state: 'refused', error: refused, percent: null });
    try {
      const { item } = await uploadAdminMedia(this.deps.api, file, progressTransport(this.deps, (progress) => runInAction(() => change({ percent: percentOf(progress) }))));
      runInAction(() => change({ state: 'done', item, percent: 100 }));
    } catch (error) {
      runInAction(() => change({ state: 'refused', error: mediaError(this.deps, error), percent: null }));
    }
  }

  /** Opens an item's detail: where it is used, its texts to edit. */
  open(id: string): Promise<void> {
    this.outcome = null;
    this.draft = null;
    this.confirmingDelete = false;
    const detail = new Resource(async () => {
      const answer = await getAdminMedia(this.deps.api, id).catch((error: unknown) => {
        // An ended session ends the desk's session, as a list's load does (deskList.listResource).
        if (error instanceof ApiFailure && error.status === 401) this.deps.sessionExpired();
        throw error;
      });
      runInAction(() => this.take(answer.item, answer.uses));
      return answer;
    });
    this.detail = detail;
    return detail.load();
  }

  close(): void {
    if (this.pending) return;
    this.detail = null;
    this.draft = null;
    this.outcome = null;
  }

  setAlt(locale: Locale, text: string): void {
    if (this.draft) this.draft = { ...this.draft, alt: { ...this.draft.alt, [locale]: text } };
  }

  setCredit(credit: string): void {
    if (this.draft) this.draft = { ...this.draft, credit };
  }

  /** Whether the texts differ from the server's. */
  get changed(): boolean {
    const draft = this.draft;
    if (!draft) return false;
    return draft.credit !== draft.item.credit || Object.entries(draft.alt).some(([locale, text]) => text !== draft.item.alt[locale as Locale]);
  }

  /** Which texts are too long (the contract's limits), by field: `credit` or a locale. */
  get tooLong(): readonly string[] {
    const draft = this.draft;
    if (!draft) return [];
    const alts = Object.entries(draft.alt).filter(([, text]) => text.trim().length > MEDIA_LIMITS.alt).map(([locale]) => locale);
    return draft.credit.trim().length > MEDIA_LIMITS.credit ? [...alts, 'credit'] : alts;
  }

  save(): Promise<boolean> {
    const draft = this.draft;
    if (!draft || this.tooLong.length > 0) return Promise.resolve(false);
    const body = { version: draft.item.version, alt: mapLocales((locale) => draft.alt[locale]), credit: draft.credit };
    return this.act('save', 'saved', async () => {
      const { item } = await updateAdminMedia(this.deps.api, draft.item._id, body);
      return () => this.take(item, draft.uses);
    });
  }

  /** A new file for the open item: same id, every page using it follows. */
  replace(file: File): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return Promise.resolve(false);
    const refused = tooLarge(file);
    if (refused) {
      this.outcome = { error: refused };
      return Promise.resolve(false);
    }
    this.replacePercent = 0;
    const transport = progressTransport(this.deps, (progress) => runInAction(() => (this.replacePercent = percentOf(progress))));
    return this.act('replace', 'replaced', async () => {
      const { item, uses } = await replaceAdminMedia(this.deps.api, draft.item._id, file, transport);
      // The texts the editor was writing stay theirs; the file and version are the server's.
      return () => (this.draft = { ...(this.draft ?? draft), item, uses });
    });
  }

  /** Asks before deleting (true), or stops asking (false). */
  askDelete(asking = true): void {
    this.confirmingDelete = asking;
    if (asking) this.outcome = null;
  }

  remove(): Promise<boolean> {
    const draft = this.draft;
    this.confirmingDelete = false;
    if (!draft) return Promise.resolve(false);
    return this.act('delete', 'deleted', async () => {
      await deleteAdminMedia(this.deps.api, draft.item._id);
      return () => {
        this.detail = null;
        this.draft = null;
      };
    });
  }

  /** Reloads the open item (after a conflict: someone else's texts, then the editor's own again if they wish). */
  reload(): Promise<void> {
    const id = this.draft?.item._id;
    return id ? this.open(id) : Promise.resolve();
  }

  private take(item: MediaItem, uses: readonly MediaUse[]): void {
    this.draft = { item, uses, alt: item.alt, credit: item.credit };
  }

  private async act(pending: 'save' | 'replace' | 'delete', success: 'saved' | 'replaced' | 'deleted', work: () => Promise<() => void>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = pending;
    this.outcome = null;
    try {
      const apply = await work();
      runInAction(() => {
        apply();
        this.outcome = { success };
      });
      void this.refresh();
      return true;
    } catch (error) {
      runInAction(() => (this.outcome = { error: mediaError(this.deps, error) }));
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
        this.replacePercent = null;
      });
    }
  }

  private resourceFor(filters: MediaFilters): Resource<ListPage<MediaItem>> {
    return listResource(this.deps, () =>
      listAdminMedia(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        page: filters.page,
        pageSize: MEDIA_PAGE_SIZE,
      }),
    );
  }
}
