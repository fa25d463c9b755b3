// A throwaway PostgreSQL 15+ cluster (Debian's binaries) in a temporary folder, on 127.0.0.1 and a free port, for
// the postgres lane and the API benchmark. As root, it runs as the `postgres` user (initdb refuses root).
// `stop()` stops it and removes its folder. `startReplica(primary)` adds a streaming replica of it (pg_basebackup),
// for the read-replica test.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function postgresBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name) && Number(name) >= 15) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  const bin = newest ? join(root, newest, 'bin') : null;
  return bin && existsSync(join(bin, 'initdb')) ? bin : null;
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** { url, version, stop }; throws when PostgreSQL is missing or does not start. */
/** A folder owned by the server's user, and a way to run PostgreSQL's programs as that user. */
function serverFolder(bin) {
  const root = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'huanyu-pg-'));
  const asOwner = (command, args) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    return spawnSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (root) {
    spawnSync('chown', ['postgres', folder]);
    chmodSync(folder, 0o700);
  }
  return { folder, data: join(folder, 'data'), asOwner };
}

/** Starts the server on `data` (made by `prepare`); `stop()` stops it and removes the folder. */
async function run(bin, prepare, { maxConnections = 200 } = {}) {
  const port = await freePort();
  const { folder, data, asOwner } = serverFolder(bin);
  let started = false;
  const stop = () => {
    if (started) asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    prepare(asOwner, data);
    const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c max_connections=${maxConnections}`;
    if (asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']).status !== 0) {
      throw new Error('the PostgreSQL server did not start');
    }
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version, stop };
}

function binaries() {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL 15+ found (apt-get install postgresql, or PG_BIN=/path/to/bin)');
  return bin;
}

export function startCluster({ maxConnections = 200 } = {}) {
  return run(
    binaries(),
    (asOwner, data) => {
      if (asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']).status !== 0) throw new Error('initdb failed');
    },
    { maxConnections },
  );
}

/**
 * A hot standby streaming from `primary` (a cluster from startCluster: its trust rules let 127.0.0.1 replicate), made
 * with pg_basebackup -R.
 */
export function startReplica(primary, { maxConnections = 200 } = {}) {
  return run(
    binaries(),
    (asOwner, data) => {
      const backup = asOwner('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '--no-sync']);
      if (backup.status !== 0) throw new Error('pg_basebackup failed');
    },
    { maxConnections },
  );
}
