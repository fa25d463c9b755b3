import { makeAutoObservable, runInAction } from 'mobx';
import { SUBSCRIBER_STATES, type EditionCount, type Subscriber } from '../../../contracts/adminNewsletters';
import { LOCALES } from '../../../contracts/common';
import { exportSubscribers, listSubscribers, unsubscribeSubscriber } from '../../api/adminNewsletters';
import { ApiFailure } from '../../api/client';
import type { Resource } from '../../lib/Resource';
import type { SaveFile } from '../../lib/saveFile';
import type { DeskDeps } from './deskDeps';
import { choiceFilters, listResource, type ListPage } from './deskList';

export const SUBSCRIBERS_PAGE_SIZE = 20;

const filters = choiceFilters({ edition: LOCALES, state: SUBSCRIBER_STATES });

/** The list's filters; they live in the address (?query=…&edition=zh-tw&state=pending&page=2). */
export type SubscriberFilters = ReturnType<typeof filters.fromSearch>;
export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = filters.none;
export const subscriberFiltersFromSearch = filters.fromSearch;
export const searchFromSubscriberFilters = filters.toSearch;

export type SubscribersPage = ListPage<Subscriber> & { readonly counts: readonly EditionCount[] };

export type SubscribersError =
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'server'; readonly message: string };

/** What the last action did (the screen says it: features/admin/newsletters/newsletterMessages.ts). */
export type SubscribersOutcome =
  | { readonly success: 'unsubscribed'; readonly email: string; readonly error?: undefined }
  | { readonly success: 'exported'; readonly count: number; readonly error?: undefined }
  | { readonly error: SubscribersError; readonly success?: undefined };

export const CSV_COLUMNS = ['email', 'name', 'edition', 'state', 'source', 'subscribed_at'] as const;

/**
 * A cell as a spreadsheet reads it: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * made plain text, so a reader's "name" never runs as a formula in the editor's spreadsheet.
 */
function csvCell(value: string): string {
  const plain = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(plain) ? `"${plain.replace(/"/g, '""')}"` : plain;
}

/**
 * The CSV file of these subscribers: a heading row of fixed column names (what mailing tools import), then one row
 * each, lines ended CRLF (RFC 4180), and a byte-order mark so spreadsheets read Chinese names as UTF-8.
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const rows = subscribers.map((each) => [each.email, each.name, each.edition, each.state, each.source, each.subscribedAt]);
  return `\uFEFF${[CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The desk's newsletter subscribers (issue 25 item 6): one row per subscription and edition, filtered by edition,
 * state and words; the selection saved as a CSV file; one reader's edition stopped after the editor confirms.
 */
export class SubscribersStore {
  filters: SubscriberFilters = NO_SUBSCRIBER_FILTERS;
  results: Resource<SubscribersPage>;
  /** The subscriber the editor is asked about before unsubscribing them; null while nobody is. */
  confirming: Subscriber | null = null;
  pending: 'unsubscribe' | 'export' | null = null;
  outcome: SubscribersOutcome | null = null;

  constructor(
    private readonly deps: DeskDeps,
    private readonly saveFile: SaveFile,
  ) {
    this.results = this.resourceFor(NO_SUBSCRIBER_FILTERS);
    makeAutoObservable<this, 'deps' | 'saveFile'>(this, { deps: false, saveFile: false }, { autoBind: true });
  }

  get filtered(): boolean {
    return Boolean(this.filters.query || this.filters.edition || this.filters.state);
  }

  /** Shows the list for these filters (the address changed); the same filters again keep what is loaded. */
  show(filters: SubscriberFilters): Promise<void> {
    if (JSON.stringify(filters) !== JSON.stringify(this.filters) || this.results.status === 'idle') {
      this.filters = filters;
      this.results = this.resourceFor(filters);
    }
    return this.results.load();
  }

  refresh(): Promise<void> {
    return this.results.load(true);
  }

  askUnsubscribe(subscriber: Subscriber): void {
    this.confirming = subscriber;
    this.outcome = null;
  }

  cancelUnsubscribe(): void {
    if (this.pending !== 'unsubscribe') this.confirming = null;
  }

  /**
   * Stops the asked-about edition for that reader. Already gone (another editor, or the reader's own link) is what
   * was wanted, and said the same way.
   */
  unsubscribe(): Promise<boolean> {
    const subscriber = this.confirming;
    if (!subscriber) return Promise.resolve(false);
    return this.act('unsubscribe', async () => {
      try {
        await unsubscribeSubscriber(this.deps.api, subscriber._id);
      } catch (error) {
        if (!(error instanceof ApiFailure && error.status === 404)) throw error;
      }
      return () => {
        this.confirming = null;
        this.outcome = { success: 'unsubscribed', email: subscriber.email };
        void this.refresh();
      };
    });
  }

  /** Saves every subscriber the filters select (not only this page) as a CSV file named by edition and day. */
  exportCsv(): Promise<boolean> {
    const { query, edition, state } = this.filters;
    return this.act('export', async () => {
      const { subscribers } = await exportSubscribers(this.deps.api, {
        ...(query.trim() ? { query: query.trim() } : {}),
        ...(edition ? { edition } : {}),
        ...(state ? { state } : {}),
      });
      const day = new Date(this.deps.clock()).toISOString().slice(0, 10);
      return () => {
        this.saveFile(`huanyu-subscribers-${edition || 'all'}-${day}.csv`, 'text/csv;charset=utf-8', subscribersCsv(subscribers));
        this.outcome = { success: 'exported', count: subscribers.length };
      };
    });
  }

  private async act(action: 'unsubscribe' | 'export', work: () => Promise<() => void>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = action;
    this.outcome = null;
    try {
      runInAction(await work());
      return true;
    } catch (error) {
      runInAction(() => {
        this.outcome = { error: this.errorOf(error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private errorOf(error: unknown): SubscribersError {
    if (error instanceof ApiFailure && error.status === 401) {
      this.deps.sessionExpired();
      return { kind: 'sessionExpired' };
    }
    if (error instanceof ApiFailure && error.status === 0) return { kind: 'offline' };
    return { kind: 'server', message: (error instanceof ApiFailure && error.serverMessage) || 'Request failed' };
  }

  private resourceFor(filters: SubscriberFilters): Resource<SubscribersPage> {
    return listResource(this.deps, () =>
      listSubscribers(this.deps.api, {
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.edition ? { edition: filters.edition } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        page: filters.page,
        pageSize: SUBSCRIBERS_PAGE_SIZE,
      }),
    );
  }
}
