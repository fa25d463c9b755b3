/**
 * The production server's entry (built by Parcel into dist-server/). Environment:
 *   API_BASE_URL   the API's absolute URL (required)       PORT, HOST   where to listen (3000, 127.0.0.1)
 *   CLIENT_DIR     the browser build (dist/ beside dist-server/)   API_PROXY=on   forward /api/ to the API
 *   API_BUDGET_MS  how long the API has for one page (2000)  PUBLIC_ORIGIN  the site's origin for links
 *   MEDIA_DIR      serve /media/ from this folder (offline only: mocks/public/media)
 */
import { dirname, join, resolve } from 'node:path';
import { createServer } from './app';

const apiBaseUrl = process.env.API_BASE_URL ?? '';
if (!/^https?:\/\//.test(apiBaseUrl)) {
  console.error('API_BASE_URL must be the absolute URL of the API (http://… or https://…).');
  process.exit(2);
}
// The script's own folder, read at run time: a URL computed from import.meta.url is taken by Parcel as an import.
const clientDir = resolve(process.env.CLIENT_DIR ?? join(dirname(process.argv[1] ?? '.'), '..', 'dist'));
const app = await createServer({
  clientDir,
  apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
  proxyApi: process.env.API_PROXY === 'on',
  budgetMs: Number(process.env.API_BUDGET_MS ?? 2000),
  logger: process.env.LOG !== 'off',
  ...(process.env.PUBLIC_ORIGIN ? { origin: process.env.PUBLIC_ORIGIN } : {}),
  ...(process.env.MEDIA_DIR ? { mediaDir: resolve(process.env.MEDIA_DIR) } : {}),
});
const address = await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
console.log(`Huanyu at ${address}/ (API ${apiBaseUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
