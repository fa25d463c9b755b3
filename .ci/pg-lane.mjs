// npm test's `postgres` lane: the real API's tests (tests/apiServer/: the contract suite over HTTP, the rules'
// conformance, the races, the crash) against a real PostgreSQL 15 or newer (Debian's `postgresql`, which .ci/run
// installs when missing): a throwaway cluster (.ci/pgCluster.mjs), stopped and removed whatever happens.
import { spawnSync } from 'node:child_process';
import { startCluster } from './pgCluster.mjs';

let cluster;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cluster?.stop();
    process.exit(1);
  });
}
let status = 1;
try {
  cluster = await startCluster();
  console.log(`postgres lane: ${cluster.version}`);
  const run = spawnSync('vitest', ['run', '--config', 'tests/vitest.config.ts', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(`postgres lane: ${error.message}`);
} finally {
  cluster?.stop();
}
process.exit(status);
