/**
 * The journeys' `test`: on the `server` project each worker has its own site (tests/e2e/site.ts: the production
 * server and the mock API), and each test starts from the seed (the database reset, faults cleared) in a new
 * browser context (empty storage). On the `demo` project the static demo build is the site, and a new context
 * is a new in-browser database.
 */
import { test as base } from '@playwright/test';
import { startSite, type Site } from './site';

export { expect } from '@playwright/test';

export interface Options {
  /** `server`: the production server this worker starts; `demo`: E2E_DEMO_URL, a served demo build. */
  readonly target: 'server' | 'demo';
}

export const test = base.extend<{ site: Site | null }, Options & { workerSite: Site | null }>({
  target: ['server', { option: true, scope: 'worker' }],
  workerSite: [
    async ({ target }, provide) => {
      if (target !== 'server') return provide(null);
      const site = await startSite();
      try {
        await provide(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: [
    async ({ workerSite }, provide) => {
      await workerSite?.reset();
      await provide(workerSite);
    },
    { auto: true },
  ],
  baseURL: async ({ workerSite, baseURL }, provide) => provide(workerSite?.url ?? baseURL),
});
