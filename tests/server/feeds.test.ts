// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { textIn } from '../../contracts/editions';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary, Category } from '../../contracts/content';
import { handlers } from '../../mocks/handlers';
import { server as mockApi } from '../../mocks/node';
import { fixtures } from '../../mocks/seed/fixtures';
import { ApiClient } from '../../src/api/client';
import { getAuthors, getCategories, listArticles } from '../../src/api/content';
import { config } from '../../src/config';
import { createServer } from '../../src/server/app';
import { FEED_SIZE } from '../../src/server/feeds';
import { feedRoutes } from '../../src/server/feedRoutes';

// The feed routes on their own Fastify instance, answered in-process (inject); their API is the MSW mock, which
// tests/setup.ts serves to every */api/ request of this process.
const API = 'http://127.0.0.1:65500';
const SITE = 'https://huanyu.test';
const api = new ApiClient({ baseUrl: API, timeoutMs: 5000 });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(feedRoutes, { apiBaseUrl: API, budgetMs: 2000, origin: SITE });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });

/** Parses as XML and fails on anything not well-formed (jsdom's XML parser is strict). */
function xml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

const childText = (parent: Element | Document, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? undefined;
const children = (parent: Element | Document, tag: string) => [...parent.getElementsByTagName(tag)];
/** What a reader shows for an HTML field (Atom `type="html"`): the markup read as HTML, as text. */
const asHtmlText = (html: string | undefined) => new JSDOM(`<!doctype html><body>${html ?? ''}`).window.document.body.textContent;

/** The stories a feed should carry, read straight from the API: the newest FEED_SIZE, newest first. */
async function latest(query: { category?: string; subcategory?: string; author?: string } = {}): Promise<ArticleSummary[]> {
  const { items } = await listArticles(api, { page: 1, pageSize: 50, ...query });
  return items.slice(0, FEED_SIZE);
}

/** A section with articles, and one of its subsections with articles. */
async function sectionWithSubsection(): Promise<{ category: Category; subAlias: string }> {
  const { categories } = await getCategories(api);
  const category = categories.find((item) => item.data.en.alias === fixtures.articleSection.data.en.alias);
  if (!category) throw new Error('no article section');
  for (const sub of category.subcategories) {
    const { total } = await listArticles(api, { category: category.data.en.alias, subcategory: sub.data.en.alias });
    if (total > 0) return { category, subAlias: sub.data.en.alias };
  }
  throw new Error('no subsection with articles');
}

describe('the RSS feed of a locale', () => {
  it.each<Locale>(['en', 'zh-cn', 'zh-tw'])('%s: the latest stories, each with its canonical link, dates, summary, section, picture and writer', async (locale) => {
    const response = await get(`/feeds/${locale}.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    const document = xml(response.body);
    const channel = document.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    expect(childText(channel, 'title')).toContain(config.product.name[locale]);
    expect(childText(channel, 'language')).toBe(locale);
    expect(childText(channel, 'link')).toBe(`${SITE}/${locale}/`);
    expect(childText(channel, 'description')).toBeTruthy();
    const self = children(channel, 'atom:link').find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${SITE}/feeds/${locale}.xml`);

    const stories = await latest();
    const { authors } = await getAuthors(api);
    const { categories } = await getCategories(api);
    expect(new Date(childText(channel, 'lastBuildDate') ?? '').toISOString()).toBe(new Date(stories[0]?.publishedAt ?? '').toISOString());
    const items = children(channel, 'item');
    expect(items).toHaveLength(stories.length);
    items.forEach((item, index) => {
      const story = stories[index];
      if (!story) throw new Error('more items than stories');
      const data = textIn(story.data, locale);
      expect(childText(item, 'title')).toBe(data.title);
      expect(childText(item, 'link')).toBe(`${SITE}/${locale}/${story.slug}`);
      expect(childText(item, 'guid')).toBe(`${SITE}/${locale}/${story.slug}`);
      expect(new Date(childText(item, 'pubDate') ?? '').getTime()).toBe(Date.parse(story.publishedAt));
      expect(asHtmlText(childText(item, 'description'))).toBe(data.description);
      const section = categories.find((category) => category._id === data.category);
      expect(children(item, 'category').map((category) => category.textContent)).toContain(section?.data[locale].name);
      const enclosure = item.getElementsByTagName('enclosure')[0];
      expect(enclosure?.getAttribute('url')).toBe(new URL(story.image.path, SITE).href);
      expect(enclosure?.getAttribute('type')).toMatch(/^image\//);
      const writer = item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0];
      expect(writer?.textContent).toBe(authors.find((author) => author._id === story.authorId)?.data[locale].name);
    });
  });
});

describe('the Atom feed of a section and of a subsection', () => {
  it('carries only that section’s stories, with ids, links, dates, summary, writer and terms', async () => {
    const { category, subAlias } = await sectionWithSubsection();
    const alias = category.data.en.alias;
    for (const [path, query] of [
      [`/feeds/zh-tw/${alias}.atom`, { category: alias }],
      [`/feeds/zh-tw/${alias}/${subAlias}.atom`, { category: alias, subcategory: subAlias }],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const document = xml(response.body);
      const feed = document.documentElement;
      expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
      expect(childText(feed, 'title')).toContain(config.product.name['zh-tw']);
      const links = children(feed, 'link').filter((link) => link.parentNode === feed);
      expect(links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(`${SITE}${path}`);
      expect(links.find((link) => link.getAttribute('rel') === 'alternate')?.getAttribute('href')).toBe(
        `${SITE}/zh-tw/categories/${alias}${'subcategory' in query ? `/${subAlias}` : ''}`,
      );
      const stories = await latest(query);
      expect(stories.length).toBeGreaterThan(0);
      const entries = children(feed, 'entry');
      expect(entries.map((entry) => childText(entry, 'id'))).toEqual(stories.map((story) => `${SITE}/zh-tw/${story.slug}`));
      entries.forEach((entry, index) => {
        const story = stories[index];
        if (!story) throw new Error('more entries than stories');
        expect(asHtmlText(childText(entry, 'title'))).toBe(textIn(story.data, 'zh-tw').title);
        expect(asHtmlText(childText(entry, 'summary'))).toBe(textIn(story.data, 'zh-tw').description);
        expect(childText(entry, 'published')).toBe(new Date(story.publishedAt).toISOString());
        expect(childText(entry, 'author')?.trim()).toBeTruthy();
        expect(children(entry, 'category').map((term) => term.getAttribute('term'))).toContain(alias);
        const enclosure = children(entry, 'link').find((link) => link.getAttribute('rel') === 'enclosure');
        expect(enclosure?.getAttribute('href')).toBe(new URL(story.image.path, SITE).href);
      });
    }
  });
});

describe("a writer's feed", () => {
  it('carries only their stories, newest first, and names their page and the feed itself', async () => {
    const { authors } = await getAuthors(api);
    const writer = authors.find((author) => author.slug === 'lin-yu-ting')!;
    const path = `/feeds/zh-cn/authors/${writer.slug}.atom`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const feed = xml(response.body).documentElement;
    expect(childText(feed, 'title')).toContain(writer.data['zh-cn'].name);
    const links = children(feed, 'link').filter((link) => link.parentNode === feed);
    expect(links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(`${SITE}${path}`);
    expect(links.find((link) => link.getAttribute('rel') === 'alternate')?.getAttribute('href')).toBe(`${SITE}/zh-cn/authors/${writer.slug}`);
    const stories = await latest({ author: writer.slug });
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((story) => story.authorId === writer._id)).toBe(true);
    expect(children(feed, 'entry').map((entry) => childText(entry, 'id'))).toEqual(stories.map((story) => `${SITE}/zh-cn/${story.slug}`));
    // Each entry's author names the writer's page (Atom's <uri>).
    for (const entry of children(feed, 'entry')) {
      const author = children(entry, 'author')[0];
      expect(author && childText(author, 'uri')).toBe(`${SITE}/zh-cn/authors/${writer.slug}`);
    }
    const rss = await get(`/feeds/zh-cn/authors/${writer.slug}.xml`);
    expect(rss.statusCode).toBe(200);
    expect(children(xml(rss.body).documentElement, 'item')).toHaveLength(stories.length);
  });
});

describe('an updated story in the feeds', () => {
  it('is dated by its last change in Atom (<updated>) and still by its publication in RSS (<pubDate>)', async () => {
    const stories = await latest();
    const updated = stories.find((story) => story.updatedAt !== undefined);
    if (!updated?.updatedAt) throw new Error('the latest stories include an updated one');
    const untouched = stories.find((story) => story.updatedAt === undefined);
    if (!untouched) throw new Error('the latest stories include one never updated');
    const atom = xml((await get('/feeds/en.atom')).body);
    const entry = (slug: string) => children(atom, 'entry').find((item) => childText(item, 'id') === `${SITE}/en/${slug}`);
    expect(childText(entry(updated.slug)!, 'updated')).toBe(new Date(updated.updatedAt).toISOString());
    expect(childText(entry(updated.slug)!, 'published')).toBe(new Date(updated.publishedAt).toISOString());
    expect(childText(entry(untouched.slug)!, 'updated')).toBe(new Date(untouched.publishedAt).toISOString());
    const rss = xml((await get('/feeds/en.xml')).body);
    const item = children(rss, 'item').find((candidate) => childText(candidate, 'guid') === `${SITE}/en/${updated.slug}`);
    expect(childText(item!, 'pubDate')).toBe(new Date(updated.publishedAt).toUTCString());
  });
});

describe('a feed reader polling', () => {
  it('gets 304 and no body while the feed is unchanged, the whole feed once it changes', async () => {
    const first = await get('/feeds/en.atom');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/feeds/en.atom', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    // Another story at the top: another feed, another tag.
    mockApi.use(
      http.get('*/api/client/articles', async ({ request }) => {
        const original = await getResponse(handlers as RequestHandler[], request);
        const body = (await original?.json()) as { items: ArticleSummary[] };
        return HttpResponse.json({ ...body, items: body.items.slice(1) });
      }),
    );
    const changed = await app.inject({ url: '/feeds/en.atom', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('what is no feed', () => {
  it('answers 404 for an unknown locale, section or subsection, a multimedia section and an unknown format', async () => {
    const { category } = await sectionWithSubsection();
    const alias = category.data.en.alias;
    for (const path of [
      '/feeds/fr.xml',
      '/feeds/en/no-such-section.xml',
      `/feeds/en/${alias}/no-such-subsection.atom`,
      `/feeds/en/${fixtures.videoSection.data.en.alias}.xml`,
      '/feeds/en.json',
      `/feeds/xx/${alias}.xml`,
      '/feeds/en/authors.xml',
      '/feeds/en/authors/no-such-writer.atom',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['cache-control']).toMatch(/^public, s-maxage=\d+$/);
    }
  });

  it('answers 503, kept by no cache, when the API fails: never a partial feed', async () => {
    mockApi.use(http.get('*/api/client/articles', () => HttpResponse.error()));
    for (const path of ['/feeds/en.xml', `/feeds/en/${fixtures.articleSection.data.en.alias}.atom`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('<item');
    }
  });
});

describe('a hostile title', () => {
  // Ends the element and the CDATA section (twice: the XML writer splits only the first), a line separator,
  // control characters XML forbids, a quote and an ampersand.
  const forbidden = '\u0001\u0007\u001f';
  const hostile = `Evil </title><script>alert(1)</script> ]]> and ]]><x> \u2028 line${forbidden} "quoted" & done`;
  const readable = [...hostile].filter((char) => !forbidden.includes(char)).join('');

  it('cannot break either feed: both parse, no element is injected, and the text reads as written', async () => {
    mockApi.use(
      http.get('*/api/client/articles', async ({ request }) => {
        const original = await getResponse(handlers as RequestHandler[], request);
        const body = (await original?.json()) as { items: ArticleSummary[] };
        const first = body.items[0];
        if (first) first.data.en = { ...textIn(first.data, 'en'), title: hostile, description: hostile };
        return HttpResponse.json(body);
      }),
    );
    const rss = xml((await get('/feeds/en.xml')).body);
    const item = rss.getElementsByTagName('item')[0];
    if (!item) throw new Error('no item');
    expect(rss.getElementsByTagName('script')).toHaveLength(0);
    expect(rss.getElementsByTagName('x')).toHaveLength(0);
    // RSS titles are plain text; a word joiner keeps the second `]]>` from closing its CDATA section.
    expect(childText(item, 'title')?.replace(/\u2060/g, '')).toBe(readable);
    expect(asHtmlText(childText(item, 'description'))).toBe(readable);

    const atom = xml((await get('/feeds/en.atom')).body);
    const entry = atom.getElementsByTagName('entry')[0];
    if (!entry) throw new Error('no entry');
    expect(atom.getElementsByTagName('script')).toHaveLength(0);
    expect(asHtmlText(childText(entry, 'title'))).toBe(readable);
    expect(asHtmlText(childText(entry, 'summary'))).toBe(readable);
  });
});

describe('the feeds in the head of the pages', () => {
  const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Huanyu</title></head><body>
<div id="root"></div><script type="module" src="/main.js"></script></body></html>`;
  let site: FastifyInstance;
  let clientDir = '';
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'feeds-client-'));
    writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
    site = await createServer({ clientDir, apiBaseUrl: API, proxyApi: false, budgetMs: 2000, origin: SITE });
  });
  afterAll(async () => {
    await site.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The page's feed links, as `type title href`, each fetched from the server to prove it is a feed. */
  async function feedLinks(path: string): Promise<string[]> {
    const page = await site.inject({ url: path });
    expect(page.statusCode).toBe(200);
    const head = new JSDOM(page.body).window.document.head;
    const links = [...head.querySelectorAll('link[rel="alternate"][type]')];
    for (const link of links) {
      const feed = await site.inject({ url: new URL(link.getAttribute('href') ?? '').pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain(link.getAttribute('type'));
      // The link's title is the feed's own.
      expect(childText(xml(feed.body).documentElement, 'title')).toBe(link.getAttribute('title'));
    }
    return links.map((link) => `${link.getAttribute('type')} ${new URL(link.getAttribute('href') ?? '').pathname}`);
  }

  it('every page names its locale’s feeds; a section’s or a writer’s page its own as well', async () => {
    const locale = ['application/rss+xml /feeds/zh-cn.xml', 'application/atom+xml /feeds/zh-cn.atom'];
    expect(await feedLinks('/zh-cn/')).toEqual(locale);
    expect(await feedLinks(`/zh-cn/${fixtures.commentedArticle.slug}`)).toEqual(locale);
    const { category, subAlias } = await sectionWithSubsection();
    const alias = category.data.en.alias;
    expect(await feedLinks(`/zh-cn/categories/${alias}`)).toEqual([
      ...locale,
      `application/rss+xml /feeds/zh-cn/${alias}.xml`,
      `application/atom+xml /feeds/zh-cn/${alias}.atom`,
    ]);
    expect(await feedLinks(`/zh-cn/categories/${alias}/${subAlias}`)).toEqual([
      ...locale,
      `application/rss+xml /feeds/zh-cn/${alias}/${subAlias}.xml`,
      `application/atom+xml /feeds/zh-cn/${alias}/${subAlias}.atom`,
    ]);
    expect(await feedLinks('/zh-cn/authors/lin-yu-ting')).toEqual([
      ...locale,
      'application/rss+xml /feeds/zh-cn/authors/lin-yu-ting.xml',
      'application/atom+xml /feeds/zh-cn/authors/lin-yu-ting.atom',
    ]);
    // A multimedia section has no stories to syndicate: the locale's feeds only.
    expect(await feedLinks(`/zh-cn/multimedia/${fixtures.videoSection.data.en.alias}`)).toEqual(locale);
  });
});
