/**
 * Keeps the mock database across page reloads (the spec's sign-in reloads the page) and, in Node, across
 * restarts of the mock server: the tables readers write to are saved after every change and restored at start.
 * Content is re-seeded. Every save replaces the whole snapshot in one atomic write (one `setItem` in the
 * browser; write-then-rename in Node, mocks/fileStore.ts), so a crash mid-write leaves the previous snapshot.
 */
// Not re-exported by the package's entry point; the symbol the factory stores its Database under.
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { db, idCounter, MUTABLE_TABLES, restoreIdCounter, type MutableTable } from './db';
import { resetDb } from './seedDb';

/** Where a snapshot is kept: localStorage in the browser, a file in Node. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Bump when the seed or the tables change shape: an older snapshot is then ignored. */
const SNAPSHOT_VERSION = 2;

const PRIMARY_KEY: Record<MutableTable, string> = {
  user: 'id',
  session: 'token',
  mailToken: 'token',
  like: 'id',
  comment: 'id',
  vote: 'id',
  subscription: 'id',
  contactMessage: 'id',
  contribution: 'id',
  contributionFile: 'id',
  mail: 'id',
  admin: 'id',
  adminSession: 'token',
};

interface Snapshot {
  readonly version: number;
  readonly nextId: number;
  readonly tables: Partial<Record<MutableTable, Record<string, unknown>[]>>;
}

// A loosely typed view of one table: persistence moves whole rows and needs no column types.
interface LooseTable {
  getAll(): Record<string, unknown>[];
  create(row: Record<string, unknown>): unknown;
  deleteMany(query: { where: Record<string, { notEquals: string }> }): unknown;
}
const table = (name: MutableTable) => db[name] as unknown as LooseTable;

function snapshot(withFileContents: boolean): Snapshot {
  const tables: Snapshot['tables'] = {};
  for (const name of MUTABLE_TABLES) {
    tables[name] = table(name)
      .getAll()
      .map((row) => (name === 'contributionFile' && !withFileContents ? { ...row, dataUrl: '' } : { ...row }));
  }
  return { version: SNAPSHOT_VERSION, nextId: idCounter(), tables };
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { version, nextId, tables } = value as Partial<Snapshot>;
  return (
    version === SNAPSHOT_VERSION &&
    Number.isInteger(nextId) &&
    typeof tables === 'object' &&
    tables !== null &&
    Object.values(tables).every((rows) => Array.isArray(rows) && rows.every((row) => typeof row === 'object' && row !== null))
  );
}

function restore(saved: Snapshot): void {
  for (const name of MUTABLE_TABLES) {
    const rows = saved.tables[name];
    if (!rows) continue;
    table(name).deleteMany({ where: { [PRIMARY_KEY[name]]: { notEquals: '\u0000' } } });
    rows.forEach((row) => table(name).create(row));
  }
  restoreIdCounter(saved.nextId);
}

/**
 * Restores what `storage` holds under `key`, then saves every change there. Returns `forget` (drop the saved
 * snapshot), `flush` (write a pending change now, before the process or page goes away) and `stop` (save no
 * more).
 */
export function persistDb(storage: KeyValueStore, key: string): { forget: () => void; flush: () => void; stop: () => void } {
  try {
    const raw = storage.getItem(key);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (isSnapshot(saved)) restore(saved);
  } catch {
    // Unreadable, or rows the tables refuse: start from the seed, never from half a restore.
    storage.removeItem(key);
    resetDb();
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    try {
      storage.setItem(key, JSON.stringify(snapshot(true)));
    } catch {
      try {
        // Over the storage quota: keep everything but the attachments' contents.
        storage.setItem(key, JSON.stringify(snapshot(false)));
      } catch (error) {
        // The previous snapshot is still whole (each write is atomic); the next change tries again.
        console.warn('The mock database could not be saved', error);
      }
    }
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const schedule = (model: unknown) => {
    if ((MUTABLE_TABLES as readonly unknown[]).includes(model) && timer === undefined) timer = setTimeout(save, 50);
  };
  const events = db[DATABASE_INSTANCE].events;
  const onCreate = (_source: string, model: unknown) => schedule(model);
  events.on('create', onCreate);
  events.on('update', onCreate);
  events.on('delete', onCreate);
  // Sign-in replays a draft and reloads at once (SPEC §4): a change made in the last 50 ms before the page
  // goes away would be lost with the pending timer, so it is written as the page is left.
  globalThis.addEventListener?.('pagehide', flush);
  return {
    forget: () => {
      storage.removeItem(key);
    },
    flush,
    stop: () => {
      flush();
      events.removeListener('create', onCreate);
      events.removeListener('update', onCreate);
      events.removeListener('delete', onCreate);
      globalThis.removeEventListener?.('pagehide', flush);
    },
  };
}
