/**
 * Content changes told to every API process on one PostgreSQL (LISTEN/NOTIFY): each process drops its kept public
 * answers (src/apiServer/readCache.ts) when any of them commits a change. The embedded database has one process
 * only, and needs none of this.
 */
import pg from 'pg';

const CHANNEL = 'huanyu_content_changed';

export interface ChangeFeed {
  /** Tells the other processes (after the change is committed). */
  announce(): void;
  close(): Promise<void>;
}

export async function listenForChanges(url: string, onChange: () => void, log: (message: string, error?: unknown) => void): Promise<ChangeFeed> {
  let closed = false;
  let listener: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => onChange());
    client.on('error', (error) => {
      if (closed) return;
      log('the change feed lost its connection; it reconnects', error);
      // Changes missed while reconnecting: what is kept may be stale, so it all goes.
      onChange();
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
      sender.query(`NOTIFY ${CHANNEL}`).catch((error: unknown) => log('a content change could not be announced', error));
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await sender.end();
    },
  };
}
