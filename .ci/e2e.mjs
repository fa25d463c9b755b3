// npm run test:e2e: the end-to-end journeys (tests/e2e/*.spec.ts) in the machine's Chromium against the
// production demo build (in-browser mock API), served on 127.0.0.1 like any static host would. Stops its
// server by itself; JUnit in reports/e2e-junit.xml.
//   node .ci/e2e.mjs                      build dist-demo/, then run every spec
//   node .ci/e2e.mjs --reuse              use the demo build already there (npm test's builds lane made it)
//   node .ci/e2e.mjs -- -g "search"       anything after -- goes to `playwright test`
//   DEMO_DIST=DIR                         build into / serve DIR instead of dist-demo/
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { findBrowser } from './browser.mjs';
import { serve } from './serve.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const own = split === -1 ? argv : argv.slice(0, split);
const passThrough = split === -1 ? [] : argv.slice(split + 1);
const dir = process.env.DEMO_DIST ?? 'dist-demo';

findBrowser(); // fail early, with the one sentence that says how to get a browser
if (!(own.includes('--reuse') && existsSync(`${dir}/index.html`))) {
  const build = spawnSync('node', ['.ci/build.mjs', 'demo', dir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync('reports', { recursive: true });
const server = await serve(dir, { single: true });
const started = Date.now();
const code = await new Promise((resolve) => {
  const child = spawn('playwright', ['test', '--config', 'tests/e2e/playwright.config.ts', ...passThrough], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url },
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await server.close();
console.log(`e2e: ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s against ${dir}/`);
process.exit(code);
