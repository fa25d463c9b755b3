// The real API in local mode, for `npm start` (and the tests that run the contract suite over HTTP): the rules on
// the embedded PostgreSQL in DATA_DIR (.data/pglite), or on DATABASE_URL; filled with the demo magazine when it has
// no editor yet; mail printed here and listed at /api/dev/mailbox; POST /api/dev/reset puts the seed back.
// Not the production entry (src/apiServer/main.ts): this one seeds from mocks/seed/ and opens the dev endpoints.
import { readConfig } from '../src/apiServer/config';
import { startApi } from '../src/apiServer/server';
import { seedRows } from '../mocks/seedRows';

const config = readConfig({ ...process.env, LOG: process.env.LOG ?? 'warn' });
const api = await startApi(config, { local: { seed: seedRows } });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
console.log(`Huanyu API at ${api.url}/api/… on ${where} (mail links are printed here; GET ${api.url}/api/dev/mailbox lists them)`);
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    void api.close().then(() => process.exit(0));
  });
}
