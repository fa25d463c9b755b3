// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'devalue';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { getResponse, http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server as mockApi } from '../../mocks/node';
import type { ServerState } from '../../src/lib/prefetch';
import { createServer } from '../../src/server/app';
import { DEGRADED_PAGE_CACHE, MOVED_CACHE } from '../../src/server/cacheHeaders';
import { fixtures } from '../../mocks/seed/fixtures';
import { seed } from '../../mocks/seed/data';
import { db } from '../../mocks/db';
import { stored, storedRow } from '../storeReads';
import type { Category } from '../../contracts/content';
import { texts as legalEn } from '../../src/i18n/legalTexts.en';
import { texts as legalZhTw } from '../../src/i18n/legalTexts.zh-tw';
import { readerColumns } from '../../src/rules/articleRows';

// The production server over real HTTP on 127.0.0.1 (a free port), its API answered by the same MSW handlers
// (tests/setup.ts intercepts every */api/ request of this process). The template stands in for dist/index.html.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Huanyu 寰宇</title>
<meta name="description" content="The default description"></head><body><div id="root"></div>
<script type="module" src="/main.js"></script></body></html>`;

let app: FastifyInstance;
let base = '';
let clientDir = '';

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  // Bundles as Parcel names them: the article page's own styles and script, the English messages.
  for (const file of ['ArticlePage.0123abcd.css', 'ArticlePage.4567cdef.js', 'en.89abcdef.js', 'HomePage.01234567.css']) {
    writeFileSync(join(clientDir, file), file.endsWith('.css') ? `.${file.split('.')[0]}{color:red}` : '');
  }
  writeFileSync(join(clientDir, 'site.webmanifest'), '{}');
  app = await createServer({ clientDir, apiBaseUrl: 'http://127.0.0.1:65500', proxyApi: false, budgetMs: 2000 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function get(path: string): Promise<Response> {
  // The page requests themselves go to the server under test, not to the mock.
  mockApi.use(http.all(`${base}/*`, () => passthrough()));
  return fetch(`${base}${path}`, { redirect: 'manual' });
}

interface JsonLd {
  readonly '@type': string;
  readonly headline?: string;
  readonly image?: string[];
  readonly author?: { name: string }[];
  readonly inLanguage?: string;
  readonly datePublished?: string;
  readonly dateModified?: string;
  readonly mainEntityOfPage?: { '@id': string };
  readonly itemListElement?: { position: number; name: string; item: string }[];
}

function jsonLdOf(html: string): JsonLd[] {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '') as JsonLd[];
}

function stateOf(html: string): ServerState {
  const json = /<script type="application\/json" id="huanyu-state">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return parse(json ?? '') as ServerState;
}

describe('the production server', () => {
  it('sends an article as finished HTML: headline, body, head and share card, and the data it was made from', async () => {
    const response = await get('/en/night-markets-of-taipei');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<h1[^>]*>A Night-Market Walk Through Taipei<\/h1>/);
    expect(html).toContain('The first stall you smell at Raohe Street market');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>A Night-Market Walk Through Taipei · Huanyu</title>');
    expect(head).not.toContain('The default description');
    // The page's styles inline (no request before the first paint); its script and messages load after the paint.
    expect(head).toMatch(/<style nonce="[^"]+">\.ArticlePage\{color:red\}<\/style><link rel="stylesheet" href="\/ArticlePage\.0123abcd\.css" disabled>/);
    expect(html).toContain('["/ArticlePage.4567cdef.js","/en.89abcdef.js","/main.js"]');
    expect(head).not.toContain('HomePage');
    expect(head).toMatch(/<meta property="og:title" content="A Night-Market Walk Through Taipei"\/>/);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/[^"]+"\/>/);
    expect(head).toContain('<meta name="twitter:card"');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/en\/night-markets-of-taipei"\/>/);
    expect(head).toMatch(/hrefLang="zh-Hant" href="http:\/\/127\.0\.0\.1:\d+\/zh-tw\/night-markets-of-taipei"/);
    expect(head).toContain('hrefLang="x-default"');
    const keys = stateOf(html).responses.map((answer) => answer.key);
    expect(keys).toContain('GET /api/client/article?slug=night-markets-of-taipei&locale=en');
  });

  it('gives a share card its territory locale, the other editions as alternates, and the picture’s own alt text', async () => {
    const article = seed.articles.find((item) => item.slug === 'night-markets-of-taipei');
    for (const [locale, own, others] of [
      ['en', 'en_US', ['zh_CN', 'zh_TW']],
      ['zh-cn', 'zh_CN', ['en_US', 'zh_TW']],
      ['zh-tw', 'zh_TW', ['en_US', 'zh_CN']],
    ] as const) {
      const html = await (await get(`/${locale}/night-markets-of-taipei`)).text();
      const head = new JSDOM(html).window.document.head;
      const meta = (property: string) => [...head.querySelectorAll(`meta[property="${property}"]`)].map((tag) => tag.getAttribute('content'));
      expect(meta('og:locale')).toEqual([own]);
      expect(meta('og:locale:alternate')).toEqual(others);
      const text = article?.data[locale];
      expect(text?.imageAlt).not.toBe(text?.title);
      expect(meta('og:image:alt')).toEqual([text?.imageAlt]);
      expect(head.querySelector('meta[name="twitter:image:alt"]')?.getAttribute('content')).toBe(text?.imageAlt);
      // The 1200x630 crop made for share cards, not the 16:9 picture the robots would cut.
      expect(meta('og:image')).toEqual([`${base}${article?.image?.social ?? 'no social crop'}`]);
      expect([...meta('og:image:width'), ...meta('og:image:height')]).toEqual(['1200', '630']);
      expect(head.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(`${base}${article?.image?.social ?? ''}`);
    }
    // A post's share card describes its picture too.
    const post = seed.posts.find((item) => item.image);
    const postHead = new JSDOM(await (await get(`/zh-tw/posts/${post?.slug ?? ''}`)).text()).window.document.head;
    expect(postHead.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(post?.data['zh-tw'].imageAlt);
    expect(postHead.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('zh_TW');
  });

  it('gives the home page a share card of its own in each edition: the site, the page’s locale, the others', async () => {
    for (const [locale, own, others, title] of [
      ['en', 'en_US', ['zh_CN', 'zh_TW'], 'Huanyu'],
      ['zh-cn', 'zh_CN', ['en_US', 'zh_TW'], '寰宇'],
      ['zh-tw', 'zh_TW', ['en_US', 'zh_CN'], '寰宇'],
    ] as const) {
      const head = new JSDOM(await (await get(`/${locale}/`)).text()).window.document.head;
      const meta = (property: string) => [...head.querySelectorAll(`meta[property="${property}"]`)].map((tag) => tag.getAttribute('content'));
      expect(meta('og:type')).toEqual(['website']);
      expect(meta('og:title')).toEqual([title]);
      expect(meta('og:url')).toEqual([`${base}/${locale}/`]);
      expect(meta('og:locale')).toEqual([own]);
      expect(meta('og:locale:alternate')).toEqual(others);
    }
  });

  it('draws every picture from its renditions: AVIF and WebP at each width, sizes per use, one picture fetched first', async () => {
    const article = seed.articles.find((item) => item.slug === 'night-markets-of-taipei');
    for (const path of ['/en/', '/en/night-markets-of-taipei']) {
      const document = new JSDOM(await (await get(path)).text()).window.document;
      const main = document.querySelector('main')!;
      const pictures = [...main.querySelectorAll('picture')].filter((picture) => picture.querySelector('source[type="image/avif"]'));
      expect(pictures.length, path).toBeGreaterThan(1);
      for (const picture of pictures) {
        const img = picture.querySelector('img')!;
        // Its box reserved before the file arrives, and the browser told how wide it is shown.
        expect(Number(img.getAttribute('width')), path).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height')), path).toBeGreaterThan(0);
        for (const source of picture.querySelectorAll('source')) {
          const format = source.getAttribute('type')!.replace('image/', '');
          for (const candidate of source.getAttribute('srcset')!.split(', ')) {
            // Each width the file that was made at it: '/media/articles/a09-640.avif 640w'.
            expect(candidate, path).toMatch(new RegExp(`^/media/\\S+-(\\d+)\\.${format} \\1w$`));
          }
          expect(source.getAttribute('sizes'), path).toBe(img.getAttribute('sizes'));
        }
      }
      // The page's largest picture alone is fetched first, and not lazily.
      const first = [...document.querySelectorAll('img[fetchpriority="high"]')];
      expect(first, path).toHaveLength(1);
      expect(first[0]?.getAttribute('loading'), path).toBe('eager');
      expect(first[0]?.getAttribute('sizes'), path).toMatch(/100vw/);
    }
    const page = new JSDOM(await (await get('/en/night-markets-of-taipei')).text()).window.document;
    // The lead picture is the LCP picture; the one in the text waits until the reader scrolls to it.
    expect(page.querySelector('img[fetchpriority="high"]')?.getAttribute('src')).toBe(article?.image?.path);
    const inText = [...page.querySelectorAll('main figure img')].find((img) => !img.hasAttribute('fetchpriority'));
    expect(inText?.getAttribute('loading')).toBe('lazy');
    expect(inText?.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('-1600.avif 1600w');
  });

  it('gives every page its head: the home page and a section, in Simplified Chinese', async () => {
    const home = await (await get('/zh-cn/')).text();
    const homeHead = home.slice(0, home.indexOf('</head>'));
    expect(homeHead).toContain('<title>寰宇</title>');
    expect(homeHead).toContain('<meta name="description" content="寰宇：来自世界各地的故事');
    expect(homeHead).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/zh-cn\/"\/>/);
    expect(homeHead).toMatch(/hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/en\/"/);
    expect(homeHead).toContain('<meta property="og:type" content="website"/>');
    const missing = await get('/zh-cn/no-such-article');
    expect(await missing.text()).not.toContain('rel="canonical"');
  });

  it('renders a section and a multimedia page with their stories', async () => {
    const section = await get('/en/categories/world');
    expect(section.status).toBe(200);
    expect(await section.text()).toMatch(/<title>World · Huanyu<\/title>/);
    const media = await get('/en/multimedia/video');
    expect(media.status).toBe(200);
    expect(await media.text()).toMatch(/<title>Hot Video · Huanyu<\/title>/);
  });

  it('names the language of a Chinese page', async () => {
    const response = await get('/zh-tw/night-markets-of-taipei');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="zh-Hant"/);
    expect(html).toContain('臺北夜市散步地圖');
  });

  it('answers 404 with the not-found page for an unknown article, post, category or address', async () => {
    for (const path of ['/en/no-such-article', '/en/posts/no-such-post', '/en/categories/no-such-section', '/en/a/b/c']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root"><div');
    }
  });

  it('redirects an address without a supported locale to the default one', async () => {
    const response = await get('/fr/night-markets-of-taipei?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/night-markets-of-taipei?x=1');
  });

  it('sends loaded pages, never a loading skeleton; an updated article says when it changed, in its header, head and JSON-LD', async () => {
    for (const path of ['/en/', '/en/categories/world', '/en/night-markets-of-taipei', '/en/hong-kong-by-tram']) {
      expect(await (await get(path)).text(), path).not.toContain('aria-busy');
    }
    const updated = seed.articles.find((article) => article.slug === 'night-markets-of-taipei');
    if (!updated?.updatedAt) throw new Error('the seed updates the night-market walk');
    const html = await (await get('/en/night-markets-of-taipei')).text();
    expect(html).toContain(`<time dateTime="${updated.updatedAt}">Updated `);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`<meta property="article:modified_time" content="${updated.updatedAt}"/>`);
    expect(jsonLdOf(html)[0]?.dateModified).toBe(updated.updatedAt);
    const untouched = await (await get('/en/hong-kong-by-tram')).text();
    expect(untouched).not.toContain('article:modified_time');
    expect(untouched).not.toContain('Updated ');
    expect(jsonLdOf(untouched)[0]?.dateModified).toBeUndefined();
  });

  it('sends the privacy policy, the notice and an article’s comments as text, and no "needs JavaScript" line (issue 28)', async () => {
    const legal = { en: legalEn, 'zh-tw': legalZhTw } as const;
    for (const locale of ['en', 'zh-tw'] as const) {
      for (const name of ['privacy', 'notice'] as const) {
        const response = await get(`/${locale}/${name}`);
        expect(response.status).toBe(200);
        const { document } = new JSDOM(await response.text()).window;
        expect(document.querySelector('main h1')?.textContent).toBe(legal[locale][name].title);
        expect(document.querySelectorAll('main section h2')).toHaveLength(legal[locale][name].sections.length);
        expect(document.body.textContent).not.toMatch(/needs JavaScript to run|寰宇需要/);
      }
    }
    const html = await (await get('/zh-tw/night-markets-of-taipei')).text();
    const { document } = new JSDOM(html).window;
    const article = seed.articles.find((candidate) => candidate.slug === 'night-markets-of-taipei')!;
    const texts = [...document.querySelectorAll('main ol li')].map((item) => item.textContent ?? '');
    for (const comment of seed.comments.filter((candidate) => candidate.target.id === article._id)) {
      expect(texts.some((text) => text.includes(comment.text)), comment.text).toBe(true);
    }
    // Where a form needs scripts, a note in the page's script says so, for a reader without them.
    expect(html).toContain('<noscript><p');
    expect(document.querySelector('noscript')?.textContent).toMatch(/啟用 JavaScript/);
  });

  it('answers the comments’ order and "More comments" without scripts: a form and a link the server renders (issue 28)', async () => {
    const article = seed.articles.find((candidate) => candidate.slug === 'night-markets-of-taipei')!;
    const threadTexts = (html: string) =>
      // Each top-level comment's text: its second paragraph (the first names who and when).
      [...new JSDOM(html).window.document.querySelectorAll('main section ol > li')].map((item) => item.querySelectorAll(':scope > div > p')[1]?.textContent ?? '');
    const seeded = seed.comments.filter((candidate) => candidate.target.id === article._id && !candidate.parentId);
    const oldestFirst = [...seeded].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((comment) => comment.text);

    const served = await (await get('/en/night-markets-of-taipei')).text();
    const { document } = new JSDOM(served).window;
    const form = document.querySelector('main section form[method="get"]');
    expect(form?.querySelector('select')?.getAttribute('name')).toBe('comments-sort');
    expect(form?.querySelector('noscript')?.textContent).toContain('Show');
    expect(threadTexts(served)).toEqual([...oldestFirst].reverse());
    expect(threadTexts(await (await get('/en/night-markets-of-taipei?comments-sort=oldest')).text())).toEqual(oldestFirst);

    // Twelve more threads: the first page shows ten, and a link (not a script) leads to the next.
    for (let n = 0; n < 12; n += 1) {
      db.comment.create({
        id: `cmt_more_${n}`,
        targetKind: 'article',
        targetId: article._id,
        userId: fixtures.verifiedReader._id,
        userName: 'Emma Clarke',
        text: `Another stall, number ${n}`,
        createdAt: new Date(Date.UTC(2026, 9, 1, 12, n)).toISOString(),
      });
    }
    const first = await (await get('/en/night-markets-of-taipei?comments-sort=newest')).text();
    expect(threadTexts(first)).toHaveLength(10);
    const more = new JSDOM(first).window.document.querySelector<HTMLAnchorElement>('main section a[href*="comments-pages=2"]');
    expect(more?.textContent).toBe('More comments');
    const next = await (await get(`/en/night-markets-of-taipei${more?.getAttribute('href')?.split('#')[0] ?? ''}`)).text();
    expect(threadTexts(next)).toHaveLength(12 + seeded.length);
    expect(new JSDOM(next).window.document.querySelector('main section a[href*="comments-pages"]')).toBeNull();
    for (let n = 0; n < 12; n += 1) db.comment.delete({ where: { id: { equals: `cmt_more_${n}` } } });
  });

  it('renders each page without a Suspense boundary, so the browser hydrates it with the shell in one pass', async () => {
    for (const path of ['/en/', '/en/categories/world', '/zh-tw/night-markets-of-taipei', '/en/search?query=tea', '/en/topics/taiwan']) {
      // React marks a boundary's content with <!--$--> … <!--/$-->: none is left around the page.
      expect(await (await get(path)).text(), path).not.toContain('<!--$');
    }
  });

  it('describes an article and a post to search engines as a NewsArticle with its breadcrumb', async () => {
    const html = await (await get('/zh-tw/night-markets-of-taipei')).text();
    const [story, breadcrumb] = jsonLdOf(html);
    expect(story?.['@type']).toBe('NewsArticle');
    expect(story?.headline).toContain('臺北夜市散步地圖');
    expect(story?.inLanguage).toBe('zh-Hant');
    expect(story?.image?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(story?.author?.[0]?.name).toBeTruthy();
    expect(story?.mainEntityOfPage?.['@id']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/zh-tw\/night-markets-of-taipei$/);
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
    const trail = breadcrumb?.itemListElement ?? [];
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3]);
    expect(new URL(trail[0]?.item ?? '').pathname).toBe('/zh-tw/');
    expect(new URL(trail[1]?.item ?? '').pathname).toMatch(/^\/zh-tw\/categories\//);
    expect(trail[2]?.item).toBe(story?.mainEntityOfPage?.['@id']);

    const post = await get(`/en/posts/${fixtures.plainPost.slug}`);
    expect(post.status).toBe(200);
    expect(jsonLdOf(await post.text())[0]?.['@type']).toBe('NewsArticle');
  });

  it('lets a CDN keep a found page a minute, then serve it stale while it asks again, and revalidate by ETag', async () => {
    const first = await get('/en/night-markets-of-taipei');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    const again = await get('/en/night-markets-of-taipei');
    expect(again.headers.get('etag')).toBe(etag);
    mockApi.use(http.all(`${base}/*`, () => passthrough()));
    const revalidated = await fetch(`${base}/en/night-markets-of-taipei`, { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
    expect(await revalidated.text()).toBe('');
    // The stored copy keeps its own policy: a new nonce would refuse the copy's inline styles and loader.
    expect(first.headers.get('content-security-policy')).toContain("'nonce-");
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    const otherPage = await fetch(`${base}/zh-tw/night-markets-of-taipei`, { headers: { 'If-None-Match': etag } });
    expect(otherPage.status).toBe(200);
    expect(otherPage.headers.get('etag')).not.toBe(etag);
  });

  it('keeps a 404 briefly and without a validator', async () => {
    const missing = await get('/en/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, s-maxage=30');
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('keeps hashed built files for a year and revalidates the others', async () => {
    const hashed = await get('/ArticlePage.4567cdef.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await get('/site.webmanifest');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).not.toContain('immutable');
    const template = await get('/index.html');
    expect(template.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('tells crawlers what to read and where the sitemap is', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Disallow: /*/admin\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('lists one sitemap per locale, each with every story and its alternates, as well-formed XML', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...new JSDOM(await index.text(), { contentType: 'application/xml' }).window.document.querySelectorAll('loc')];
    expect(locs.map((loc) => new URL(loc.textContent ?? '').pathname)).toEqual(['/sitemaps/en.xml', '/sitemaps/zh-cn.xml', '/sitemaps/zh-tw.xml', '/sitemaps/news/en.xml', '/sitemaps/news/zh-cn.xml', '/sitemaps/news/zh-tw.xml']);

    const response = await get('/sitemaps/zh-tw.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const document = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    const urls = [...document.getElementsByTagName('url')];
    const loc = (url: Element) => new URL(url.getElementsByTagName('loc')[0]?.textContent ?? '').pathname;
    expect(urls.map(loc)).toEqual(expect.arrayContaining(['/zh-tw/', '/zh-tw/categories/world', '/zh-tw/night-markets-of-taipei']));
    const story = urls.find((url) => loc(url) === '/zh-tw/night-markets-of-taipei');
    const alternates = [...(story?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
    expect(alternates.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`)).toEqual([
      'en /en/night-markets-of-taipei',
      'zh-Hans /zh-cn/night-markets-of-taipei',
      'zh-Hant /zh-tw/night-markets-of-taipei',
      'x-default /en/night-markets-of-taipei',
    ]);
    expect((await get('/sitemaps/fr.xml')).status).toBe(404);
  });

  it('sends no partial sitemap when the API fails', async () => {
    mockApi.use(http.get('*/api/client/articles', () => HttpResponse.error()));
    const response = await get('/sitemaps/en.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the page in its error state with 503 and no-store when the API fails', async () => {
    mockApi.use(http.get('*/api/client/article', () => HttpResponse.error()));
    const response = await get('/en/night-markets-of-taipei');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<div id="root"><div');
    expect(html).not.toMatch(/at \w+ \(|Error:/);
  });

  // Issue 29, row 6: only the route's main call decides 404 or 503.
  it('sends a whole page with 200, kept briefly, when only a secondary part fails (the sponsors, the menu)', async () => {
    mockApi.use(
      http.get('*/api/client/commercial', () => HttpResponse.error()),
      http.get('*/api/client/categories', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })),
    );
    const response = await get('/en/night-markets-of-taipei');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(DEGRADED_PAGE_CACHE);
    const story = seed.articles.find((item) => item.slug === 'night-markets-of-taipei');
    expect(await response.text()).toContain(story?.data.en?.title ?? 'a title');
  });

  it('sends 503, not a cacheable 404, when the main call is refused with a 400 that names no address of a page', async () => {
    mockApi.use(http.get('*/api/client/page/main/sections', () => HttpResponse.json({ message: 'Bad request' }, { status: 400 })));
    const response = await get('/en/');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps an article title with </script> and U+2028 inside the state script', async () => {
    const hostile = 'Evil </script><script>alert(1)</script>\u2028line';
    mockApi.use(
      http.get('*/api/client/article', async ({ request }) => {
        const original = await getResponse(handlers as RequestHandler[], request);
        const body = (await original?.json()) as { article: { data: { en: { title: string } } } };
        body.article.data.en.title = hostile;
        return HttpResponse.json(body);
      }),
    );
    const response = await get('/en/night-markets-of-taipei');
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script type="application\/json" id="huanyu-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('</script');
    expect(script).not.toContain('\u2028');
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLdOf(html)[0]?.headline).toBe(hostile);
    const article = stateOf(html).responses.find((answer) => answer.key.startsWith('GET /api/client/article'));
    expect(article && 'body' in article ? article.body : '').toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('serves an article published in Chinese only in its editions: 404 in English, alternates and sitemaps naming only what exists', async () => {
    const row = await stored.first('article', { slug: 'night-markets-of-taipei' });
    if (!row) throw new Error('no seeded night-market article');
    const { en: _dropped, ...chinese } = (JSON.parse(row.doc) as { data: Record<string, unknown> }).data;
    db.article.update({ where: { id: { equals: row.id } }, data: readerColumns(JSON.stringify({ ...JSON.parse(row.doc), data: chinese })) });

    expect((await get('/en/night-markets-of-taipei')).status).toBe(404);
    const response = await get('/zh-tw/night-markets-of-taipei');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/hrefLang="zh-Hans" href="http:\/\/127\.0\.0\.1:\d+\/zh-cn\/night-markets-of-taipei"/);
    expect(head).not.toMatch(/hrefLang="en"/);
    expect(head).toContain('<meta property="og:locale" content="zh_TW"/><meta property="og:locale:alternate" content="zh_CN"/>');
    expect(head).not.toContain('content="en_US"');
    // With no English edition, the default alternate is the first edition it has.
    expect(head).toMatch(/hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/zh-cn\/night-markets-of-taipei"/);
    // The editions list sends a reader to the English front page, not to a missing article.
    const page = new JSDOM(html).window.document;
    const english = [...page.querySelectorAll('a[hreflang="en"]')].map((link) => link.getAttribute('href'));
    expect(english.length).toBeGreaterThan(0);
    for (const href of english) expect(href).toBe('/en/');

    const sitemap = async (locale: string) => (await (await get(`/sitemaps/${locale}.xml`)).text());
    expect(await sitemap('en')).not.toContain('/night-markets-of-taipei<');
    const traditional = await sitemap('zh-tw');
    const entry = /<url><loc>[^<]*\/zh-tw\/night-markets-of-taipei<\/loc>.*?<\/url>/.exec(traditional)?.[0] ?? '';
    expect(entry).toContain('hreflang="zh-Hans"');
    expect(entry).not.toContain('hreflang="en"');
  });

  it("answers a moved story's old address with a permanent redirect to its current one, keeping the query (docs/decisions/071)", async () => {
    // An editor moved the night-market walk to a new alias and updated its live page: the old alias stays its own.
    const row = await storedRow('article', { slug: 'night-markets-of-taipei' });
    const doc = { ...(JSON.parse(row.doc) as { slug: string }), slug: 'taipei-after-dark' };
    db.article.update({ where: { id: { equals: row.id } }, data: { slug: 'taipei-after-dark', ...readerColumns(JSON.stringify(doc)) } });
    db.articleAlias.create({ alias: 'taipei-after-dark', articleId: row.id, live: true, createdAt: '' });

    const old = await get('/zh-tw/night-markets-of-taipei?from=mail');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/zh-tw/taipei-after-dark?from=mail');
    // Its Location repeats a parameter caches key without: no shared cache keeps it for the next reader.
    expect(old.headers.get('cache-control')).toBe('no-store');
    await old.text();
    const plain = await get('/zh-tw/night-markets-of-taipei');
    expect(plain.headers.get('location')).toBe('/zh-tw/taipei-after-dark');
    expect(plain.headers.get('cache-control')).toBe(MOVED_CACHE);
    await plain.text();
    const current = await get('/zh-tw/taipei-after-dark');
    expect(current.status).toBe(200);
    await current.text();
    // An alias no story ever had is simply not found.
    const never = await get('/zh-tw/no-such-story');
    expect(never.status).toBe(404);
    await never.text();
  });

  it("sends a section named by another language's alias to this language's own address; an alias no section has is 404", async () => {
    // The editors gave World a Simplified Chinese alias of its own (docs/decisions/044).
    const row = await storedRow('category', { id: 'cat_world' });
    const world = JSON.parse(row.doc) as Category;
    const renamed: Category = { ...world, data: { ...world.data, 'zh-cn': { name: '环球', alias: 'huanqiu' } } };
    db.category.update({ where: { id: { equals: 'cat_world' } }, data: { doc: JSON.stringify(renamed), version: row.version + 1 } });

    const page = await get('/zh-cn/categories/huanqiu');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('环球');
    // The English alias (still World's in English) leads to the Simplified Chinese address, keeping the page asked for.
    const old = await get('/zh-cn/categories/world/asia?page=1');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/zh-cn/categories/huanqiu/asia?page=1');
    await old.text();
    const english = await get('/en/categories/world');
    expect(english.status).toBe(200);
    // Its head names each edition's own address, not one that redirects.
    expect(await english.text()).toMatch(/<link rel="alternate" hrefLang="zh-[^"]*" href="[^"]*\/zh-cn\/categories\/huanqiu"/i);
    const back = await get('/en/categories/huanqiu');
    expect(back.headers.get('location')).toBe('/en/categories/world');
    await back.text();
    const gone = await get('/zh-cn/categories/no-such-section');
    expect(gone.status).toBe(404);
    await gone.text();
  });
});
