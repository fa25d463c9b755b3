// npm run serve: the production build (browser + server) with the mock API, offline, on one origin.
//   builds dist/ and dist-server/ (skip with --no-build), starts the mock API over HTTP on a free port
//   (mocks/server.ts: the same MSW handlers and database as the in-browser mock), then the production server on
//   127.0.0.1:PORT (3000) with API_BASE_URL pointing at it and /api/ forwarded there (API_PROXY=on).
//   MOCK_FAULTS=/api/a=slow,… makes endpoints fail from the start (README: fault injection). For development
//   (rebuilds, restarts, a database kept across them) use npm start.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseFaults, startMockServer } from '../mocks/server';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['.ci/build.mjs', 'real'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const mock = await startMockServer(0, { faults: parseFaults(process.env.MOCK_FAULTS) });
console.log(`Mock API at ${mock.url}/api/… (mail links are printed here; GET /api/dev/mailbox lists them)`);
const child = spawn(process.execPath, ['dist-server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    API_BASE_URL: mock.url,
    API_PROXY: 'on',
    MEDIA_DIR: resolve('mocks/public/media'),
    PORT: process.env.PORT ?? '3000',
    LOG: process.env.LOG ?? 'off',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  mock.server.close();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
child.on('exit', (code) => {
  mock.server.close();
  process.exit(code ?? 0);
});
