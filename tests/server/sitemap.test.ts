// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { textIn } from '../../contracts/editions';
import { JSDOM } from 'jsdom';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary, Author, PostSummary, Topic } from '../../contracts/content';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { server as mockApi } from '../../mocks/node';
import { ApiClient } from '../../src/api/client';
import { getAuthors, getTopics, listArticles, listPosts } from '../../src/api/content';
import { config } from '../../src/config';
import { feedRoutes } from '../../src/server/feedRoutes';
import { localeSitemapXml, NEWS_WINDOW_MS, robotsTxt, sitemapIndexXml } from '../../src/server/sitemap';

const API = 'http://127.0.0.1:65500';
const SITE = 'https://huanyu.test';
const api = new ApiClient({ baseUrl: API, timeoutMs: 5000 });
const NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** The clock the news sitemap counts its two days on: each test sets it from the stories' own dates. */
let now = 0;
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(feedRoutes, { apiBaseUrl: API, budgetMs: 2000, origin: SITE, now: () => now });
});
afterAll(() => app.close());

function xml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

async function everything<T>(list: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await list(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}
const allArticles = () => everything<ArticleSummary>((page) => listArticles(api, { page, pageSize: 50 }));
const allPosts = () => everything<PostSummary>((page) => listPosts(api, { page, pageSize: 50 }));

describe('the sitemap of a locale', () => {
  it("lists each writer's page with the date of their newest article; a writer with none is left out", async () => {
    const { authors } = await getAuthors(api);
    const newcomer: Author = { ...authors[0]!, _id: 'aut_new', slug: 'new-writer' };
    db.author.create({ id: newcomer._id, doc: JSON.stringify(newcomer) });
    const document = xml(await localeSitemapXml(api, SITE, 'zh-tw'));
    const urls = [...document.getElementsByTagName('url')];
    const listed = new Map(urls.map((url) => [url.getElementsByTagName('loc')[0]?.textContent ?? '', url]));
    const articles = await allArticles();
    for (const author of authors) {
      const newest = articles.find((article) => article.authorId === author._id);
      expect(newest, author.slug).toBeDefined();
      const url = listed.get(`${SITE}/zh-tw/authors/${author.slug}`);
      expect(url?.getElementsByTagName('lastmod')[0]?.textContent, author.slug).toBe(newest?.publishedAt);
      const alternates = [...(url?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
      expect(alternates.map((link) => link.getAttribute('href'))).toContain(`${SITE}/en/authors/${author.slug}`);
    }
    expect(listed.has(`${SITE}/zh-tw/authors/new-writer`)).toBe(false);
  });

  it("lists each topic's page with the date of its newest article; a topic no article has is left out", async () => {
    const { topics } = await getTopics(api);
    const unused: Topic = { _id: 'top_unused', slug: 'unused-topic', data: { en: { name: 'Unused' }, 'zh-cn': { name: '未用' }, 'zh-tw': { name: '未用' } } };
    db.topic.create({ id: unused._id, order: 99, doc: JSON.stringify(unused) });
    const document = xml(await localeSitemapXml(api, SITE, 'en'));
    const listed = new Map([...document.getElementsByTagName('url')].map((url) => [url.getElementsByTagName('loc')[0]?.textContent ?? '', url]));
    const articles = await allArticles();
    for (const topic of topics) {
      const newest = articles.find((article) => article.topics?.includes(topic._id));
      expect(newest, topic.slug).toBeDefined();
      const url = listed.get(`${SITE}/en/topics/${topic.slug}`);
      expect(url?.getElementsByTagName('lastmod')[0]?.textContent, topic.slug).toBe(newest?.publishedAt);
      const alternates = [...(url?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
      expect(alternates.map((link) => link.getAttribute('href'))).toContain(`${SITE}/zh-tw/topics/${topic.slug}`);
    }
    expect(listed.has(`${SITE}/en/topics/unused-topic`)).toBe(false);
  });

  it('lists every reader’s post beside every article, each with its date (a later update’s when there is one) and its alternates', async () => {
    const document = xml(await localeSitemapXml(api, SITE, 'zh-cn'));
    const urls = [...document.getElementsByTagName('url')];
    const loc = (url: Element) => url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const listed = new Map(urls.map((url) => [loc(url), url]));
    const [articles, posts] = await Promise.all([allArticles(), allPosts()]);
    expect(posts.length).toBeGreaterThan(0);
    // The seed has corrected articles: their lastmod is the correction's, so crawlers come back for it.
    expect(articles.some((article) => article.updatedAt !== undefined)).toBe(true);
    for (const [path, story] of [...articles.map((article) => [article.slug, article] as const), ...posts.map((post) => [`posts/${post.slug}`, post] as const)]) {
      const url = listed.get(`${SITE}/zh-cn/${path}`);
      expect(url, path).toBeDefined();
      const updated = 'updatedAt' in story ? story.updatedAt : undefined;
      expect(url?.getElementsByTagName('lastmod')[0]?.textContent).toBe(updated ?? story.publishedAt);
      const alternates = [...(url?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
      expect(alternates.map((link) => link.getAttribute('href'))).toContain(`${SITE}/zh-tw/${path}`);
    }
  });
});

describe('the sitemap index and robots.txt', () => {
  it('names each locale’s sitemap and news sitemap, and robots.txt names the index', () => {
    const locs = [...xml(sitemapIndexXml(SITE)).getElementsByTagName('loc')].map((loc) => loc.textContent);
    for (const locale of ['en', 'zh-cn', 'zh-tw']) {
      expect(locs).toContain(`${SITE}/sitemaps/${locale}.xml`);
      expect(locs).toContain(`${SITE}/sitemaps/news/${locale}.xml`);
    }
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('the news sitemap', () => {
  /** The articles Google News should get at `now`: published in the two days up to it, not later. */
  async function recent(): Promise<ArticleSummary[]> {
    return (await allArticles()).filter((article) => {
      const published = Date.parse(article.publishedAt);
      return published <= now && published >= now - NEWS_WINDOW_MS;
    });
  }

  it('lists the stories of the last two days with publication, language, date and title', async () => {
    const articles = await allArticles();
    // An hour after the newest story: it and whatever came in the two days before it are news.
    now = Math.max(...articles.map((article) => Date.parse(article.publishedAt))) + 60 * 60 * 1000;
    const expected = await recent();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(articles.length);
    for (const locale of ['en', 'zh-tw'] as const) {
      const response = await app.inject({ url: `/sitemaps/news/${locale}.xml` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public, s-maxage=\d+/);
      const urls = [...xml(response.body).getElementsByTagName('url')];
      expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent).sort()).toEqual(
        expected.map((article) => `${SITE}/${locale}/${article.slug}`).sort(),
      );
      for (const url of urls) {
        const story = expected.find((article) => url.getElementsByTagName('loc')[0]?.textContent?.endsWith(`/${article.slug}`));
        const news = (name: string) => url.getElementsByTagNameNS(NEWS, name)[0]?.textContent;
        expect(news('name')).toBe(config.product.name[locale]);
        expect(news('language')).toBe(locale);
        expect(news('publication_date')).toBe(story?.publishedAt);
        expect(news('title')).toBe(story && textIn(story.data, locale).title);
      }
    }
  });

  it('is an empty urlset when nothing is that recent, and leaves out a story dated ahead of now', async () => {
    const newest = Math.max(...(await allArticles()).map((article) => Date.parse(article.publishedAt)));
    now = newest + NEWS_WINDOW_MS + 1;
    const empty = xml((await app.inject({ url: '/sitemaps/news/en.xml' })).body);
    expect(empty.documentElement.localName).toBe('urlset');
    expect(empty.getElementsByTagName('url')).toHaveLength(0);

    // The newest story is news from the moment it is dated, not a millisecond before.
    const newestStory = `${SITE}/en/${(await allArticles()).find((article) => Date.parse(article.publishedAt) === newest)?.slug}`;
    const listedAt = async (clock: number) => {
      now = clock;
      const document = xml((await app.inject({ url: '/sitemaps/news/en.xml' })).body);
      return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
    };
    expect(await listedAt(newest)).toContain(newestStory);
    expect(await listedAt(newest - 1)).not.toContain(newestStory);
  });

  it('keeps a hostile title as text', async () => {
    const hostile = '</news:title><script>x</script> ]]> \u2028\u0001 & "end"';
    // The newest story, just published, carries the title.
    now = Math.max(...(await allArticles()).map((article) => Date.parse(article.publishedAt))) + 60 * 1000;
    mockApi.use(
      http.get('*/api/client/articles', async ({ request }) => {
        const original = await getResponse(handlers as RequestHandler[], request);
        const body = (await original?.json()) as { items: ArticleSummary[] };
        const first = body.items[0];
        if (first) first.data.en = { ...textIn(first.data, 'en'), title: hostile };
        return HttpResponse.json(body);
      }),
    );
    const document = xml((await app.inject({ url: '/sitemaps/news/en.xml' })).body);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagNameNS(NEWS, 'title')[0]?.textContent).toBe(hostile.replace('\u0001', ''));
  });

  it('answers 404 for an unknown locale and 503, kept by no cache, when the API fails', async () => {
    expect((await app.inject({ url: '/sitemaps/news/fr.xml' })).statusCode).toBe(404);
    mockApi.use(http.get('*/api/client/articles', () => HttpResponse.error()));
    const failed = await app.inject({ url: '/sitemaps/news/en.xml' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});
