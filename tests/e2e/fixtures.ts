/**
 * The journeys' `test`: on the `server` project each worker has its own site (tests/e2e/site.ts: the production
 * server and the mock API), and each test starts from the seed (the database reset, faults cleared) in a new
 * browser context (empty storage). On the `demo` project the static demo build is the site, and a new context
 * is a new in-browser database. Nothing leaves the machine: the one third-party call is answered here.
 */
import { test as base } from '@playwright/test';
import { DEFAULT_GEO_LOOKUP_URL, type GeoLookupResponse } from '../../contracts/weather';
import { startSite, type Site } from './site';

/**
 * The IP geolocation service the header's weather asks when it knows no city (a third party, on the internet):
 * the machine is offline, so the browser gets this answer instead (the demo's mock gives the same city).
 */
const GEO_ANSWER: GeoLookupResponse = { loc: '25.0330,121.5654', city: 'Taipei', region: 'Taipei City', country: 'TW' };

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
  page: async ({ page }, provide) => {
    await page.context().route(DEFAULT_GEO_LOOKUP_URL, (route) =>
      route.fulfill({ json: GEO_ANSWER, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await provide(page);
  },
  baseURL: async ({ workerSite, baseURL }, provide) => provide(workerSite?.url ?? baseURL),
});
