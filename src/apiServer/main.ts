/**
 * The real API's production entry (built by Parcel into dist-api/; `node dist-api/main.js`). Settings: see
 * src/apiServer/config.ts and docs/deployment.md. Stateless: run as many processes as the database allows.
 */
import { ConfigError, readConfig } from './config';
import { startApi } from './server';

const CLOSE_GRACE_MS = 10_000;

try {
  const config = readConfig();
  const api = await startApi(config);
  console.log(`Huanyu API at ${api.url} on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A request that never ends must not hold a deploy.
      setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
      void api.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
