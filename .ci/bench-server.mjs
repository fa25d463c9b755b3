// npm run bench:server [-- --no-build] [-- --amount N] [-- --real-api] [-- --live-api] [-- --uncached-only]
//     [-- --server-dir DIR] [-- --cpu-prof DIR]: the production server under load, offline, on 127.0.0.1.
//   Builds dist/ + dist-server/ (skip with --no-build), starts the mock API (.ci/mock-server.ts, its own process; with
//   --real-api the real API on a temporary embedded database, .ci/api-local.ts) and the production server
//   (DIR/main.js, dist-server/ by default, with the browser build beside it; one process) twice: the default
//   micro-cache, then MICRO_CACHE_MS=0 (--uncached-only: that one alone).
//   The pages are rendered from a recorded-answers stub (in this process): the API's answers to the pages' calls are
//   recorded once, through the stub, and replayed from memory, so what is measured is the renderer, not the API
//   (the mock's own time was most of an uncached page's wall time). --live-api renders from the API itself.
//   Each time autocannon sends N requests (10,000) over 50 connections to: a static file with the same bytes as
//   the page (written into dist/ before the server starts, served by the same server), the home page and an
//   article. Prints requests/s, p50/p99 latency, errors and non-2xx answers, the ratio to the static file
//   (targets: uncached >= 0.25, cached >= 0.9), the server process's CPU time per request (user + system, from
//   /proc/<pid>/stat, over the run: for an uncached page, the CPU of one render), and its resident memory (VmRSS
//   from /proc/<pid>/status) after a warm-up and after the run. --cpu-prof DIR: the server writes V8 CPU profiles
//   there (node --cpu-prof). Everything stops by itself (a 45-minute ceiling) and cleans up its files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { processes } from './benchProcesses.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const AMOUNT = Number(option('--amount') || 10_000) || 10_000;
const CONNECTIONS = 50;
const CEILING_MS = 45 * 60_000;
// The server's heap, capped as a deployment would (docs/deployment.md): V8 otherwise grows it lazily to gigabytes.
const CPU_PROF = option('--cpu-prof');
const NODE_OPTIONS = `--max-old-space-size=384${CPU_PROF ? ` --cpu-prof --cpu-prof-dir=${resolve(CPU_PROF)}` : ''}`;
const SERVER_DIR = resolve(option('--server-dir') ?? 'dist-server');
// The server reads its template from the browser build beside it (src/server/main.ts): the static copies go there too.
const CLIENT_DIR = join(dirname(SERVER_DIR), 'dist');
const PAGES = { home: '/en/', article: '/en/night-markets-of-taipei' };
// The static copies, named so no route or hashed-file rule applies to them.
const STATIC = { home: 'bench-static-home.html', article: 'bench-static-article.html' };
// /proc/<pid>/stat counts CPU time in clock ticks: 100 a second on Linux (getconf CLK_TCK).
const TICK_MS = 10;

const { start, stop, cleanUp, finish } = processes('bench:server', CEILING_MS);
cleanUp(() => {
  for (const file of Object.values(STATIC)) rmSync(join(CLIENT_DIR, file), { force: true });
});

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return kb / 1024;
}

/** The process's CPU time so far, user + system (fields 14 and 15 of /proc/<pid>/stat, after the command's name). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, amount: AMOUNT, timeout: 30 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function startServer(apiUrl, port, microCacheMs) {
  const { child } = await start(
    process.execPath,
    [join(SERVER_DIR, 'main.js')],
    { NODE_OPTIONS, API_BASE_URL: apiUrl, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', MICRO_CACHE_MS: String(microCacheMs), WEB_CONCURRENCY: '1', CLIENT_DIR },
    /Huanyu at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return child;
}

// Headers a replayed answer does not repeat: the stub sends the body whole and decoded.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

/**
 * The recorded-answers stub: while `recording`, each request goes to the API and its answer is kept (by method and
 * address); then every request is answered from memory (one not recorded still goes to the API, and is counted).
 */
