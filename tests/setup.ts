import { cleanup } from '@testing-library/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setMockNow } from '../mocks/clock';
import { setMailLogging } from '../mocks/mailbox';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/seedDb';
import { sanitizeStoryHtml, setSanitizerMemo, setSanitizerWindow } from '../src/lib/sanitizeHtml';
import { provideStorySanitizer } from '../src/lib/storySanitizer';

/** 2026-11-22 10:00 UTC: "now" for the mock server as for the stores under test (tests/render.tsx). */
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

// One mock server for the whole run. A request no handler answers fails the test that made it.
beforeAll(() => {
  // The files of a worker share one module graph (vitest.config.ts): undo the process-wide switches the page
  // server throws when a server test makes one (static rendering would stop every observer re-rendering).
  enableStaticRendering(false);
  setSanitizerWindow(null);
  setSanitizerMemo(null);
  // As on the server: story bodies render sanitized at once (a test of the browser's lazy path takes it away).
  provideStorySanitizer(sanitizeStoryHtml);
  setMailLogging(false);
  setMockNow(NOW);
  // Seeded before the files' own beforeAll hooks, which may read the mock (the contract suite discovers ids).
  resetDb();
  server.listen({ onUnhandledFrame: 'error' });
});
// Every test starts from the seed.
beforeEach(() => resetDb());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
