// npm start: the magazine as it runs for real, offline. One command, Ctrl+C stops everything.
//   - Parcel watches and rebuilds both targets: the browser build (development, not minified) into .cache/dev/client
//     and the Node server (src/server, its `server` target) into .cache/dev/server;
//   - the real API (.ci/api-local.ts: the rules on the embedded PostgreSQL in .data/pglite, seeded with the demo
//     magazine on first start, mail printed and listed at /api/dev/mailbox) runs in Node, restarting on change;
// npm run dev (node .ci/start.mjs --mock): the same, with the mock API instead (.ci/mock-server.ts: the MSW handlers
//     and @mswjs/data database, kept in .data/mock-db.json; `npm run mock:reset` for the seed; faults as README says);
//   - a small supervisor (re)starts the server (.cache/dev/server/main.js, /api/ proxied to the mock: one origin) after
//     each build (the template and bundle names change with it), and a front on 127.0.0.1:PORT (1234) holds the
//     browser's requests while it restarts.
// npm run start:demo (node .ci/start.mjs --demo): the old mode, Parcel's dev server with the in-browser mock API.
//   API_BASE_URL=https://api.example.org npm run start:demo talks to that API instead (MOCKS=on forces the mocks).
// Environment: PORT (1234), MOCK_FAULTS (`/api/a=slow,…`, see README; --mock), LOG=on (the server's request log),
// DATA_DIR (the embedded database's folder), DATABASE_URL (a PostgreSQL instead of the embedded one).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import proxy from '@fastify/http-proxy';
import { Parcel } from '@parcel/core';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? '1234');
const children = new Set();
const subscriptions = [];
let stopping = false;