async function startStub(apiUrl) {
  const answers = new Map();
  const stub = { recording: true, misses: 0, url: '' };
  const server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const kept = stub.recording ? undefined : answers.get(key);
      if (kept) {
        response.writeHead(kept.status, kept.headers).end(kept.body);
        return;
      }
      if (!stub.recording) stub.misses += 1;
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name) && name !== 'host'));
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${apiUrl}${request.url}`, { method: request.method, headers, body })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
          const kept = { status: answer.status, headers: Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))), body: bytes };
          if (stub.recording && request.method === 'GET') answers.set(key, kept);
          response.writeHead(kept.status, kept.headers).end(kept.body);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${server.address().port}`;
  cleanUp(() => {
    server.closeAllConnections();
    server.close();
  });
  return stub;
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

try {
  if (!args.includes('--no-build')) {
    const build = spawnSync(process.execPath, ['.ci/build.mjs', 'real'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const realApi = args.includes('--real-api');
  const liveApi = args.includes('--live-api');
  const dataDir = realApi ? mkdtempSync(join(tmpdir(), 'huanyu-bench-')) : null;
  if (dataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { match: apiMatch } = realApi
    ? await start(process.execPath, ['--import', 'tsx', '.ci/api-local.ts'], { PORT: '0', LOG: 'off', DATA_DIR: join(dataDir, 'pglite') }, /Huanyu API at (http:\/\/[^/\s]+)\/api/)
    : await start(join('node_modules', '.bin', 'tsx'), ['.ci/mock-server.ts'], { PORT: '0' }, /Mock API at (http:\/\/[^/\s]+)\/api/);
  const stub = liveApi ? null : await startStub(apiMatch[1]);
  const apiUrl = stub?.url ?? apiMatch[1];
  const source = realApi ? 'the real API on the embedded database' : 'the mock API';
  console.log(`bench:server: ${SERVER_DIR}, pages rendered from ${stub ? `answers recorded from ${source}, replayed from memory` : source}`);
  const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
  const base = `http://127.0.0.1:${port}`;

  // The pages' own bytes, fetched once, become static files (the static plugin lists dist/ when it starts); the
  // stub records the answers they were made from.
  const probe = await startServer(apiUrl, port, 0);
  for (const [name, path] of Object.entries(PAGES)) {
    // The first renders of a cold process (modules loading, no JIT yet) may overrun the API budget: 503.
    let response = await fetch(`${base}${path}`);
    for (let attempt = 0; attempt < 10 && response.status === 503; attempt += 1) response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    writeFileSync(join(CLIENT_DIR, STATIC[name]), await response.text());
  }
  await stop(probe);
  if (stub) stub.recording = false;

  const rows = [];
  const modes = args.includes('--uncached-only') ? [['uncached', 0]] : [['cached', 5000], ['uncached', 0]];
  for (const [mode, microCacheMs] of modes) {
    const server = await startServer(apiUrl, port, microCacheMs);
    // Warm-up: each page and file a few times, so the run measures a warm process.
    for (let round = 0; round < 5; round += 1) {
      for (const path of [...Object.values(PAGES), ...Object.values(STATIC).map((file) => `/${file}`)]) await (await fetch(`${base}${path}`)).text();
    }
    const rssBefore = rssMb(server.pid);
    for (const name of Object.keys(PAGES)) {
      const cpuBeforeFile = cpuMs(server.pid);
      const file = await load(`${base}/${STATIC[name]}`);
      const cpuBeforePage = cpuMs(server.pid);
      const page = await load(`${base}${PAGES[name]}`);
      const cpuAfter = cpuMs(server.pid);
      for (const [what, result, cpu] of [
        [`static copy of ${name}`, file, cpuBeforePage - cpuBeforeFile],
        [`${name} ${mode}`, page, cpuAfter - cpuBeforePage],
      ]) {
        const cpuPerRequest = cpu / result.requests.total;
        console.log(
          `${what}: ${fmt(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx, server CPU ${fmt(cpuPerRequest, 2)} ms a request`,
        );
        rows.push({
          run: mode,
          what,
          requests: result.requests.total,
          'req/s': fmt(result.requests.average),
          'p50 ms': fmt(result.latency.p50, 1),
          'p99 ms': fmt(result.latency.p99, 1),
          'CPU ms/req': fmt(cpuPerRequest, 2),
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
  if (stub?.misses) console.error(`bench:server: ${stub.misses} API calls were not among the recorded answers (sent to the API itself).`);
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
