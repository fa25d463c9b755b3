/**
 * Keeps the mock database across page reloads (the spec's sign-in reloads the page) and, in Node, across
 * restarts of the mock server: the tables readers and editors write to are saved after every change and restored
 * at start. Content is re-seeded; the articles are saved as what the desk changed in the seed (edited, new and
 * deleted articles), so a newer seed still shows through the articles nobody touched. Every save replaces the
 * whole snapshot in one atomic write (one `setItem` in the browser; write-then-rename in Node,
 * mocks/fileStore.ts), so a crash mid-write leaves the previous snapshot.
 */
// Not re-exported by the package's entry point; the symbol the factory stores its Database under.
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { hashSecret } from '../src/rules/secrets';
import { TABLES } from '../src/rules/schema';
import { docOf, type StoredArticle } from '../src/rules/documents';
import { searchRowsOf } from '../src/rules/searchIndex';
import { db, idCounter, MUTABLE_TABLES, restoreIdCounter, type MutableTable } from './db';
import { seed } from './seed/data';
import { resetDb } from './seedDb';

/** Where a snapshot is kept: localStorage in the browser, a file in Node. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Bump when the tables change shape; an older snapshot is then ignored, unless it is in READABLE_VERSIONS (a
 * version whose tables still read the same: what it lacks starts from the seed).
 */
const SNAPSHOT_VERSION = 6;
/**
 * 2: before the desk (no articles, no pictures saved): its readers' tables are restored, the articles seeded.
 * 3: before the desk's polls and "Header & home": the polls and the pages are the seed's.
 * 4: with the polls or with the pages, not both (two branches of one week): what it lacks is the seed's.
 * 5: before the rules layer: its rows are upgraded as they are read (upgradeRow).
 */
const READABLE_VERSIONS: readonly number[] = [2, 3, 4, 5, SNAPSHOT_VERSION];

const PRIMARY_KEY = (name: MutableTable): string => (name === 'file' ? 'key' : TABLES[name].key);

/**
 * Rows of a snapshot from before the rules layer (versions 2–5, docs/decisions/055), in today's shape: tokens
 * kept as their hash, user names with their unique key, uploaded bytes in the file table, mail delivered.
 */
function upgradeRow(name: MutableTable, row: Record<string, unknown>, files: Record<string, unknown>[]): Record<string, unknown> {
  const { token, data, dataUrl, ...rest } = row;
  switch (name) {
    case 'user':
      return { ...row, userNameKey: (typeof row.userName === 'string' ? row.userName : '').toLowerCase() };
    case 'session':
      return { ...rest, tokenHash: hashSecret(String(token)), id: `ses_${String(token).slice(0, 12)}` };
    case 'mailToken':
    case 'adminSession':
      return { ...rest, tokenHash: hashSecret(String(token)) };
    case 'mail':
      return { ...row, deliveredAt: Date.parse(String(row.sentAt)) || 0, attempts: 1, retryAt: 0 };
    case 'picture':
    case 'audio':
      files.push({ key: `${name === 'picture' ? 'pictures' : 'audio'}/${String(row.id)}`, type: String(row.type), data: typeof data === 'string' ? data : '' });
      return rest;
    case 'contributionFile': {
      const base64 = /^data:[^;]*;base64,(.*)$/.exec(typeof dataUrl === 'string' ? dataUrl : '')?.[1];
      const fileKey = base64 ? `contributions/${String(row.contributionId)}/${String(row.id)}` : '';
      if (base64) files.push({ key: fileKey, type: String(row.type), data: base64 });
      return { ...rest, fileKey };
    }
    default:
      return row;
  }
}

const SEEDED_ARTICLES = new Set(seed.articles.map((article) => article._id));

/**
 * The sections as the seed made them: nothing saved, so a newer seed's sections show. Once the desk changed one
 * (a save, an order, a new or deleted section), the whole table is kept: it is small, and its order is one thing.
 */
function seededSections(rows: readonly Record<string, unknown>[]): boolean {
  return (
    rows.length === seed.categories.length &&
    rows.every((row) => Number(row.version) === 1 && seed.categories[Number(row.order)]?._id === row.id)
  );
}

/** How much a snapshot holds: all, or (over the browser's storage quota) without the attachments', or pictures' and audio, bytes. */
type Detail = 'all' | 'noAttachments' | 'noPictures';

interface Snapshot {
  readonly version: number;
  readonly nextId: number;
  readonly tables: Partial<Record<MutableTable, Record<string, unknown>[]>>;
  /** Seeded articles the desk deleted (the `article` table holds only what differs from the seed). */
  readonly deletedArticles?: readonly string[];
}