function run(command, args, { env = {}, onLine } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  children.add(child);
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && child.critical) {
      console.error(`${command} ${args[0]} stopped (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  rmSync(STATE_FILE, { force: true });
  await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
  const exited = [...children].map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of children) child.kill('SIGTERM');
  const timeout = setTimeout(() => [...children].forEach((child) => child.kill('SIGKILL')), 5000);
  await Promise.all(exited);
  clearTimeout(timeout);
  await front?.close();
  process.exit(code);
}

/** A free port on 127.0.0.1, for the processes behind the front. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => done(free));
    });
  });
}

const STATE_FILE = '.data/dev.json';
const DB_FILE = '.data/mock-db.json';
const DATA_DIR = process.env.DATA_DIR ?? '.data/pglite';
let front;

if (process.argv.includes('--demo')) {
  const mocks = process.env.MOCKS ?? (process.env.API_BASE_URL ? 'off' : 'on');
  console.log(
    mocks === 'on'
      ? 'Starting the Huanyu demo with the in-browser mock API (offline).'
      : `Starting the Huanyu demo against ${process.env.API_BASE_URL || 'the same origin'}.`,
  );
  console.log(`Open http://127.0.0.1:${port}/ once Parcel says it is built.`);
  const child = spawn(
    'parcel',
    ['serve', 'src/index.html', '--host', '127.0.0.1', '--port', String(port), '--dist-dir', '.cache/dev-demo', '--cache-dir', '.cache/parcel'],
    { stdio: 'inherit', env: { ...process.env, MOCKS: mocks } },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
  mkdirSync('.data', { recursive: true });
  const clientDir = resolve('.cache/dev/client');
  const serverDir = resolve('.cache/dev/server');
  const useMock = process.argv.includes('--mock');
  const [mockPort, serverPort] = [await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const origin = `http://127.0.0.1:${port}`;
  // The header's IP geolocation is a third party on the internet: in development the mock API answers it, on the
  // same origin (the browser asks the front, which the server forwards to the mock, which sees its own host).
  const geoPath = '/api/dev/geo';
  const development = { NODE_ENV: 'development', MOCKS: 'off', GEO_LOOKUP_URL: `${origin}${geoPath}` };

  // The server starts once both builds are there and the mock API answers; after that, after every build.
  const built = { client: false, server: false, mock: false };
  let server;
  // Requests wait at the front while no server is up (the first build, a restart).
  let release;
  let waiting = Promise.resolve();
  const hold = () => {
    if (!release) waiting = new Promise((done) => (release = done));
  };
  const markReady = () => {
    release?.();
    release = undefined;
  };
  hold();
  let restartTimer;
  let starts = 0;
  const startServer = () => {
    hold();
    const child = run(process.execPath, [join(serverDir, 'main.js')], {
      env: {
        ...development,
        API_BASE_URL: mockUrl,
        API_PROXY: 'on',
        CLIENT_DIR: clientDir,
        MEDIA_DIR: resolve('mocks/public/media'),
        PUBLIC_ORIGIN: origin,
        PORT: String(serverPort),
        LOG: process.env.LOG ?? 'off',
        // A change to the data shows at the next reload, and one process restarts fast.
        MICRO_CACHE_MS: '0',
        WEB_CONCURRENCY: '1',
      },
      onLine: (line) => {
        if (!line.startsWith('Huanyu at ')) return;
        markReady();
        if (starts++ === 0) {
          console.log(
            useMock
              ? `Huanyu (development, mock API) at ${origin}/ : mock API ${mockUrl}/api/…, database ${DB_FILE}`
              : `Huanyu at ${origin}/ : the API ${mockUrl}/api/… on the embedded database in ${DATA_DIR} (editors: ${origin}/en/admin)`,
          );
        }
        else console.log(`server restarted (${starts})`);
      },
    });
    // A server that fails to start (a syntax error mid-edit) waits for the next build; requests are not held.
    child.on('exit', () => markReady());
    server = child;
  };
  const restart = () => {
    if (stopping || !(built.client && built.server && built.mock)) return;
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      hold();
      const previous = server;
      if (!previous || previous.exitCode !== null || previous.signalCode !== null) return startServer();
      previous.once('exit', () => !stopping && startServer());
      previous.kill('SIGTERM');
    }, 150);
  };

  // The front: what the browser talks to; it holds requests while the server restarts.
  front = Fastify({ logger: false });
  front.addHook('onRequest', async () => {
    await waiting;
  });
  await front.register(proxy, { upstream: `http://127.0.0.1:${serverPort}` });
  try {
    await front.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    console.error(`Cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}): PORT=… npm start for another port.`);
    process.exit(1);
  }
  const mock = useMock
    ? run('tsx', ['watch', '--clear-screen=false', '.ci/mock-server.ts'], {
        env: { PORT: String(mockPort), MOCK_DB_FILE: resolve(DB_FILE), GEO_LOOKUP_URL: `${mockUrl}${geoPath}` },
        onLine: apiStarted('Mock API at '),
      })
    : run('tsx', ['watch', '--clear-screen=false', '.ci/api-local.ts'], {
        env: { PORT: String(mockPort), DATA_DIR: resolve(DATA_DIR) },
        onLine: apiStarted('Huanyu API at '),
      });
  function apiStarted(banner) {
    return (line) => {
      if (line.startsWith(banner) && !built.mock) {
        built.mock = true;
        writeFileSync(STATE_FILE, JSON.stringify({ mockUrl, origin, pid: process.pid }));
        restart();
      }
    };
  }
  mock.critical = true;
  // Each edit writes bundles under new names and leaves the old ones: the server's template would link both (it
  // picks a route's files by name), so whatever this build did not write goes.
  const prune = (dir, bundleGraph) => {
    const current = new Set(bundleGraph.getBundles().flatMap((bundle) => [bundle.filePath, `${bundle.filePath}.map`]));
    for (const file of readdirSync(dir)) {
      const path = join(dir, file);
      if (!current.has(path)) rmSync(path, { force: true, recursive: true });
    }
  };
  // Parcel's API rather than `parcel watch`: the server bundle needs scope hoisting (its top-level await) even in
  // development, which the CLI offers for `build` only. The options are .ci/build.mjs's, minus the optimizing.
  const watch = async (name, options, target) => {
    const bundler = new Parcel({
      defaultConfig: '@parcel/config-default',
      mode: 'development',
      env: { ...process.env, ...development },
      cacheDir: `.cache/parcel-dev-${name}`,
      hmrOptions: null,
      // As `parcel watch --no-hmr` does: content-hashed names, so the server's `immutable` stays true.
      shouldContentHash: true,
      shouldAutoInstall: false,
      ...options,
    });
    subscriptions.push(
      await bundler.watch((error, event) => {
        if (error) console.error(`${name} build: ${error.message}`);
        else if (event.type === 'buildFailure') {
          console.error(`${name} build failed:\n${event.diagnostics.map((item) => `  ${item.message}`).join('\n')}`);
        } else if (event.type === 'buildSuccess') {
          console.log(`${name} built in ${event.buildTime} ms`);
          prune(options.targets ? serverDir : clientDir, event.bundleGraph);
          built[target] = true;
          restart();
        }
      }),
    );
  };
  await watch('client', { entries: ['src/index.html', 'src/lite.html'], defaultTargetOptions: { distDir: clientDir, publicUrl: '/' } }, 'client');
  // The server target as src/server/package.json declares it, written beside the client: dist-server/ stays the
  // production build (npm run build, npm run serve -- --no-build, npm run test:e2e -- --reuse).
  const { targets } = JSON.parse(readFileSync('src/server/package.json', 'utf8'));
  const serverTarget = { ...targets.server, distDir: serverDir, scopeHoist: true };
  await watch('server', { entries: 'src/server', targets: { server: serverTarget }, defaultTargetOptions: { shouldScopeHoist: true } }, 'server');

  console.log(`Building… then open ${origin}/ (Ctrl+C stops the builds, the server and the mock API).`);
}
