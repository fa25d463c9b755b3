// npm test: every lane in order, stopping at the first that fails, then one summary line per lane.
//   typecheck (and the fourth-locale check) beside lint -> unit (Vitest: stores, contracts, i18n, components; the real
//   API on its embedded database) -> postgres (the real API's tests on a throwaway PostgreSQL 15) -> stories
//   (Storybook build + test-runner in headless Chromium, JUnit in reports/) -> builds (real-API and demo, and `npm
//   start` tried) -> e2e (Playwright journeys in headless Chromium against the production server with the mock API,
//   plus a smoke run of the demo build; JUnit in reports/).
// The type check and lint each use one core: they run side by side, each lane's output printed when it ends.
import { spawn } from 'node:child_process';

/** A lane: its name and its steps (or a function giving them once the lanes before it have run). */
const lane = (name, steps) => ({ name, steps });

const stages = [
  [
    // The type check, then again on a copy of the tree with a fourth locale added as docs/adding-a-locale.md says.
    lane('typecheck', [['tsc', ['--noEmit', '-p', 'tsconfig.json']], ['node', ['.ci/fourth-locale.mjs']]]),
    lane('lint', [['eslint', ['--config', '.ci/eslint.config.js', '--max-warnings', '0', '.']]]),
  ],
  [lane('unit', [['vitest', ['run', '--config', 'tests/vitest.config.ts']]])],
  // The real API's own tests again, on a throwaway PostgreSQL server rather than the embedded one.
  [lane('postgres', [['node', ['.ci/pg-lane.mjs']]])],
  [
    lane('stories', [
      ['storybook', ['build', '--quiet', '-o', 'storybook-static']],
      ['node', ['.ci/test-storybook.mjs']],
    ]),
  ],
  [
    lane('builds', [
      ['node', ['.ci/build.mjs', 'real']],
      ['node', ['.ci/build.mjs', 'demo']],
      ['node', ['.ci/start-smoke.mjs']],
    ]),
  ],
  // Reuses the real and demo builds when the builds lane has just made them; run alone, it builds its own.
  [lane('e2e', () => [['node', ['.ci/e2e.mjs', ...(passed('builds') ? ['--reuse'] : [])]]])],
];

const only = process.argv.slice(2);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const results = [];
const passed = (name) => results.some((result) => result.name === name && result.ok);

/** Runs one step; alone, its output goes straight to ours; beside another lane, into `output` for later. */
function step(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output?.push(Buffer.from(`${String(error)}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function run({ name, steps }, alone) {
  const output = alone ? null : [];
  if (alone) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok = true;
  for (const [command, args] of typeof steps === 'function' ? steps() : steps) {
    if (!(await step(command, args, output))) {
      ok = false;
      break;
    }
  }
  if (output) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(output));
  }
  return { name, ok, seconds: (Date.now() - started) / 1000 };
}

for (const stage of stages) {
  const chosen = stage.filter(({ name }) => only.length === 0 || only.includes(name));
  if (chosen.length === 0) continue;
  results.push(...(await Promise.all(chosen.map((one) => run(one, chosen.length === 1)))));
  if (results.some((result) => !result.ok)) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s`);
}
const failed = results.filter((result) => !result.ok).length;
const planned = stages.flat().filter(({ name }) => only.length === 0 || only.includes(name)).length;
if (planned > results.length) console.log(`(${planned - results.length} lane(s) not run after the failure)`);
console.log(`lanes: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
