// npm test: every lane in order, stopping at the first that fails, then one summary line per lane.
//   typecheck (and the fourth-locale check) -> lint -> unit (Vitest: stores, contracts, i18n, components; the real API on its embedded database)
//   -> postgres (the real API's tests on a throwaway PostgreSQL 15) -> stories (Storybook build +
//   test-runner in headless Chromium, JUnit in reports/) -> builds (real-API and demo, and `npm start` tried) -> e2e (Playwright
//   journeys in headless Chromium against the production server with the mock API, plus a smoke run of the demo
//   build; JUnit in reports/).
//
// The first three jobs are each one thread (tsc, ESLint, Vite's bundling of the stories): on a two-core machine
// they run side by side from the start (about three minutes less), each printing its output when it ends. A lane's
// time in the summary is from the start to its end, so side-by-side lanes overlap.
import { spawn, spawnSync } from 'node:child_process';

/** A step: a command and its arguments. `early` steps start with the run, beside the other early ones. */
const lanes = [
  // The type check, then again on a copy of the tree with a fourth locale added as docs/adding-a-locale.md says (~1 min).
  ['typecheck', { early: [['tsc', ['--noEmit', '-p', 'tsconfig.json']], ['node', ['.ci/fourth-locale.mjs']]] }],
  ['lint', { early: [['eslint', ['--config', '.ci/eslint.config.js', '--max-warnings', '0', '.']]] }],
  ['unit', { steps: [['vitest', ['run', '--config', 'tests/vitest.config.ts']]] }],
  // The real API's own tests again, on a throwaway PostgreSQL server rather than the embedded one.
  ['postgres', { steps: [['node', ['.ci/pg-lane.mjs']]] }],
  [
    'stories',
    {
      early: [['storybook', ['build', '--quiet', '-o', 'storybook-static']]],
      steps: [['node', ['.ci/test-storybook.mjs']]],
    },
  ],
  [
    'builds',
    {
      steps: [
        ['node', ['.ci/build.mjs', 'real']],
        ['node', ['.ci/build.mjs', 'demo']],
        ['node', ['.ci/start-smoke.mjs']],
      ],
    },
  ],
  // Reuses the real and demo builds when the builds lane has just made them; run alone, it builds its own.
  ['e2e', { steps: () => [['node', ['.ci/e2e.mjs', ...(passed('builds') ? ['--reuse'] : [])]]] }],
];

const only = process.argv.slice(2);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const chosen = lanes.filter(([name]) => only.length === 0 || only.includes(name));
const results = [];
const passed = (lane) => results.some(({ name, ok }) => name === lane && ok);
const started = Date.now();
const children = new Set();

/** Runs the steps one after another with their output kept; resolves to whether all passed, and the output. */
async function runQuietly(steps) {
  const output = [];
  for (const [command, args] of steps) {
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => {
        output.push(Buffer.from(`${command}: ${error.message}\n`));
        resolve(1);
      });
      child.on('close', (code) => {
        children.delete(child);
        resolve(code ?? 1);
      });
    });
    if (status !== 0) return { ok: false, output: Buffer.concat(output) };
  }
  return { ok: true, output: Buffer.concat(output) };
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

// Started now; awaited, and their output printed, when their lane's turn comes.
const early = new Map(chosen.filter(([, lane]) => lane.early).map(([name, lane]) => [name, runQuietly(lane.early)]));

for (const [name, lane] of chosen) {
  console.log(`\n=== ${name} ===`);
  let ok = true;
  if (early.has(name)) {
    const done = await early.get(name);
    process.stdout.write(done.output);
    ok = done.ok;
  }
  const steps = typeof lane.steps === 'function' ? lane.steps() : (lane.steps ?? []);
  for (const [command, args] of ok ? steps : []) {
    const run = spawnSync(command, args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      ok = false;
      break;
    }
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok) break;
}

for (const child of children) child.kill('SIGTERM');
console.log('\n=== summary (seconds from the start; typecheck, lint and the stories build run side by side) ===');
let previous = 0;
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ends at ${seconds.toFixed(1).padStart(6)} s  (+${(seconds - previous).toFixed(1)})`);
  previous = seconds;
}
const failed = results.filter((lane) => !lane.ok).length;
if (chosen.length > results.length) console.log(`(${chosen.length - results.length} lane(s) not run after the failure)`);
console.log(`lanes: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
