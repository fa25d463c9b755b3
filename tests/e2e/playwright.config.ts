// End-to-end tests: the production demo build in the machine's Chromium (nothing downloads a browser).
// `npm run test:e2e` (.ci/e2e.mjs) builds, serves and sets E2E_BASE_URL; to run against a server you already
// have: E2E_BASE_URL=http://127.0.0.1:4173 npx playwright test -c tests/e2e
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../../.ci/browser.mjs';

const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) throw new Error('E2E_BASE_URL is not set: run `npm run test:e2e`, or set it to a served demo build.');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The machines have two cores; each worker drives its own browser.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: a cold page loads the mock worker and the seed before it answers anything.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '../../reports/e2e-results',
  reporter: [
    ['line'],
    ['junit', { outputFile: '../../reports/e2e-junit.xml' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    // Every test gets a new context: empty storage, so the mock database starts from its seed.
    launchOptions: { executablePath: findBrowser(), args: [...CHROMIUM_ARGS] },
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
