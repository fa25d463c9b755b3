/**
 * The real API keeps its answers to public reads (endpoints marked `publicRead`: the same for every caller without a
 * session) in memory, briefly, so a busy front page is read from the database once rather than on every request
 * (docs/decisions/056). An answer is dropped as soon as the magazine's content changes:
 * - in this process, when a write to a content table is committed (`contentWatch` below);
 * - in the others, on PostgreSQL's NOTIFY sent after that commit (src/apiServer/changeFeed.ts);
 * and in any case after `maxAgeMs`, for what changes with time alone (a scheduled article falling due).
 * An answer computed while a change landed is not kept: it may predate the change.
 */
import { LRUCache } from 'lru-cache';
import type { Store, Tx } from '../rules/ports';
import type { TableName } from '../rules/schema';

export interface CachedAnswer {
  readonly status: number;
  readonly body: string;
}

/** What readers read: a write to these changes a public answer; accounts, sessions and limits do not. */
export const CONTENT_TABLES: ReadonlySet<TableName> = new Set<TableName>([
  'article',
  'articleAlias',
  'post',
  'comment',
  'like',
  'vote',
  'poll',
  'pollVariant',
  'media',
  'commercialBlock',
  'page',
  'frontPage',
  'category',
  'author',
  'authorSlug',
  'topic',
  'searchDoc',
  'city',
]);

export class ReadCache {
  private generation = 0;
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(readonly maxAgeMs: number, maxEntries = 2000) {
    this.answers = new LRUCache({ max: maxEntries, ttl: Math.max(1, maxAgeMs) });
  }

  /** Every kept answer goes; answers being computed now will not be kept. */
  invalidate(): void {
    this.generation += 1;
    this.answers.clear();
    this.pending.clear();
  }

  /** The kept answer for `key`, or `compute`'s (computed once for callers asking at the same time). */
  async answer(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (this.maxAgeMs <= 0) return compute();
    const kept = this.answers.get(key);
    if (kept) return kept;
    const running = this.pending.get(key);
    if (running) return running;
    const started = this.generation;
    const computed = compute().then((answer) => {
      if (this.generation === started && answer.status === 200) this.answers.set(key, answer);
      return answer;
    });
    this.pending.set(key, computed);
    try {
      return await computed;
    } finally {
      if (this.pending.get(key) === computed) this.pending.delete(key);
    }
  }
}

/**
 * The store, telling `changed` once a write to a content table is committed: at once for a write of its own, at
 * the end for one made in a transaction (never for a transaction rolled back).
 */
export function contentWatch(store: Store, changed: () => void): Store {
  const watch = (target: Tx, touched: () => void): Tx => {
    const after = async <R>(table: TableName, write: Promise<R>): Promise<R> => {
      const result = await write;
      if (CONTENT_TABLES.has(table)) touched();
      return result;
    };
    return {
      ...target,
      insert: (table, row) => after(table, target.insert(table, row)),
      insertMany: (table, rows) => after(table, target.insertMany(table, rows)),
      update: (table, key, patch, where) => after(table, target.update(table, key, patch, where)),
      updateWhere: (table, where, patch) => after(table, target.updateWhere(table, where, patch)),
      delete: (table, key) => after(table, target.delete(table, key)),
      deleteWhere: (table, where) => after(table, target.deleteWhere(table, where)),
    };
  };
  return {
    ...watch(store, changed),
    async transaction(work) {
      let touched = false;
      const result = await store.transaction((tx) => work(watch(tx, () => (touched = true))));
      if (touched) changed();
      return result;
    },
  };
}
