import { makeAutoObservable, runInAction } from 'mobx';
import { READER_STATES, type AdminReader } from '../../../contracts/adminReaders';
import { listAdminReaders, verifyAdminReader } from '../../api/adminReaders';
import type { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { choiceFilters, deskListError, listResource, type DeskListError, type ListPage } from './deskList';
import { ReaderBlockStore } from './ReaderBlockStore';

export const READERS_PAGE_SIZE = 20;

const filters = choiceFilters({ state: READER_STATES });

/** The list's filters; they live in the address (?query=…&state=blocked&page=2). */
export type ReaderFilters = ReturnType<typeof filters.fromSearch>;
export const NO_READER_FILTERS: ReaderFilters = filters.none;
export const readerFiltersFromSearch = filters.fromSearch;
export const searchFromReaderFilters = filters.toSearch;

export type ReadersError = DeskListError;

/** What the last action did (the screen says it: features/admin/readers/readerMessages.ts). */
export type ReadersOutcome =
  | { readonly success: 'verified' | 'blocked' | 'unblocked'; readonly name: string; readonly error?: undefined }
  | { readonly error: ReadersError; readonly success?: undefined };

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
  /** The block or lift being asked (the dialog the comments queue shares). */
  readonly blocking: ReaderBlockStore;
  /** The reader an address confirmation is under way for. */
  pending: string | null = null;
  outcome: ReadersOutcome | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.results = this.resourceFor(NO_READER_FILTERS);
    this.blocking = new ReaderBlockStore(deps, {
      done: (reader, action) => {
        this.outcome = { success: action === 'block' ? 'blocked' : 'unblocked', name: nameOf(reader) };
        void this.refresh();
      },
      failed: (error) => {
        this.outcome = { error };
      },
    });
    makeAutoObservable<this, 'deps'>(this, { deps: false, blocking: false }, { autoBind: true });
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
    this.outcome = null;
    this.blocking.ask({ readerId: reader._id, name: nameOf(reader) }, action);
  }

  private async act(reader: AdminReader, success: 'verified', send: () => Promise<{ readonly reader: AdminReader }>): Promise<boolean> {
    if (this.pending || this.blocking.busy) return false;
    this.pending = reader._id;
    this.outcome = null;
    try {
      const answer = await send();
      runInAction(() => {
        this.outcome = { success, name: nameOf(answer.reader) };
      });
      void this.refresh();
      return true;
    } catch (error) {
      runInAction(() => {
        this.outcome = { error: deskListError(this.deps, error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
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
