/**
 * The reader's outbox: sends that failed for want of a connection or of a working server (contact messages,
 * contributions with their files, subscriptions), kept on the reader's device until they are delivered or the
 * reader removes them. This module holds the entry's shape and where entries are kept; OutboxStore decides when
 * they go. IndexedDB keeps them in the browser (it stores File objects as they are); a Map in tests and stories.
 */
import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval';

export type OutboxKind = 'contact' | 'submit' | 'subscribe' | 'subscribeHeader' | 'resetPassword';

export interface OutboxEntry {
  /** Also the request's idempotency key: every attempt of one send carries it, so the server acts on it once. */
  readonly id: string;
  readonly kind: OutboxKind;
  /** The request body, exactly as the first attempt sent it. */
  readonly body: unknown;
  readonly files: readonly File[];
  readonly createdAt: number;
  readonly attempts: number;
  /** Not before this time (ms since the epoch): the backoff after the last failure. */
  readonly nextAttemptAt: number;
  /** The server refused it (a 4xx on a later attempt): it waits for the reader to remove it. */
  readonly refused?: boolean;
}

export interface OutboxPersistence {
  list(): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** In memory: tests, stories, and browsers without IndexedDB (the outbox then lasts as long as the page). */
export class MemoryOutboxPersistence implements OutboxPersistence {
  private readonly entries = new Map<string, OutboxEntry>();

  list(): Promise<OutboxEntry[]> {
    return Promise.resolve([...this.entries.values()]);
  }

  get(id: string): Promise<OutboxEntry | undefined> {
    return Promise.resolve(this.entries.get(id));
  }

  put(entry: OutboxEntry): Promise<void> {
    this.entries.set(entry.id, entry);
    return Promise.resolve();
  }

  remove(id: string): Promise<void> {
    this.entries.delete(id);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }
}

/** A file as IndexedDB keeps it: its bytes and what describes it (every engine clones an ArrayBuffer). */
interface StoredFile {
  readonly name: string;
  readonly type: string;
  readonly lastModified: number;
  readonly bytes: ArrayBuffer;
}

type StoredEntry = Omit<OutboxEntry, 'files'> & { readonly files: readonly StoredFile[] };

async function toStored(entry: OutboxEntry): Promise<StoredEntry> {
  const files = await Promise.all(
    entry.files.map(async (file) => ({ name: file.name, type: file.type, lastModified: file.lastModified, bytes: await file.arrayBuffer() })),
  );
  return { ...entry, files };
}

function fromStored(stored: StoredEntry): OutboxEntry {
  const files = stored.files.map((file) => new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }));
  return { ...stored, files };
}

/** IndexedDB, through idb-keyval: one database per product slug, shared by every tab of the site. */
export class IndexedDbOutboxPersistence implements OutboxPersistence {
  private readonly store: UseStore;

  constructor(slug: string) {
    this.store = createStore(`${slug}-outbox`, 'entries');
  }

  async list(): Promise<OutboxEntry[]> {
    return (await values<StoredEntry>(this.store)).map(fromStored);
  }

  async get(id: string): Promise<OutboxEntry | undefined> {
    const stored = await get<StoredEntry>(id, this.store);
    return stored && fromStored(stored);
  }

  async put(entry: OutboxEntry): Promise<void> {
    await set(entry.id, await toStored(entry), this.store);
  }

  remove(id: string): Promise<void> {
    return del(id, this.store);
  }

  clear(): Promise<void> {
    return clear(this.store);
  }
}
