/**
 * One site for one Playwright worker: the mock API (.ci/mock-server.ts, its own process and database) and the
 * production server (dist-server/main.js, built by `npm run build`) on free ports of 127.0.0.1, the server
 * forwarding /api/ to the mock as `npm run serve` does. Both are stopped with the worker.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Fault } from '../../mocks/faults';

export interface Site {
  /** The production server, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** The mock API behind it (reached directly, for resets and faults). */
  readonly mockUrl: string;
  /** The database back to its seed, faults cleared (POST /api/dev/reset). */
  readonly reset: () => Promise<void>;
  /** Makes an endpoint fail (the Node twin of huanyuMocks.fault); `null` mends it. */
  readonly fault: (path: string, fault: Fault | null) => Promise<void>;
  readonly stop: () => Promise<void>;
}

const STARTUP_MS = 20_000;

async function call(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
}

type Child = ChildProcessByStdio<null, Readable, Readable>;

/** Starts `args` and resolves to the URL its `announce` line names, once it says it; stops it on failure. */
async function launch(args: readonly string[], env: NodeJS.ProcessEnv, announce: RegExp): Promise<{ child: Child; url: string; exited: Promise<void> }> {
  const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output: string | null = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${args.join(' ')} did not start in ${STARTUP_MS} ms:\n${errors}`));
    }, STARTUP_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      // Read on to the end (the mock prints its mails), kept only until the announcement.
      if (output === null) return;
      output += chunk.toString();
      const match = announce.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        output = null;
        done(match[1]);
      }
    });
    void exited.then(() => fail(new Error(`${args.join(' ')} stopped before it listened:\n${errors}`)));
  });
  return { child, url, exited };
}

async function stopChild({ child, exited }: { child: Child; exited: Promise<void> }): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited;
}

export async function startSite(): Promise<Site> {
  // tsx's CLI on this very Node (the project's 24: msw needs 22 or newer), whatever `node` the PATH has.
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const mock = await launch([process.execPath, tsx, '.ci/mock-server.ts'], { PORT: '0' }, /Mock API at (http:\/\/127\.0\.0\.1:\d+)/);
  let server;
  try {
    server = await launch(
      [process.execPath, resolve('dist-server/main.js')],
      {
        API_BASE_URL: mock.url,
        API_PROXY: 'on',
        CLIENT_DIR: resolve('dist'),
        MEDIA_DIR: resolve('mocks/public/media'),
        HOST: '127.0.0.1',
        PORT: '0',
        LOG: 'off',
        // Two workers, two browsers and two servers share two cores: a page waits longer for the API than in
        // production before it gives up with a 503, so a busy machine does not turn a journey into a flake.
        API_BUDGET_MS: process.env.E2E_API_BUDGET_MS ?? '8000',
        // Every test starts from the seed: a page kept from the test before (the micro-cache) would not be this
        // test's. One process, so a fault or a reset reaches the only renderer.
        MICRO_CACHE_MS: '0',
        WEB_CONCURRENCY: '1',
      },
      /Huanyu at (http:\/\/127\.0\.0\.1:\d+)/,
    );
  } catch (error) {
    await stopChild(mock);
    throw error;
  }
  const site = server;
  return {
    url: site.url,
    mockUrl: mock.url,
    reset: () => call(`${mock.url}/api/dev/reset`, { method: 'POST' }),
    fault: (path, fault) =>
      call(`${mock.url}/api/dev/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, fault }),
      }),
    stop: async () => {
      await stopChild(site);
      await stopChild(mock);
    },
  };
}
