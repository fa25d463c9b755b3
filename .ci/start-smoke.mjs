// The README's first command, tried as a newcomer would: `npm start` on a free port, then the front page, an
// article and an API call through it, then Ctrl+C (SIGINT) stops everything. Part of the builds lane.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIMIT_MS = 6 * 60_000;

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const origin = `http://127.0.0.1:${port}`;
// A database of its own, as on a fresh clone, removed afterwards.
const dataDir = mkdtempSync(join(tmpdir(), 'huanyu-start-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const child = spawn('npm', ['start'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'pglite') }, detached: true });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

const fail = async (message) => {
  console.error(`npm start: ${message}\n--- its output ---\n${output.slice(-4000)}`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  process.exit(1);
};

async function get(path) {
  const response = await fetch(origin + path, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text() };
}

const started = Date.now();
// The front answers at once and holds requests while Parcel builds: the first page is the wait.
let page = null;
while (Date.now() - started < LIMIT_MS) {
  try {
    page = await get('/en/');
    if (page.status === 200) break;
  } catch {
    // Not listening yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
if (page?.status !== 200) await fail(`the front page did not answer 200 within ${LIMIT_MS / 1000} s`);
const firstPageSeconds = ((Date.now() - started) / 1000).toFixed(1);
if (!page.text.includes('<main') || !/<h[12][^>]*>/.test(page.text)) await fail('the front page came without server-rendered content');
const article = await get('/en/night-markets-of-taipei');
if (article.status !== 200 || !article.text.includes('application/ld+json')) await fail(`an article answered ${article.status}`);
const api = await get('/api/client/categories');
if (api.status !== 200 || !JSON.parse(api.text).categories) await fail(`the API answered ${api.status}`);
// The real API (not the mock) on its database: it has a readiness endpoint, and the demo editor signs in.
const ready = await get('/api/ready');
if (ready.status !== 200) await fail(`the real API is not ready (${ready.status}): ${ready.text}`);

process.kill(-child.pid, 'SIGINT');
const stop = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]);
if (stop === null) await fail('Ctrl+C did not stop it within 20 s');
console.log(`npm start: first page after ${firstPageSeconds} s; front page, article and the real API answered 200; Ctrl+C stopped it.`);
