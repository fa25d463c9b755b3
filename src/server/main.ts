/**
 * The production server's entry (built by Parcel into dist-server/). Environment (docs/deployment.md):
 *   API_BASE_URL   the API's absolute URL (required)       PORT, HOST   where to listen (3000, 127.0.0.1)
 *   CLIENT_DIR     the browser build (dist/ beside dist-server/)   API_PROXY=on   forward /api/ to the API
 *   API_BUDGET_MS  how long the API has for one page (2000)
 *   PUBLIC_ORIGIN  the site's origin for links (required unless HOST is a loopback address)
 *   PUBLIC_API_ORIGIN  the API's public origin, if browsers call it there (not through this site's /api/)
 *   MEDIA_DIR      serve /media/ from this folder (offline only: mocks/public/media)
 *   MICRO_CACHE_MS how long a process reuses a rendered page (5000; 0 = off)
 *   WEB_CONCURRENCY how many processes ("auto" = one per core; 1, the default, = no cluster)
 *   HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS  a slow client is cut off (10000, 15000)
 *   RENDER_CONCURRENCY how many pages a process renders at once (4; the others wait)
 */
import cluster from 'node:cluster';
import { dirname, join, resolve } from 'node:path';
import { processCount, Supervisor } from './cluster';
import { publicOriginSetting } from './publicOrigin';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_MICRO_CACHE_MS, DEFAULT_RENDER_CONCURRENCY, DEFAULT_REQUEST_TIMEOUT_MS } from './limits';

// React, MobX and the rest are not bundled (they load from node_modules) and choose their development or
// production build from NODE_ENV when first imported: the server renders with the production builds (several
// times faster, no development-only checks), so it is set before the renderer is imported below. (Parcel inlines
// reads of process.env.NODE_ENV, hence Object.assign.) The one exception is `npm start`'s development server:
// its build compiles JSX for React's development runtime (jsxDEV), which the production build does not export,
// so it says NODE_ENV=development and keeps it.
if (process.env.NODE_ENV !== 'development') Object.assign(process.env, { NODE_ENV: 'production' });

/** A whole number (milliseconds, a count) from the environment, or the default. */
function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number.`);
    process.exit(2);
  }
  return value;
}

const apiBaseUrl = process.env.API_BASE_URL ?? '';
if (!/^https?:\/\//.test(apiBaseUrl)) {
  console.error('API_BASE_URL must be the absolute URL of the API (http://… or https://…).');
  process.exit(2);
}
const host = process.env.HOST ?? '127.0.0.1';
const originSetting = publicOriginSetting(process.env.PUBLIC_ORIGIN, host);
if (!originSetting.ok) {
  console.error(originSetting.message);
  process.exit(2);
}
const publicOrigin = originSetting.origin;
let count = 1;
try {
  count = processCount(process.env.WEB_CONCURRENCY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Renders before a process listens (see below). Measured here: a new process's first page 600 ms, later ones 50-100 ms. */
const WARM_UP_RENDERS = 3;
// A process that has not closed within this is stopped anyway (a request that never ends must not hold a deploy).
const CLOSE_GRACE_MS = 10_000;

if (count > 1 && cluster.isPrimary) {
  // The workers share the port (node:cluster hands connections out); each is a whole server with its own cache.
  const supervisor = new Supervisor(count, { fork: () => cluster.fork(), log: (message) => console.error(message) });
  console.log(`Huanyu: ${count} server processes`);
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), CLOSE_GRACE_MS + 1000).unref();
      void supervisor.stop('SIGTERM').then(() => process.exit(0));
    });
  }
} else {
  // The script's own folder, read at run time: a URL computed from import.meta.url is taken by Parcel as an import.
  const { createServer } = await import('./app');
  const clientDir = resolve(process.env.CLIENT_DIR ?? join(dirname(process.argv[1] ?? '.'), '..', 'dist'));
  const app = await createServer({
    clientDir,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    proxyApi: process.env.API_PROXY === 'on',
    budgetMs: envNumber('API_BUDGET_MS', 2000),
    logger: process.env.LOG !== 'off',
    microCacheMs: envNumber('MICRO_CACHE_MS', DEFAULT_MICRO_CACHE_MS),
    renderConcurrency: Math.max(1, envNumber('RENDER_CONCURRENCY', DEFAULT_RENDER_CONCURRENCY)),
    headersTimeoutMs: envNumber('HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS),
    requestTimeoutMs: envNumber('REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS),
    ...(publicOrigin ? { origin: publicOrigin } : {}),
    ...(process.env.PUBLIC_API_ORIGIN ? { publicApiOrigin: process.env.PUBLIC_API_ORIGIN } : {}),
    ...(process.env.MEDIA_DIR ? { mediaDir: resolve(process.env.MEDIA_DIR) } : {}),
  });
  // A fresh process renders its first pages several times slower than later ones (V8 has compiled nothing of
  // React, the stores and the contracts yet): the first readers after a deploy or a restart would wait for that.
  // A few renders of the home page before listening warm it up (through Fastify's inject: no socket). They are
  // the page any reader would get; a failure here (the API not up yet) is no reason not to start.
  for (let round = 0; round < WARM_UP_RENDERS; round += 1) {
    await app.inject({ url: `/${DEFAULT_LOCALE}/` }).catch(() => undefined);
  }
  const address = await app.listen({ port: Number(process.env.PORT ?? 3000), host });
  console.log(`Huanyu at ${address}/ (API ${apiBaseUrl}${cluster.isWorker ? `, process ${process.pid}` : ''})`);
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
      void app.close().then(() => process.exit(0));
    });
  }
}
