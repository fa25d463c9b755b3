/**
 * Anonymous public reads from a PostgreSQL read replica (DATABASE_REPLICA_URL, docs/decisions/094):
 * the endpoints marked `publicRead`, asked without a session, are answered from the replica, but only once it has
 * replayed every content change this API has seen committed. Until then, or while the replica does not answer,
 * they are answered from the primary. So a reader never sees a story go back to how it was after an editor saw
 * it change, and the read cache never keeps an answer older than the change that emptied it.
 *
 * Positions are WAL positions (LSNs): after a content change this process commits, the primary's current
 * position; after one another process commits, the position its NOTIFY carries (src/apiServer/changeFeed.ts).
 */
import type { Reader, Store } from '../rules/ports';
import type { Database } from './database';

/** A WAL position ('16/B374D848') as a number that compares. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How long a replica that failed is left alone before it is tried again. */
const RESTING_MS = 5000;
/** How often, at most, the replica is asked how far it has replayed while it is behind. */
const POLL_MS = 20;

export interface ReplicaOptions {
  /** The primary's current WAL position. */
  readonly primaryPosition: () => Promise<bigint>;
  /** How far the replica has replayed (a server that is not a standby: its own current position). */
  readonly replayedPosition: () => Promise<bigint>;
  readonly now?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
}

/** What the replica served and what went to the primary instead (health, tests, the benchmark). */
export interface ReplicaCounts {
  replica: number;
  primary: number;
}

export class ReplicaReads {
  /** The position the replica must have replayed before it may answer. */
  private mustSee = 0n;
  /** Changes committed here whose position is still being asked of the primary: the replica waits for them. */
  private pendingChanges = 0;
  private replayed = 0n;
  private askedAt = Number.NEGATIVE_INFINITY;
  private asking: Promise<void> | null = null;
  private restingUntil = Number.NEGATIVE_INFINITY;
  readonly counts: ReplicaCounts = { replica: 0, primary: 0 };

  constructor(private readonly options: ReplicaOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A content change was committed by this process: the replica answers again once it has replayed it. */
  changed(): void {
    this.pendingChanges += 1;
    this.options
      .primaryPosition()
      .then((position) => this.saw(position))
      .catch((error: unknown) => this.options.log?.('the primary did not tell its WAL position', error))
      .finally(() => {
        this.pendingChanges -= 1;
      });
  }

  /** A content change at `position` (another process's NOTIFY). */
  saw(position: bigint): void {
    if (position > this.mustSee) this.mustSee = position;
  }

  /** The replica failed a read: the primary answers for a while. */
  rest(error: unknown): void {
    if (this.restingUntil < this.now()) this.options.log?.('the read replica failed; public reads go to the primary for now', error);
    this.restingUntil = this.now() + RESTING_MS;
  }

  /** Whether the replica may answer a public read now. */
  async usable(): Promise<boolean> {
    const usable = await this.caughtUp();
    this.counts[usable ? 'replica' : 'primary'] += 1;
    return usable;
  }

  private async caughtUp(): Promise<boolean> {
    if (this.pendingChanges > 0 || this.now() < this.restingUntil) return false;
    if (this.replayed >= this.mustSee) return true;
    if (this.now() - this.askedAt >= POLL_MS) {
      this.asking ??= this.ask().finally(() => {
        this.asking = null;
      });
      await this.asking;
    }
    return this.pendingChanges === 0 && this.now() >= this.restingUntil && this.replayed >= this.mustSee;
  }

  private async ask(): Promise<void> {
    this.askedAt = this.now();
    try {
      const position = await this.options.replayedPosition();
      if (position > this.replayed) this.replayed = position;
    } catch (error) {
      this.rest(error);
    }
  }
}

/** The WAL positions of a primary and its replica, read with SQL. */
export function walPositions(primary: Pick<Database, 'query'>, replica: Pick<Database, 'query'>): Pick<ReplicaOptions, 'primaryPosition' | 'replayedPosition'> {
  const position = async (db: Pick<Database, 'query'>, sql: string) => {
    const { rows } = await db.query<{ lsn: string }>(sql);
    return lsnValue(rows[0]?.lsn ?? '0/0');
  };
  return {
    primaryPosition: () => position(primary, 'SELECT pg_current_wal_lsn()::text AS lsn'),
    // A server that is not a standby (a test pointing both at one server) has replayed all it has.
    replayedPosition: () => position(replica, 'SELECT COALESCE(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS lsn'),
  };
}

const READS = ['get', 'find', 'first', 'count', 'countBy', 'matchTokens'] as const satisfies readonly (keyof Reader)[];

/**
 * One request's store: reads from the replica, writes (and transactions) on the primary; once the request has
 * written, its reads go to the primary too, so it reads what it wrote. A read the replica fails is asked of the
 * primary, and the replica rests.
 */
export function replicaStore(replica: Store, primary: Store, reads: ReplicaReads): Store {
  let wrote = false;
  const written = <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      wrote = true;
      return write(...args);
    };
  const store: Store = {
    insert: written(primary.insert.bind(primary)),
    insertMany: written(primary.insertMany.bind(primary)),
    update: written(primary.update.bind(primary)),
    updateWhere: written(primary.updateWhere.bind(primary)),
    delete: written(primary.delete.bind(primary)),
    deleteWhere: written(primary.deleteWhere.bind(primary)),
    transaction: written(primary.transaction.bind(primary)),
  } as Store;
  for (const name of READS) {
    (store as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const call = (from: Store) => (from[name] as (...all: unknown[]) => Promise<unknown>).apply(from, args);
      if (wrote) return call(primary);
      try {
        return await call(replica);
      } catch (error) {
        reads.rest(error);
        return call(primary);
      }
    };
  }
  return store;
}
