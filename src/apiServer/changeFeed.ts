/**
 * Content changes told to every API process on one PostgreSQL (LISTEN/NOTIFY): each process drops its kept public
 * answers (src/apiServer/readCache.ts) when any of them commits a change, and learns the WAL position a read
 * replica must have replayed before it answers again (src/apiServer/replica.ts). The embedded database has one
 * process only, and needs none of this.
 */
import pg from 'pg';
import { lsnValue } from './replica';

const CHANNEL = 'huanyu_content_changed';

export interface ChangeFeed {
  /** Tells the other processes (after the change is committed). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * `onChange` is told the primary's WAL position at the change, or null when changes may have been missed (the
 * connection was lost).
 */
export async function listenForChanges(url: string, onChange: (position: bigint | null) => void, log: (message: string, error?: unknown) => void): Promise<ChangeFeed> {
  let closed = false;
  let listener: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => onChange(message.payload ? lsnValue(message.payload) : null));
    client.on('error', (error) => {
      if (closed) return;
      log('the change feed lost its connection; it reconnects', error);
      // Changes missed while reconnecting: what is kept may be stale, so it all goes.
      onChange(null);
      setTimeout(() => void connect().catch((again: unknown) => log('the change feed could not reconnect', again)), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await connect();
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on('error', () => undefined);
  return {
    announce() {
      sender.query(`SELECT pg_notify('${CHANNEL}', pg_current_wal_lsn()::text)`).catch((error: unknown) => log('a content change could not be announced', error));
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await sender.end();
    },
  };
}
