/**
 * The real API for a test file: local mode (the demo seed, the dev endpoints), on 127.0.0.1 and a free port, on a
 * fresh database — the embedded PostgreSQL in memory, or, when TEST_DATABASE_URL names one (the PostgreSQL lane),
 * a schema of its own on that server. Stops with the file.
 */
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { readConfig } from '../../src/apiServer/config';
import { connectPostgres, openEmbedded, type Database } from '../../src/apiServer/database';
import { startApi, type RunningApi } from '../../src/apiServer/server';
import { seedRows } from '../../mocks/seedRows';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;
export const ON_POSTGRES = TEST_DATABASE_URL !== null;

/** A database of its own: a new schema on the test server (dropped after), or a new embedded one. */
export async function freshDatabase(): Promise<{ db: Database; url: string | null; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) return { db: await openEmbedded('memory://'), url: null, drop: () => Promise.resolve() };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(TEST_DATABASE_URL, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = connectPostgres(url.href, { max: 10 });
  return {
    db,
    url: url.href,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** Starts the API for this test file (top-level await: the suites need its address as they are declared). */
export async function startTestApi(): Promise<RunningApi & { readonly databaseUrl: string | null }> {
  const fresh = await freshDatabase();
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG: 'off', MIGRATE: 'on', ...(fresh.url ? { DATABASE_URL: fresh.url } : {}) });
  const api = await startApi(config, { db: fresh.db, local: { seed: seedRows } });
  afterAll(async () => {
    await api.close();
    await fresh.drop();
  });
  return { ...api, databaseUrl: fresh.url };
}
