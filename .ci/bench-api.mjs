// npm run bench:api [-- --amount N] [-- --only mock,embedded,postgres] [-- --no-cache]: the API under load, offline,
// on 127.0.0.1. --no-cache turns the real API's read cache off (API_CACHE_MS=0), to measure the database itself.
//   Starts, one after another, the MSW mock server (.ci/mock-server.ts), the real API on the embedded PostgreSQL
//   (.ci/api-local.ts on a temporary folder) and, when Debian's PostgreSQL is installed, the real API on a throwaway
//   PostgreSQL cluster (.ci/pgCluster.mjs); each in its own process, each seeded with the demo magazine.
//   autocannon sends N requests (10,000) over 50 connections to each of: the home page's data, an article, a
//   section's list, a search in Chinese and one in English (reads), and comments by a signed-in reader (a write).
//   Prints requests/s, p50/p99, errors and non-2xx per target, and each read's rate as a ratio to the mock's (goal
//   >= 1). Everything stops by itself (a 60-minute ceiling) and removes what it made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { processes } from './benchProcesses.mjs';
import { startCluster } from './pgCluster.mjs';

const args = process.argv.slice(2);
const AMOUNT = Number(args[args.indexOf('--amount') + 1] || 10_000) || 10_000;
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : ['mock', 'embedded', 'postgres'];
const CONNECTIONS = 50;
const CEILING_MS = 60 * 60_000;
const NODE_OPTIONS = '--max-old-space-size=512';
const CACHE = args.includes('--no-cache') ? { API_CACHE_MS: '0' } : {};

const READS = {
  'home data': '/api/client/page/main/sections?locale=en',
  article: '/api/client/article?slug=night-markets-of-taipei&locale=en',
  'section list': '/api/client/articles?category=travel&locale=en&page=1&pageSize=12',
  'search 台北': `/api/client/search?query=${encodeURIComponent('台北')}&locale=zh-cn`,
  'search market': '/api/client/search?query=market&locale=en',
};

const { start: startProcess, stop, cleanUp, cleanUpNow, finish } = processes('bench:api', CEILING_MS);

const start = async (args, env, ready) => {
  const { child, match } = await startProcess(process.execPath, args, { NODE_OPTIONS, ...env }, ready);
  return { child, url: match[1] };
};

/**
 * Each request comes from an address of its own, as the readers behind a CDN would: the bench stands for the proxy
 * both servers are told to trust (TRUST_PROXY / MOCK_TRUST_PROXY), so the per-address search throttle meets many
 * readers, each far below the limit, and not one address sending everything.
 */
let sentFrom = 0;
const readerAddress = () => {
  sentFrom += 1;
  return `10.${(sentFrom >> 16) & 255}.${(sentFrom >> 8) & 255}.${sentFrom & 255}`;
};

function load({ headers = {}, body, ...options }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        connections: CONNECTIONS,
        amount: AMOUNT,
        timeout: 30,
        ...options,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, ...headers, 'X-Forwarded-For': readerAddress() },
              ...(body ? { body: body() } : {}),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function signIn(base) {
  const response = await fetch(`${base}/api/client/user/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.com', password: 'correct-horse-1', locale: 'en' }),
  });
  const { token, user } = await response.json();
  return { token, userId: user._id };
}

const TARGETS = {
  mock: async () => start(['--import', 'tsx', '.ci/mock-server.ts'], { PORT: '0', MOCK_TRUST_PROXY: '127.0.0.1' }, /Mock API at (http:\/\/[^/\s]+)\/api/),
  embedded: async () => {
    const folder = mkdtempSync(join(tmpdir(), 'huanyu-bench-'));
    cleanUp(() => rmSync(folder, { recursive: true, force: true }));
    return start(['--import', 'tsx', '.ci/api-local.ts'], { PORT: '0', DATA_DIR: join(folder, 'pglite'), LOG: 'off', TRUST_PROXY: '127.0.0.1', ...CACHE }, /Huanyu API at (http:\/\/[^/\s]+)\/api/);
  },
  postgres: async () => {
    const cluster = await startCluster();
    cleanUp(() => cluster.stop());
    console.log(`bench:api: ${cluster.version}`);
    return start(['--import', 'tsx', '.ci/api-local.ts'], { PORT: '0', DATABASE_URL: cluster.url, LOG: 'off', TRUST_PROXY: '127.0.0.1', DATABASE_POOL_SIZE: '20', ...CACHE }, /Huanyu API at (http:\/\/[^/\s]+)\/api/);
  },
};

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/**
 * Requests per second over the whole run, from its first to its last moment (autocannon's average is of whole
 * seconds and its duration is rounded up to one, both coarse on a short run).
 */
const rate = (result) => result.requests.total / ((new Date(result.finish) - new Date(result.start)) / 1000);

try {
  const results = {};
  for (const target of ONLY) {
    let server;
    try {
      server = await TARGETS[target]();
    } catch (error) {
      console.log(`bench:api: ${target} skipped (${error.message.split('\n')[0]})`);
      continue;
    }
    const { token, userId } = await signIn(server.url);
    results[target] = {};
    // Warm-up: each request a few times, so the run measures a warm process.
    for (let round = 0; round < 20; round += 1) for (const path of Object.values(READS)) await (await fetch(`${server.url}${path}`)).text();
    for (const [name, path] of Object.entries(READS)) {
      results[target][name] = await load({ url: `${server.url}${path}` });
      console.log(`${target} ${name}: ${fmt(rate(results[target][name]))} req/s`);
    }
    let sent = 0;
    results[target]['write: comment'] = await load({
      url: `${server.url}/api/client/user/comment/article?articleId=art_001&userId=${userId}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: () => JSON.stringify({ userName: 'Clarke Emma', text: `Benchmark comment ${(sent += 1)}` }),
    });
    console.log(`${target} write: ${fmt(rate(results[target]['write: comment']))} req/s`);
    await stop(server.child);
    cleanUpNow();
  }
  const rows = [];
  for (const [target, byName] of Object.entries(results)) {
    for (const [name, result] of Object.entries(byName)) {
      const mock = results.mock?.[name];
      rows.push({
        target,
        request: name,
        requests: result.requests.total,
        'req/s': fmt(rate(result)),
        'p50 ms': fmt(result.latency.p50, 1),
        'p99 ms': fmt(result.latency.p99, 1),
        'errors+timeouts': result.errors + result.timeouts,
        non2xx: result.non2xx,
        'ratio to mock': target === 'mock' || !mock ? '' : fmt(rate(result) / rate(mock), 2),
      });
    }
  }
  console.table(rows);
  if (rows.some((row) => row['errors+timeouts'] > 0 || row.non2xx > 0)) {
    console.error('bench:api: some requests failed (see errors/non2xx above).');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  finish();
}
