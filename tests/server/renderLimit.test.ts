// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seed } from '../../mocks/seed/data';
import { startServer } from './serverFixture';

/**
 * RENDER_CONCURRENCY: a process renders at most that many pages at once; the others wait their turn instead of
 * all fighting for the CPU and each overrunning the API budget (docs/decisions/035).
 */
describe('the render limit', () => {
  it('renders at most renderConcurrency pages at once; the rest wait, and every page is answered', async () => {
    const slugs = seed.articles.slice(0, 6).map((article) => article.slug);
    // The API holds each article's answer until the test has looked: the renders that are waiting on it are the
    // ones in progress.
    const held: (() => void)[] = [];
    let open = false;
    let mostHeld = 0;
    const gatedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!open && url.includes('/api/client/article?')) {
        await new Promise<void>((release) => {
          held.push(release);
          mostHeld = Math.max(mostHeld, held.length);
        });
      }
      return globalThis.fetch(input, init);
    }) as typeof fetch;

    const { app, close } = await startServer({ fetch: gatedFetch, renderConcurrency: 2, microCacheMs: 0, budgetMs: 10_000 });
    try {
      const answers = Promise.all(slugs.map((slug) => app.inject(`/en/${slug}`)));
      await expect.poll(() => held.length).toBe(2);
      // Long enough for any render beyond the limit to have reached the API too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(held.length).toBe(2);
      open = true;
      held.splice(0).forEach((release) => release());
      const pages = await answers;
      expect(pages.map((page) => page.statusCode)).toEqual(slugs.map(() => 200));
      expect(mostHeld).toBe(2);
    } finally {
      open = true;
      held.splice(0).forEach((release) => release());
      await close();
    }
  });
});
