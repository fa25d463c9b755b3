// npm run lighthouse: Lighthouse's mobile audit (its default: a mid-range phone on a throttled 4G link,
// simulated) of the production server (dist-server/: every page rendered on the server, hydrated in the browser)
// against the mock API, in the machine's Chromium: home, a section and an article, in en and zh-cn, and the Lite
// page (?lite) of home and the article. Prints the
// performance and accessibility scores with FCP, LCP, CLS and TBT, and writes each report (JSON and HTML) into
// reports/lighthouse/. A measurement, not a test: nothing here fails on a score.
//   npm run lighthouse                  builds dist/ + dist-server/, then measures the server
//   npm run lighthouse -- --reuse       measure the builds already there
//   npm run lighthouse -- --real        also the browser-only real-API build (dist/ from a static host, /api/
//                                       proxied to the mock API): what the server saves
//   npm run lighthouse -- --demo        also the demo build (dist-demo/, with the in-browser mock API)
//   DEMO_DIST=DIR / REAL_DIST=DIR       build into / serve other folders
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sirv from 'sirv';
import { CHROMIUM_ARGS, findBrowser } from './browser.mjs';
import { startMockApi, startServer } from './pageServer.mjs';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const withDemo = args.includes('--demo');
const withReal = args.includes('--real');
const demoDir = process.env.DEMO_DIST ?? 'dist-demo';
const realDir = process.env.REAL_DIST ?? 'dist';
// A seeded article (mocks/seed/articles/travel.ts, art_021): a long body, a figure, a poll and comments.
const PAGES = ['en', 'zh-cn'].flatMap((locale) => [
  [`home`, `/${locale}/`],
  [`section`, `/${locale}/categories/travel`],
  [`article`, `/${locale}/night-markets-of-taipei`],
]);
// The Lite page (docs/decisions/110), asked for by its address: home and the article, in en and zh-cn.
const LITE_PAGES = ['en', 'zh-cn'].flatMap((locale) => [
  [`home`, `/${locale}/?lite`],
  [`article`, `/${locale}/night-markets-of-taipei?lite`],
]);
const OUT = 'reports/lighthouse';

function build(mode, dir) {
  if (reuse && existsSync(`${dir}/index.html`)) return;
  const run = spawnSync('node', ['.ci/build.mjs', mode, dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** The real-API build as a production host serves it: the site, /api/ proxied to the API, /media/ beside it. */
function serveWithApi(dir, apiUrl) {
  const site = sirv(dir, { single: true, etag: true });
  const media = sirv('mocks/public', { etag: true });
  const api = new URL(apiUrl);
  const server = createServer((incoming, reply) => {
    if (incoming.url?.startsWith('/api/')) {
      const forward = request(
        { hostname: api.hostname, port: api.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          reply.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(reply);
        },
      );
      forward.on('error', () => reply.writeHead(502).end());
      incoming.pipe(forward);
    } else if (incoming.url?.startsWith('/media/')) media(incoming, reply, () => reply.writeHead(404).end());
    else site(incoming, reply);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const ms = (value) => `${Math.round(value ?? 0)} ms`;
const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(3);

async function audit(label, origin, chrome, pages = PAGES) {
  const rows = [];
  for (const [name, path] of pages) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const [json, html] = result.report;
    const file = `${OUT}/${label}-${path.split('/')[1]}-${name}`;
    writeFileSync(`${file}.report.json`, json);
    writeFileSync(`${file}.report.html`, html);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.error(`${label} ${name}: ${runtimeError.code} ${runtimeError.message}`);
    rows.push(
      `${label.padEnd(5)} ${name.padEnd(8)} performance ${score(categories.performance)}  accessibility ${score(categories.accessibility)}` +
        `  FCP ${ms(audits['first-contentful-paint']?.numericValue)}  LCP ${ms(audits['largest-contentful-paint']?.numericValue)}  CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}` +
        `  TBT ${ms(audits['total-blocking-time']?.numericValue)}  (${path})`,
    );
  }
  return rows;
}

const chromePath = findBrowser();
build('real', realDir);
if (withDemo) build('demo', demoDir);
mkdirSync(OUT, { recursive: true });

const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS], logLevel: 'silent' });
const rows = [];
try {
  const api = await startMockApi();
  try {
    const server = await startServer(api.url);
    try {
      rows.push(...(await audit('ssr', server.url, chrome)));
      rows.push(...(await audit('lite', server.url, chrome, LITE_PAGES)));
    } finally {
      server.stop();
    }
    if (withReal) {
      const real = await serveWithApi(realDir, api.url);
      try {
        rows.push(...(await audit('real', real.url, chrome)));
      } finally {
        await real.close();
      }
    }
  } finally {
    api.stop();
  }
  if (withDemo) {
    const demo = await serve(demoDir, { single: true });
    try {
      rows.push(...(await audit('demo', demo.url, chrome)));
    } finally {
      await demo.close();
    }
  }
} finally {
  chrome.kill();
}

console.log(`\nLighthouse (mobile): reports in ${OUT}/`);
for (const row of rows) console.log(row);
if (withDemo) console.log('The demo build loads the whole mock backend before the app starts: its scores measure the demo, not production.');
