// npm run test:e2e: the end-to-end journeys (tests/e2e/*.spec.ts) in the machine's Chromium.
//   project `server`: every journey against the production build (dist/ + dist-server/), each Playwright worker
//                     starting its own production server + mock API in Node on free ports (tests/e2e/site.ts);
//   project `demo`:   a short smoke run (tests/e2e/demo.spec.ts) of the static demo build (dist-demo/, in-browser
//                     mocks), served on 127.0.0.1 like any static host would.
// Stops its servers by itself; JUnit in reports/e2e-junit.xml.
//   node .ci/e2e.mjs                      build dist/ + dist-server/ and dist-demo/, then run both projects
//   node .ci/e2e.mjs --reuse              use the builds already there (npm test's builds lane made them)
//   node .ci/e2e.mjs --no-demo            the server project only (no demo build)
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
const reuse = own.includes('--reuse');
const withDemo = !own.includes('--no-demo');
const demoDir = process.env.DEMO_DIST ?? 'dist-demo';

function build(args) {
  const result = spawnSync(process.execPath, ['.ci/build.mjs', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

findBrowser(); // fail early, with the one sentence that says how to get a browser
const started = Date.now();
if (!(reuse && existsSync('dist/index.html') && existsSync('dist-server/main.js'))) build(['real']);
if (withDemo && !(reuse && existsSync(`${demoDir}/index.html`))) build(['demo', demoDir]);
const built = Date.now();

mkdirSync('reports', { recursive: true });
const demo = withDemo ? await serve(demoDir, { single: true }) : null;
const code = await new Promise((resolve) => {
  const child = spawn('playwright', ['test', '--config', 'tests/e2e/playwright.config.ts', ...passThrough], {
    stdio: 'inherit',
    env: { ...process.env, ...(demo ? { E2E_DEMO_URL: demo.url } : {}) },
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await demo?.close();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
console.log(
  `e2e: ${code === 0 ? 'passed' : 'failed'} in ${seconds(built)} s against the production server${demo ? ` and ${demoDir}/` : ''}` +
    ` (builds before it: ${((built - started) / 1000).toFixed(1)} s)`,
);
process.exit(code);
