// End-to-end tests in the machine's Chromium (nothing downloads a browser). `npm run test:e2e` (.ci/e2e.mjs)
// builds dist/ + dist-server/ (and the demo build), serves the demo, and runs two projects:
//   server  every journey against the production server + the mock API in Node; each worker starts its own
//           pair on free ports (tests/e2e/fixtures.ts), each test starts from the seed;
//   demo    a short smoke run of the static demo build (in-browser mocks) at E2E_DEMO_URL, when it is set.
// By hand, after `npm run build`: npx playwright test -c tests/e2e --project server
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../../.ci/browser.mjs';
import type { Options } from './fixtures';

const demoURL = process.env.E2E_DEMO_URL;

export default defineConfig<Options>({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The machines have two cores; each worker drives its own browser (and, on `server`, its own server).
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed journey runs once more and the line reporter counts it as flaky (decision 047).
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '../../reports/e2e-results',
  reporter: [['line'], ['junit', { outputFile: '../../reports/e2e-junit.xml' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findBrowser({ headlessShell: true }), args: [...CHROMIUM_ARGS] },
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recorded on a journey's second try only: recording every journey (its screencast, snapshots) took about
    // 40 % of the lane's CPU, and a passing journey's trace was thrown away.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'server', testIgnore: 'demo.spec.ts', use: { target: 'server' } },
    ...(demoURL ? [{ name: 'demo', testMatch: 'demo.spec.ts', use: { target: 'demo' as const, baseURL: demoURL } }] : []),
  ],
});
