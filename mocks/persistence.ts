/**
 * Keeps the browser's mock database across page reloads (the spec's sign-in reloads the page): the tables
 * readers write to are saved to localStorage after every change and restored at start. Content is re-seeded.
 */
// Not re-exported by the package's entry point; the symbol the factory stores its Database under.
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { db, idCounter, MUTABLE_TABLES, restoreIdCounter, type MutableTable } from './db';

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

function restore(saved: Snapshot): void {
  for (const name of MUTABLE_TABLES) {
    const rows = saved.tables[name];
    if (!rows) continue;
    table(name).deleteMany({ where: { [PRIMARY_KEY[name]]: { notEquals: '\u0000' } } });
    rows.forEach((row) => table(name).create(row));
  }
  restoreIdCounter(saved.nextId);
}

/** Restores what `storage` holds under `key`, then saves every change there. Returns a function that forgets it. */
export function persistDb(storage: Storage, key: string): { forget: () => void } {
  try {
    const raw = storage.getItem(key);
    const saved = raw ? (JSON.parse(raw) as Snapshot) : null;
    if (saved?.version === SNAPSHOT_VERSION) restore(saved);
  } catch {
    storage.removeItem(key); // unreadable: start from the seed
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    try {
      storage.setItem(key, JSON.stringify(snapshot(true)));
    } catch {
      // Over the storage quota: keep everything but the attachments' contents.
      storage.setItem(key, JSON.stringify(snapshot(false)));
    }
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
  globalThis.addEventListener?.('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
  return {
    forget: () => {
      storage.removeItem(key);
    },
  };
}
