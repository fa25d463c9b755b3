// npm test's `postgres` lane: the real API's tests (tests/apiServer/: the contract suite over HTTP, the rules'
// conformance, the races, the crash) against a real PostgreSQL 15 or newer (Debian's `postgresql`, which .ci/run
// installs when missing): a throwaway cluster in a temporary folder, on 127.0.0.1 and a free port, stopped and
// removed afterwards whatever happens. As root, the cluster runs as the `postgres` user (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name) && Number(name) >= 15) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : null;
}

const bin = binDir();
if (!bin || !existsSync(join(bin, 'initdb'))) {
  console.error('postgres lane: no PostgreSQL 15+ found (apt-get install postgresql, or PG_BIN=/path/to/bin).');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const root = process.getuid?.() === 0;
const folder = mkdtempSync(join(tmpdir(), 'huanyu-pg-'));
const data = join(folder, 'data');
const asOwner = (command, args) => {
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  return spawnSync(file, argv, { stdio: 'inherit' });
};
if (root) {
  spawnSync('chown', ['postgres', folder]);
  chmodSync(folder, 0o700);
}

let started = false;
const cleanUp = () => {
  if (started) asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  started = false;
  rmSync(folder, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

let status = 1;
try {
  const init = asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (init.status !== 0) throw new Error('initdb failed');
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c max_connections=200`;
  const start = asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  if (start.status !== 0) throw new Error('the PostgreSQL server did not start');
  started = true;
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`postgres lane: ${version} on 127.0.0.1:${port}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const run = spawnSync('vitest', ['run', '--config', 'tests/vitest.config.ts', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(`postgres lane: ${error.message}`);
} finally {
  cleanUp();
}
process.exit(status);
