// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../src/app/matchPage';
import { surrogateKeys as keysOf } from '../../src/server/surrogateKeys';
import { startServer } from './serverFixture';

/** The keys of a page at `pathname`, from its route as the render matches it. */
function surrogateKeys(pathname: string): string {
  const [, locale = '', ...rest] = pathname.split('/');
  return keysOf(locale, matchPage(`/${rest.join('/')}`, ''));
}

describe('the purge keys of a page', () => {
  it('name the page kind, its story or section, and its locale', () => {
    expect(surrogateKeys('/zh-tw/night-markets-of-taipei')).toBe('html locale-zh-tw story-night-markets-of-taipei');
    expect(surrogateKeys('/en/posts/best-dumplings')).toBe('html locale-en post-best-dumplings');
    expect(surrogateKeys('/en/categories/world/asia')).toBe('html locale-en section-world');
    expect(surrogateKeys('/zh-cn/multimedia/video')).toBe('html locale-zh-cn section-video');
    expect(surrogateKeys('/en/authors/lin-yu-ting')).toBe('html locale-en author-lin-yu-ting');
    expect(surrogateKeys('/zh-tw/topics/climate')).toBe('html locale-zh-tw topic-climate');
    expect(surrogateKeys('/en/')).toBe('html locale-en home');
    expect(surrogateKeys('/en/search')).toBe('html locale-en');
    expect(surrogateKeys('/en/no%20such')).toBe('html locale-en');
  });

  it('come with found and missing pages alike, so publishing a story also purges its earlier 404', async () => {
    const { app, close } = await startServer();
    try {
      const found = await app.inject('/en/night-markets-of-taipei');
      expect(found.headers['surrogate-key']).toBe('html locale-en story-night-markets-of-taipei');
      // The same keys for the CDNs that read Cache-Tag (Cloudflare, Akamai): comma-separated.
      expect(found.headers['cache-tag']).toBe('html,locale-en,story-night-markets-of-taipei');
      const missing = await app.inject('/en/not-yet-published');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['surrogate-key']).toBe('html locale-en story-not-yet-published');
    } finally {
      await close();
    }
  });
});
