// npm test's `postgres` lane: the real API's tests (tests/apiServer/: the contract suite over HTTP, the rules'
// conformance, the races, the crash) against a real PostgreSQL 15 or newer (Debian's `postgresql`, which .ci/run
// installs when missing): a throwaway cluster (.ci/pgCluster.mjs) and a streaming replica of it (the read-replica
// test), stopped and removed whatever happens.
import { spawnSync } from 'node:child_process';
import { startCluster, startReplica } from './pgCluster.mjs';

let cluster;
let replica;
const stopAll = () => {
  replica?.stop();
  cluster?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}
let status = 1;
try {
  cluster = await startCluster();
  replica = await startReplica(cluster);
  console.log(`postgres lane: ${cluster.version}, with a streaming replica`);
  const run = spawnSync('vitest', ['run', '--config', 'tests/vitest.config.ts', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url, TEST_REPLICA_URL: replica.url },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(`postgres lane: ${error.message}`);
} finally {
  stopAll();
}
process.exit(status);
