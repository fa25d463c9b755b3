import { makeAutoObservable, runInAction } from 'mobx';
import type { BodyOf } from '../../contracts/common';
import type { ContactValues } from '../../contracts/contact';
import type { resetPassword as resetPasswordEndpoint } from '../../contracts/user';
import type { HeaderSubscriptionRequest, SubscriptionRequest } from '../../contracts/subscription';
import {
  MemoryOutboxPersistence,
  type OutboxEntry,
  type OutboxKind,
  type OutboxPersistence,
} from '../lib/outbox';
import { resetPassword } from '../api/user';
import { sendOutcome, type SendOutcome } from '../lib/sendOutcome';
import { LocalCoordination, type TabCoordination } from '../lib/tabs';
import type { Services } from './services';

/** The first retry after this long, then twice as long each time, up to the ceiling. */
export const OUTBOX_FIRST_RETRY_MS = 5_000;
export const OUTBOX_MAX_RETRY_MS = 5 * 60_000;

/** What happened to one attempt of a send ('cancelled': the reader closed its popup while it went). */
export type SendResult = 'delivered' | SendOutcome;

/** A failed attempt's result (lib/sendOutcome.ts: the same rule as the draft replay's). */
const resultOf = (error: unknown): SendResult => sendOutcome(error);

export interface OutboxDeps {
  readonly persistence?: OutboxPersistence;
  /** Tabs share the outbox: one sends at a time, each re-reads it when another changed it. */
  readonly coordination?: TabCoordination;
  /** Unique ids (idempotency keys); the browser's crypto.randomUUID by default. */
  readonly newId?: () => string;
}

/** A recent delivery of something that had waited in the outbox, for the reader to be told it went. */
export interface OutboxDelivery {
  readonly id: string;
  readonly kind: OutboxKind;
}



/**
 * SPEC §8 swallows failed contact and contribution sends (and ignores most subscription failures): the reader
 * sees success either way. The outbox makes that true: what failed for want of a connection or a working server
 * is kept on the device and sent again — with backoff, when the connection returns, on the next visit, from
 * whichever tab gets there first — under one idempotency key, so it arrives exactly once. Nothing leaves it
 * unless delivered or removed by the reader.
 */
export class OutboxStore {
  /** What waits, oldest first (a mirror of the persisted entries, in every tab). */
  entries: OutboxEntry[] = [];
  /** Deliveries of waiting entries since the page opened, newest last, until the reader dismisses them. */
  deliveries: OutboxDelivery[] = [];

