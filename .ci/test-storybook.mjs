// Runs every story's play function (and its axe check) in headless Chromium against the Storybook build.
// Expects `npm run build-storybook` to have run (STORYBOOK_STATIC names another build folder); stops its server
// by itself.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { findBrowser } from './browser.mjs';
import { serve } from './serve.mjs';

findBrowser(); // fail early, with the one sentence that says how to get a browser
mkdirSync('reports', { recursive: true });
const server = await serve(process.env.STORYBOOK_STATIC ?? 'storybook-static');
const code = await new Promise((resolve) => {
  const child = spawn(
    'test-storybook',
    ['--url', server.url, '--index-json', '--junit', '--maxWorkers=2', '--config-dir', '.storybook', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      shell: false,
      env: {
        ...process.env,
        STORYBOOK_DISABLE_TELEMETRY: '1',
        JEST_JUNIT_OUTPUT_DIR: 'reports',
        JEST_JUNIT_OUTPUT_NAME: 'storybook-junit.xml',
      },
    },
  );
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await server.close();
process.exit(code);
