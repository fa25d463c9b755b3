// npm run bench:server [-- --no-build] [-- --amount N] [-- --real-api]: the production server under load, offline, on
//   127.0.0.1. Builds dist/ + dist-server/ (skip with --no-build), starts the mock API (.ci/mock-server.ts, its own
//   process; with --real-api the real API on a temporary embedded database, .ci/api-local.ts)
//   and the production server (dist-server/main.js, one process) twice: the default micro-cache, then MICRO_CACHE_MS=0.
//   Each time autocannon sends N requests (10,000) over 50 connections to: a static file with the same bytes as
//   the page (written into dist/ before the server starts, served by the same server), the home page and an
//   article. Prints requests/s, p50/p99 latency, errors and non-2xx answers, the ratio to the static file
//   (targets: uncached >= 0.25, cached >= 0.9), and the server's resident memory (VmRSS from /proc/<pid>/status)
//   after a warm-up and after the run. Everything stops by itself (a 45-minute ceiling) and cleans up its files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { processes } from './benchProcesses.mjs';

const args = process.argv.slice(2);
const AMOUNT = Number(args[args.indexOf('--amount') + 1] || 10_000) || 10_000;
const CONNECTIONS = 50;
const CEILING_MS = 45 * 60_000;
// The server's heap, capped as a deployment would (docs/deployment.md): V8 otherwise grows it lazily to gigabytes.
const NODE_OPTIONS = '--max-old-space-size=384';
const PAGES = { home: '/en/', article: '/en/night-markets-of-taipei' };
// The static copies, named so no route or hashed-file rule applies to them.
const STATIC = { home: 'bench-static-home.html', article: 'bench-static-article.html' };

const { start, stop, cleanUp, finish } = processes('bench:server', CEILING_MS);
cleanUp(() => {
  for (const file of Object.values(STATIC)) rmSync(join('dist', file), { force: true });
});

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, amount: AMOUNT, timeout: 30 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startServer(apiUrl, port, microCacheMs) {
  const { child } = await start(
    process.execPath,
    ['dist-server/main.js'],
    { NODE_OPTIONS, API_BASE_URL: apiUrl, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', MICRO_CACHE_MS: String(microCacheMs), WEB_CONCURRENCY: '1' },
    /Huanyu at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return child;
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

try {
  if (!args.includes('--no-build')) {
    const build = spawnSync(process.execPath, ['.ci/build.mjs', 'real'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const realApi = args.includes('--real-api');
  const dataDir = realApi ? mkdtempSync(join(tmpdir(), 'huanyu-bench-')) : null;
  if (dataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { match: apiMatch } = realApi
    ? await start(process.execPath, ['--import', 'tsx', '.ci/api-local.ts'], { PORT: '0', LOG: 'off', DATA_DIR: join(dataDir, 'pglite') }, /Huanyu API at (http:\/\/[^/\s]+)\/api/)
    : await start(join('node_modules', '.bin', 'tsx'), ['.ci/mock-server.ts'], { PORT: '0' }, /Mock API at (http:\/\/[^/\s]+)\/api/);
  const apiUrl = apiMatch[1];
  console.log(`bench:server: pages rendered from ${realApi ? 'the real API on the embedded database' : 'the mock API'}`);
  const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
  const base = `http://127.0.0.1:${port}`;

  // The pages' own bytes, fetched once, become static files (the static plugin lists dist/ when it starts).
  const probe = await startServer(apiUrl, port, 0);
  for (const [name, path] of Object.entries(PAGES)) {
    // The first renders of a cold process (modules loading, no JIT yet) may overrun the API budget: 503.
    let response = await fetch(`${base}${path}`);
    for (let attempt = 0; attempt < 10 && response.status === 503; attempt += 1) response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    writeFileSync(join('dist', STATIC[name]), await response.text());
  }
  await stop(probe);

  const rows = [];
  for (const [mode, microCacheMs] of [['cached', 5000], ['uncached', 0]]) {
    const server = await startServer(apiUrl, port, microCacheMs);
    // Warm-up: each page and file a few times, so the run measures a warm process.
    for (let round = 0; round < 5; round += 1) {
      for (const path of [...Object.values(PAGES), ...Object.values(STATIC).map((file) => `/${file}`)]) await (await fetch(`${base}${path}`)).text();
    }
    const rssBefore = rssMb(server.pid);
    for (const name of Object.keys(PAGES)) {
      const file = await load(`${base}/${STATIC[name]}`);
      const page = await load(`${base}${PAGES[name]}`);
      for (const [what, result] of [
        [`static copy of ${name}`, file],
        [`${name} ${mode}`, page],
      ]) {
        console.log(`${what}: ${fmt(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`);
        rows.push({
          run: mode,
          what,
          requests: result.requests.total,
          'req/s': fmt(result.requests.average),
          'p50 ms': fmt(result.latency.p50, 1),
          'p99 ms': fmt(result.latency.p99, 1),
          'errors+timeouts': result.errors + result.timeouts,
          non2xx: result.non2xx,
          'ratio to static': what.startsWith('static') ? '' : fmt(result.requests.average / file.requests.average, 2),
        });
      }
    }
    const rssAfter = rssMb(server.pid);
    rows.push({ run: mode, what: `RSS ${fmt(rssBefore, 1)} MB -> ${fmt(rssAfter, 1)} MB (${fmt((100 * (rssAfter - rssBefore)) / rssBefore, 1)} %)` });
    await stop(server);
  }
  console.table(rows);
  const failures = rows.filter((row) => row['errors+timeouts'] > 0 || row.non2xx > 0);
  if (failures.length > 0) {
    console.error('bench:server: some requests failed (see errors/non2xx above).');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  finish();
}
