// npm run size: builds both production bundles, prints JS and CSS per chunk (raw and gzipped), and what the
// pages of each route actually load in Chromium (every JS and CSS response, summed). SIZE_ROUTES=/en/,/en/privacy
// picks the routes.
//   npm run size               -> build, then measure
//   npm run size -- --no-build -> measure the builds already in dist/ and dist-demo/
//   npm run size -- --files    -> also list each file a route loads, with its gzipped size
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './browser.mjs';
import { startMockApi, startServer } from './pageServer.mjs';
import { serve } from './serve.mjs';

const builds = [
  { name: 'real-API build', dir: 'dist', mode: 'real' },
  { name: 'demo build (mocks on)', dir: 'dist-demo', mode: 'demo' },
];
// One page of each SPEC §2 route type: home, category, multimedia, article, post, search, a legal page.
const DEFAULT_ROUTES = [
  '/en/',
  '/en/categories/travel',
  '/en/multimedia/video',
  '/en/night-markets-of-taipei',
  '/en/posts/best-dumplings-in-taipei',
  '/en/search?query=tea',
  '/en/privacy',
];
const listFiles = process.argv.includes('--files');
const routes = process.env.SIZE_ROUTES ? process.env.SIZE_ROUTES.split(',') : DEFAULT_ROUTES;

if (!process.argv.includes('--no-build')) {
  for (const { mode } of builds) {
    const run = spawnSync('node', ['.ci/build.mjs', mode], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.error) throw run.error;
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

function chunkTable(dir) {
  const rows = readdirSync(dir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const buffer = readFileSync(join(dir, file));
      return { file, raw: statSync(join(dir, file)).size, gzip: gz(buffer) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  for (const { file, raw, gzip } of rows) console.log(`  ${file.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gz`);
}

async function measureRoute(browser, url) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const loaded = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, files: [] };
  // Bodies are read as the responses arrive; all of them are awaited before the page closes (a body still being
  // read when the page closes comes back empty, which made some routes measure 0 kB).
  const reads = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind || response.url().endsWith('mockServiceWorker.js')) return;
    reads.push(
      response.body().then(
        (body) => {
          const gzip = gz(body);
          loaded[kind].raw += body.length;
          loaded[kind].gzip += gzip;
          loaded.files.push({ name: new URL(response.url()).pathname, gzip });
        },
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  await page.close();
  return loaded;
}

/**
 * The Lite page (docs/decisions/110), which only the page server sends: each route with `?lite`, through the
 * production server on the mock API, what it loads before the reader reaches for the app (budget: 20 kB gz of JS).
 */
async function measureLite(browser) {
  const LITE_BUDGET = 20 * 1024;
  console.log('\nLite page — dist-server/ on the mock API (JS and CSS files fetched, gzipped)');
  const api = await startMockApi();
  try {
    const server = await startServer(api.url);
    try {
      for (const route of routes) {
        const liteRoute = `${route}${route.includes('?') ? '&' : '?'}lite`;
        const { js, css, files } = await measureRoute(browser, `${server.url}${liteRoute}`);
        const verdict = js.gzip <= LITE_BUDGET ? 'within' : 'OVER';
        console.log(`  loaded by ${liteRoute}: JS ${kb(js.raw)} (${kb(js.gzip)} gz, ${verdict} the 20 kB budget), CSS ${kb(css.raw)} (${kb(css.gzip)} gz)`);
        if (listFiles) for (const { name, gzip } of files.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${name.padEnd(46)} ${kb(gzip).padStart(10)} gz`);
      }
    } finally {
      server.stop();
    }
  } finally {
    api.stop();
  }
}

const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
try {
  for (const { name, dir } of builds) {
    console.log(`\n${name} — ${dir}/ (raw, gzipped)`);
    chunkTable(dir);
    const server = await serve(dir, { single: true });
    for (const route of routes) {
      const { js, css, files } = await measureRoute(browser, `${server.url}${route}`);
      console.log(
        `  loaded by ${route}: JS ${kb(js.raw)} (${kb(js.gzip)} gz), CSS ${kb(css.raw)} (${kb(css.gzip)} gz), total ${kb(js.gzip + css.gzip)} gz`,
      );
      if (listFiles) for (const { name, gzip } of files.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${name.padEnd(46)} ${kb(gzip).padStart(10)} gz`);
    }
    await server.close();
  }
  await measureLite(browser);
} finally {
  await browser.close();
}
