import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_READER_ERRORS, READER_LIMITS, READER_STATES, type AdminReader, type ReaderState } from '../../../contracts/adminReaders';
import { blockAdminReader, listAdminReaders, unblockAdminReader, verifyAdminReader } from '../../api/adminReaders';
import { ApiFailure } from '../../api/client';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { deskListError, listResource, type DeskListError, oneOf, queryAndPage, searchOf, type ListPage } from './deskList';

export const READERS_PAGE_SIZE = 20;

/** The list's filters; they live in the address (?query=…&state=blocked&page=2). */
export interface ReaderFilters {
  readonly query: string;
  readonly state: ReaderState | '';
  readonly page: number;
}

export const NO_READER_FILTERS: ReaderFilters = { query: '', state: '', page: 1 };

export function readerFiltersFromSearch(search: string): ReaderFilters {
  const params = new URLSearchParams(search);
  const { query, page } = queryAndPage(params);
  return { query, state: oneOf(params.get('state'), READER_STATES), page };
}

export function searchFromReaderFilters(filters: ReaderFilters): string {
  return searchOf(filters, ['state']);
}

export type ReadersError = DeskListError;

/** What the last action did (the screen says it: features/admin/readers/readerMessages.ts). */
export type ReadersOutcome =
  | { readonly success: 'verified' | 'blocked' | 'unblocked'; readonly name: string; readonly error?: undefined }
  | { readonly error: ReadersError; readonly success?: undefined };

/** The block or lift being written: which reader, the reason typed so far, and what is wrong with it. */
export interface BlockDraft {
  readonly reader: AdminReader;
  readonly action: 'block' | 'unblock';
  readonly reason: string;
  readonly invalid: 'reasonRequired' | 'reasonTooLong' | null;
}

/** The name a reader goes by in the desk's messages: their user name, else their address. */
const nameOf = (reader: AdminReader) => reader.userName || reader.email;

/**
 * The desk's readers (issue 25 item 7): every account, searched and filtered (unverified, blocked); an address
 * verified by hand; a reader blocked with a reason, or the block lifted — each asked in a dialog that keeps what the
 * editor typed whatever goes wrong.
 */
export class ReadersStore {
  filters: ReaderFilters = NO_READER_FILTERS;
  results: Resource<ListPage<AdminReader>>;
  draft: BlockDraft | null = null;
  /** The reader an action is under way for. */
  pending: string | null = null;
  outcome: ReadersOutcome | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_READER_FILTERS);
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.state);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: ReaderFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  verify(reader: AdminReader): Promise<boolean> {
    return this.act(reader, 'verified', () => verifyAdminReader(this.deps.api, reader._id));
  }

  /** Opens the dialog that asks why (a block) or confirms (a lift). */
  ask(reader: AdminReader, action: 'block' | 'unblock'): void {
    this.draft = { reader, action, reason: '', invalid: null };
    this.outcome = null;
  }

  type(reason: string): void {
    if (this.draft) this.draft = { ...this.draft, reason, invalid: null };
  }

  cancel(): void {
    if (!this.pending) this.draft = null;
  }

  /** Sends the block or lift; a block without a reason is refused here, as the server would. */
  confirm(): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return Promise.resolve(false);
    const reason = draft.reason.trim();
    if (draft.action === 'block' && !reason) {
      this.draft = { ...draft, invalid: 'reasonRequired' };
      return Promise.resolve(false);
    }
    if (reason.length > READER_LIMITS.reason) {
      this.draft = { ...draft, invalid: 'reasonTooLong' };
      return Promise.resolve(false);
    }
    const { reader } = draft;
    return draft.action === 'block'
      ? this.act(reader, 'blocked', () => blockAdminReader(this.deps.api, reader._id, reason))
      : this.act(reader, 'unblocked', () => unblockAdminReader(this.deps.api, reader._id, reason));
  }

  private async act(reader: AdminReader, success: 'verified' | 'blocked' | 'unblocked', send: () => Promise<{ readonly reader: AdminReader }>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = reader._id;
    this.outcome = null;
    try {
      const answer = await send();
      runInAction(() => {
        this.draft = null;
        this.outcome = { success, name: nameOf(answer.reader) };
      });
      void this.refresh();
      return true;
    } catch (error) {
      runInAction(() => {
        const refused = error instanceof ApiFailure && error.serverMessage === ADMIN_READER_ERRORS.reasonRequired;
        if (refused && this.draft) this.draft = { ...this.draft, invalid: 'reasonRequired' };
        else this.outcome = { error: this.errorOf(error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private errorOf(error: unknown): ReadersError {
    return deskListError(this.deps, error);
  }

  private resourceFor(filters: ReaderFilters): Resource<ListPage<AdminReader>> {
    return listResource(this.deps, () =>
      listAdminReaders(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        page: filters.page,
        pageSize: READERS_PAGE_SIZE,
      }),
    );
  }
}