  private readonly persistence: OutboxPersistence;
  private readonly coordination: TabCoordination;
  private readonly newId: () => string;
  private stopListening: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly services: Services,
    options: OutboxDeps = {},
  ) {
    this.persistence = options.persistence ?? new MemoryOutboxPersistence();
    this.coordination = options.coordination ?? new LocalCoordination();
    this.newId = options.newId ?? (() => crypto.randomUUID());
    makeAutoObservable<this, 'persistence' | 'coordination' | 'newId' | 'services' | 'stopListening' | 'timer'>(
      this,
      { persistence: false, coordination: false, newId: false, services: false, stopListening: false, timer: false },
      { autoBind: true },
    );
  }

  /** Entries still trying; the refused ones wait for the reader instead. */
  get waiting(): readonly OutboxEntry[] {
    return this.entries.filter((entry) => !entry.refused);
  }

  get refused(): readonly OutboxEntry[] {
    return this.entries.filter((entry) => entry.refused);
  }

  /** A key for a new send: the first attempt and every retry carry it. */
  newKey(): string {
    return this.newId();
  }

  /**
   * Sends once, now. Returns 'delivered', or 'refused' (a 4xx: the caller shows it), or 'retry' after keeping
   * the send in the outbox for later.
   */
  async send(kind: OutboxKind, body: unknown, files: readonly File[] = [], options: { readonly key?: string; readonly attempt?: (key: string) => Promise<unknown> } = {}): Promise<{ readonly result: SendResult; readonly error?: unknown }> {
    const key = options.key ?? this.newKey();
    try {
      await (options.attempt ?? ((id) => this.deliver(kind, body, files, id)))(key);
      return { result: 'delivered' };
    } catch (error) {
      const result = resultOf(error);
      if (result === 'retry') await this.keep(kind, body, files, key);
      return { result, error };
    }
  }

  /** Keeps a send that failed, to be tried again after the first backoff. */
  async keep(kind: OutboxKind, body: unknown, files: readonly File[], key: string): Promise<void> {
    const now = this.services.clock();
    await this.persistence.put({ id: key, kind, body, files: [...files], createdAt: now, attempts: 1, nextAttemptAt: now + OUTBOX_FIRST_RETRY_MS });
    await this.changed();
  }

  /** The reader gives up on one entry. */
  async remove(id: string): Promise<void> {
    await this.persistence.remove(id);
    await this.changed();
  }

  dismissDeliveries(): void {
    this.deliveries = [];
  }

  /**
   * Tries every entry that is due (or every waiting entry when `all`: the connection just came back), in one tab
   * at a time. An entry another tab delivered meanwhile is gone from storage and is not sent again.
   */
  async flush(all = false): Promise<void> {
    await this.coordination.exclusive(async () => {
      const now = this.services.clock();
      const due = (await this.persistence.list())
        .filter((entry) => !entry.refused && (all || entry.nextAttemptAt <= now))
        .sort((a, b) => a.createdAt - b.createdAt);
      for (const entry of due) {
        // Another tab may have sent it between our listing and now (a tab without Web Locks).
        if (!(await this.persistence.get(entry.id))) continue;
        let result: SendResult;
        try {
          await this.deliver(entry.kind, entry.body, entry.files, entry.id);
          result = 'delivered';
        } catch (error) {
          result = resultOf(error);
        }
        if (result === 'delivered') {
          await this.persistence.remove(entry.id);
          runInAction(() => this.deliveries.push({ id: entry.id, kind: entry.kind }));
        } else if (result === 'refused' || result === 'cancelled') {
          await this.persistence.put({ ...entry, refused: true });
        } else {
          const attempts = entry.attempts + 1;
          const delay = Math.min(OUTBOX_FIRST_RETRY_MS * 2 ** (attempts - 1), OUTBOX_MAX_RETRY_MS);
          await this.persistence.put({ ...entry, attempts, nextAttemptAt: this.services.clock() + delay });
        }
      }
    });
    await this.changed();
  }

  /** Reads the persisted entries again (another tab changed them, or the page just opened). */
  async refresh(): Promise<void> {
    const entries = (await this.persistence.list()).sort((a, b) => a.createdAt - b.createdAt);
    runInAction(() => {
      this.entries = entries;
    });
    this.schedule();
  }

  /**
   * Browser only (never on a server, where nothing may outlive a request): reads what waits from the last visit,
   * sends what is due, and from then on sends when the connection returns, when another tab adds something, and
   * when the next backoff ends. Returns the stop.
   */
  start(): () => void {
    const online = () => void this.flush(true);
    window.addEventListener('online', online);
    const unlisten = this.coordination.listen(() => void this.refresh());
    this.stopListening = () => {
      window.removeEventListener('online', online);
      unlisten();
      clearTimeout(this.timer);
      this.timer = undefined;
    };
    void this.refresh().then(() => this.flush());
    return () => this.stop();
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  private async changed(): Promise<void> {
    this.coordination.announce();
    await this.refresh();
  }

  /** Wakes up when the soonest waiting entry is due (only once started). */
  private schedule(): void {
    if (!this.stopListening) return;
    clearTimeout(this.timer);
    const next = Math.min(...this.waiting.map((entry) => entry.nextAttemptAt));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => void this.flush(), Math.max(0, next - this.services.clock()));
  }

  /** A waiting send goes again; its request's code is fetched then, like the first try's (docs/decisions/114). */
  private async deliver(kind: OutboxKind, body: unknown, files: readonly File[], key: string): Promise<unknown> {
    const api = this.services.api;
    switch (kind) {
      case 'contact':
        return (await import('../api/contact')).sendContact(api, body as ContactValues, key);
      case 'submit':
        return (await import('../api/contact')).submitArticle(api, body as ContactValues, files, { idempotencyKey: key });
      case 'subscribe':
        return (await import('../api/subscription')).subscribe(api, body as SubscriptionRequest, key);
      case 'subscribeHeader':
        return (await import('../api/subscription')).subscribeFromHeader(api, body as HeaderSubscriptionRequest, key);
      case 'resetPassword':
        return resetPassword(api, body as BodyOf<typeof resetPasswordEndpoint>, key);
    }
  }
}
