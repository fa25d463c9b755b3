// The production page server (dist-server/main.js, from npm run build) and the mock API it renders from, each a
// process on a free port: what npm run lighthouse and npm run size measure.
import { spawn } from 'node:child_process';

/** The mock API over HTTP (npm run mock-server) on a free port; resolves once it listens. */
export function startMockApi() {
  const child = spawn('tsx', ['.ci/mock-server.ts'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const url = /https?:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) resolve({ url, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the mock server stopped (exit ${code}) before it listened`)));
  });
}

/** The production server (npm run build: dist-server/main.js) on a free port, its API the mock one. */
export function startServer(apiUrl) {
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, API_BASE_URL: apiUrl, API_PROXY: 'on', MEDIA_DIR: 'mocks/public/media', PORT: '0', LOG: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const url = /Huanyu at (https?:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the production server stopped (exit ${code}) before it listened`)));
  });
}
