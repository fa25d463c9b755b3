// @vitest-environment node
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewLink, revokePreviewLink, type PreviewLink } from '../../contracts/articlePreviews';
import { setMockNow } from '../../mocks/clock';
import { server as mockApi } from '../../mocks/node';
import { fixtures } from '../../mocks/seed/fixtures';
import { PRIVATE_PAGE_CACHE } from '../../src/server/cacheHeaders';
import { clockAtStart, signedInEditor } from '../deskCalls';
import { startServer } from './serverFixture';

// The production server over real HTTP, its API answered by the mock handlers (tests/setup.ts), as in ssr.test.ts:
// a story read by its private preview link, and the same link once expired, revoked or mistyped (docs/decisions/105).
let site: Awaited<ReturnType<typeof startServer>>;
let base = '';
const editor = signedInEditor();
const clock = clockAtStart();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  site = await startServer();
  base = await site.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => site.close());

async function get(path: string): Promise<Response> {
  mockApi.use(http.all(`${base}/*`, () => passthrough()));
  return fetch(`${base}${path}`, { redirect: 'manual' });
}

async function newLink(days: 1 | 7 | 30 = 7): Promise<{ link: PreviewLink; token: string }> {
  const reply = await editor.call(createPreviewLink, { query: { id: fixtures.commentedArticle._id }, body: { days } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return reply.json as { link: PreviewLink; token: string };
}

/** What every answer of a preview address carries, whatever it says: nothing shared keeps it, nothing indexes it. */
function expectPrivate(response: Response): void {
  expect(response.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('surrogate-key')).toBeNull();
  expect(response.headers.get('etag')).toBeNull();
  expect(response.headers.get('x-cache')).toBe('OFF');
}

describe('a story by its private preview link', () => {
  it('is the real article page with the preview band, private, never indexed, framed by the desk only', async () => {
    const { token } = await newLink();
    const response = await get(`/zh-tw/preview/${token}`);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(fixtures.commentedArticle.data['zh-tw']?.title ?? 'no title');
    expect(html).toContain('預覽 — 尚未發布');
    // Nothing a reader writes to or shares, and nothing for search engines.
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
    // The story itself: no like button (a pressed/unpressed toggle), no comment form, no share links.
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain('預覽 — 尚未發布');
    expect(main).not.toContain('aria-pressed');
    expect(main).not.toContain('<form');
    expect(main).not.toContain('<textarea');
    // The other editions of the preview are the same link in their language.
    expect(html).toContain(`href="/en/preview/${token}"`);
  });

  it('answers an expired link with 410 and says so, never a 500', async () => {
    const { token } = await newLink(1);
    setMockNow(clock.started + 2 * DAY_MS);
    const response = await get(`/en/preview/${token}`);
    expect(response.status).toBe(410);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain('This preview link has expired');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('answers a revoked link with 410 "no longer valid", and a wrong one with 404', async () => {
    const { link, token } = await newLink();
    expect((await editor.call(revokePreviewLink, { query: { id: link._id } })).status).toBe(200);
    const revoked = await get(`/en/preview/${token}`);
    expect(revoked.status).toBe(410);
    expectPrivate(revoked);
    expect(await revoked.text()).toContain('This preview link is no longer valid');

    for (const wrong of ['nOtArEaLpReViEwToKeN_0123456789', 'short']) {
      const missing = await get(`/en/preview/${wrong}`);
      expect(missing.status).toBe(404);
      expectPrivate(missing);
      expect(await missing.text()).toContain('This preview link is no longer valid');
    }
  });

  it('lets the desk frame its own pages, and no other page be framed', async () => {
    const desk = await get('/en/admin');
    expect(desk.headers.get('content-security-policy')).toMatch(/frame-src 'self' /);
    const article = await get(`/en/${fixtures.commentedArticle.slug}`);
    expect(article.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(article.headers.get('x-frame-options')).toBe('DENY');
  });

  it('never lists a preview in the sitemaps or feeds', async () => {
    await newLink();
    for (const path of ['/sitemaps/en.xml', '/en/feed.xml']) {
      const response = await get(path);
      expect(await response.text()).not.toContain('/preview/');
    }
  });
});
