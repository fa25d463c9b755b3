// npm test: every lane in order, stopping at the first that fails, then one summary line per lane.
//   typecheck (and the fourth-locale check) -> lint -> unit (Vitest: stores, contracts, i18n, components; the real API on its embedded database)
//   -> postgres (the real API's tests on a throwaway PostgreSQL 15) -> stories (Storybook build +
//   test-runner in headless Chromium, JUnit in reports/) -> builds (real-API and demo, and `npm start` tried) -> e2e (Playwright
//   journeys in headless Chromium against the production server with the mock API, plus a smoke run of the demo
//   build; JUnit in reports/).
import { spawnSync } from 'node:child_process';

const lanes = [
  // The type check, then again on a copy of the tree with a fourth locale added as docs/adding-a-locale.md says (~1 min).
  ['typecheck', [['tsc', ['--noEmit', '-p', 'tsconfig.json']], ['node', ['.ci/fourth-locale.mjs']]]],
  ['lint', [['eslint', ['--config', '.ci/eslint.config.js', '--max-warnings', '0', '.']]]],
  ['unit', [['vitest', ['run', '--config', 'tests/vitest.config.ts']]]],
  // The real API's own tests again, on a throwaway PostgreSQL server rather than the embedded one.
  ['postgres', [['node', ['.ci/pg-lane.mjs']]]],
  [
    'stories',
    [
      ['storybook', ['build', '--quiet', '-o', 'storybook-static']],
      ['node', ['.ci/test-storybook.mjs']],
    ],
  ],
  [
    'builds',
    [
      ['node', ['.ci/build.mjs', 'real']],
      ['node', ['.ci/build.mjs', 'demo']],
      ['node', ['.ci/start-smoke.mjs']],
    ],
  ],
  // Reuses the real and demo builds when the builds lane has just made them; run alone, it builds its own.
  ['e2e', () => [['node', ['.ci/e2e.mjs', ...(passed('builds') ? ['--reuse'] : [])]]]],
];

const only = process.argv.slice(2);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const results = [];
const passed = (lane) => results.some(({ name, ok }) => name === lane && ok);
for (const [name, steps] of lanes) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok = true;
  for (const [command, args] of typeof steps === 'function' ? steps() : steps) {
    const run = spawnSync(command, args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      ok = false;
      break;
    }
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s`);
}
const failed = results.filter((lane) => !lane.ok).length;
const planned = only.length > 0 ? lanes.filter(([name]) => only.includes(name)).length : lanes.length;
if (planned > results.length) console.log(`(${planned - results.length} lane(s) not run after the failure)`);
console.log(`lanes: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
