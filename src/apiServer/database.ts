/**
 * The API's one way to PostgreSQL: a pooled node-postgres connection when DATABASE_URL is set, else PostgreSQL's
 * WebAssembly build (PGlite) embedded in the process, on a folder of its own (docs/decisions/055). One SQL dialect
 * for both: the same migrations and queries run on either.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
  /** Several statements, no parameters (a migration). */
  script(sql: string): Promise<void>;
}

export interface Database extends SqlClient {
  readonly kind: 'postgres' | 'embedded';
  /** One transaction on one connection: committed when `work` resolves, rolled back when it throws. */
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  /** A connection of its own for `work` (an advisory lock is held by a connection). */
  withConnection<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** bigint columns hold epoch milliseconds: read them as numbers, as the mock keeps them. */
const INT8 = 20;

/** Deadlocks and serialization failures: the transaction is simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

export function connectPostgres(url: string, { max = 10 }: { max?: number } = {}): Database {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
      oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle client's error (the server restarted) must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const wrap = (client: pg.PoolClient | pg.Pool): SqlClient => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
    async script(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (work) =>
      retried(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(wrap(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded PostgreSQL on `dataDir` (created on first use). It serves one query at a time; a transaction holds
 * it until it ends, so other requests wait their turn, as they would for a row lock.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const db: PGlite = await PGlite.create(dataDir, { parsers: { [INT8]: (value: string) => Number(value) } });
  const wrap = (client: Pick<PGlite, 'query' | 'exec'>): SqlClient => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async script(sql: string) {
      await client.exec(sql);
    },
  });
  return {
    kind: 'embedded',
    ...wrap(db),
    transaction: (work) => retried(() => db.transaction((tx) => work(wrap(tx)))),
    withConnection: (work) => work(wrap(db)),
    close: () => db.close(),
  };
}