// A loosely typed view of one table: persistence moves whole rows and needs no column types.
interface LooseTable {
  getAll(): Record<string, unknown>[];
  create(row: Record<string, unknown>): unknown;
  deleteMany(query: { where: Record<string, { notEquals: string }> }): unknown;
}
const table = (name: MutableTable) => db[name] as unknown as LooseTable;

function snapshot(detail: Detail): Snapshot {
  const tables: Snapshot['tables'] = {};
  for (const name of MUTABLE_TABLES) {
    let rows = table(name).getAll();
    // A seeded article the desk never saved is the seed's: saving sixty bodies twice over would fill the
    // browser's storage, and would hide a newer seed's text.
    if (name === 'article') rows = rows.filter((row) => !SEEDED_ARTICLES.has(String(row.id)) || Number(row.version) > 1);
    // A page the desk never saved is the seed's: a newer seed shows through it.
    if (name === 'page') rows = rows.filter((row) => Number(row.version) > 1);
    if (name === 'category' && seededSections(rows)) continue;
    // Without their bytes, pictures and audio would be served empty: over the quota they are not kept at all.
    if ((name === 'picture' || name === 'audio' || name === 'file') && detail === 'noPictures') rows = [];
    if (name === 'file' && detail === 'noAttachments') rows = rows.filter((row) => !String(row.key).startsWith('contributions/'));
    tables[name] = rows.map((row) => ({ ...row }));
  }
  const present = new Set(table('article').getAll().map((row) => String(row.id)));
  const deletedArticles = [...SEEDED_ARTICLES].filter((id) => !present.has(id));
  return { version: SNAPSHOT_VERSION, nextId: idCounter(), tables, deletedArticles };
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { version, nextId, tables, deletedArticles } = value as Partial<Snapshot>;
  return (
    READABLE_VERSIONS.includes(version ?? -1) &&
    Number.isInteger(nextId) &&
    (deletedArticles === undefined || (Array.isArray(deletedArticles) && deletedArticles.every((id) => typeof id === 'string'))) &&
    typeof tables === 'object' &&
    tables !== null &&
    Object.values(tables).every((rows) => Array.isArray(rows) && rows.every((row) => typeof row === 'object' && row !== null))
  );
}

function restore(saved: Snapshot): void {
  const files: Record<string, unknown>[] = [];
  const upgraded = (name: MutableTable) => {
    const rows = saved.tables[name];
    if (name === 'file') return rows || files.length > 0 ? [...(rows ?? []), ...files] : undefined;
    return saved.version < 6 ? rows?.map((row) => upgradeRow(name, row, files)) : rows;
  };
  // The file table last: upgrading the tables before it may add to it.
  for (const name of [...MUTABLE_TABLES.filter((table) => table !== 'file'), 'file' as const]) {
    let rows = upgraded(name);
    if (!rows) continue;
    if (name === 'article') {
      // Over the seed: deleted ones go, saved ones replace theirs (or are new).
      const gone = new Set([...(saved.deletedArticles ?? []), ...rows.map((row) => String(row.id))]);
      gone.forEach((id) => db.article.delete({ where: { id: { equals: id } } }));
    } else if (name === 'page') {
      // Saved pages replace the seed's; the others stay the seed's.
      rows.forEach((row) => db.page.delete({ where: { id: { equals: String(row.id) } } }));
    } else if (name === 'admin') {
      // Editors exist only in the seed: a snapshot from before an editor was seeded must not remove that editor.
      rows.forEach((row) => db.admin.delete({ where: { id: { equals: String(row.id) } } }));
      // A snapshot from before roles: everyone on the desk could do everything then (as migration 009 reads them).
      rows = rows.map((row) => ('role' in row ? row : { ...row, role: 'administrator' }));
    } else {
      table(name).deleteMany({ where: { [PRIMARY_KEY(name)]: { notEquals: '\u0000' } } });
    }
    rows.forEach((row) => table(name).create(row));
  }
  // The search rows of the articles the snapshot holds, made again from what readers read of them now.
  for (const row of saved.tables.article ?? []) {
    const id = String(row.id);
    db.searchDoc.deleteMany({ where: { kind: { equals: 'article' }, docId: { equals: id } } });
    const article = db.article.findFirst({ where: { id: { equals: id } } });
    if (article?.doc) for (const search of searchRowsOf('article', id, docOf<StoredArticle>(article).data)) db.searchDoc.create(search);
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
    // Over the storage quota: keep everything but the attachments' contents, then but the uploaded pictures.
    for (const detail of ['all', 'noAttachments', 'noPictures'] as const) {
      try {
        storage.setItem(key, JSON.stringify(snapshot(detail)));
        return;
      } catch (error) {
        // The previous snapshot is still whole (each write is atomic); the next change tries again.
        if (detail === 'noPictures') console.warn('The mock database could not be saved', error);
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
