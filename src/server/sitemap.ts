import type { Locale } from '../../contracts/common';
import { editionsOf, textIn } from '../../contracts/editions';
import type { ApiClient } from '../api/client';
import { getAuthors, getCategories, getTopics, listArticles, listPosts } from '../api/content';
import { config } from '../config';
import { DEFAULT_LOCALE, HTML_LANG, SUPPORTED_LOCALES } from '../i18n/locales';
import { authorPath, categoryPath, topicPath } from '../lib/paths';
import { laterUpdate } from '../lib/updatedAt';
import { escapeXml } from './xmlText';

// The API's largest page; a sitemap file holds at most 50,000 addresses, so 400 pages stay under it.
const PAGE_SIZE = 50;
const MAX_PAGES = 400;

interface Entry {
  /** The address within a locale ('/', '/categories/world', '/night-markets-of-taipei'). */
  readonly path: string;
  /** A section's address in each locale: its aliases differ by language (docs/decisions/044). */
  readonly paths?: Readonly<Record<Locale, string>>;
  /** The editions the page exists in, when not all (an article published in some languages only). */
  readonly editions?: readonly Locale[];
  readonly lastmod?: string;
}

/** Crawlers read everything public; the editors' desk and the API are not pages. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /*/admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Google News reads stories of the last two days only (its sitemap guidelines). */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** The most a news sitemap may list. */
const NEWS_MAX = 1000;

/** Each locale's sitemap of every page, and its news sitemap of the latest stories. */
export function sitemapPaths(locale: Locale): { readonly pages: string; readonly news: string } {
  return { pages: `/sitemaps/${locale}.xml`, news: `/sitemaps/news/${locale}.xml` };
}

export function sitemapIndexXml(origin: string): string {
  const paths = [...SUPPORTED_LOCALES.map((locale) => sitemapPaths(locale).pages), ...SUPPORTED_LOCALES.map((locale) => sitemapPaths(locale).news)];
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

async function allPages<T>(list: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await list(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

/**
 * One locale's addresses: home, every section and subsection, every article, every reader's post and every
 * writer and topic with an article (articles come newest first). Only this edition's articles are listed, each naming
 * the editions it exists in; an address names its alternates the way the page's own head does (hreflang per edition
 * and x-default).
 */
export async function localeSitemapXml(api: ApiClient, origin: string, locale: Locale): Promise<string> {
  const [{ categories }, { authors }, { topics }, articles, posts] = await Promise.all([
    getCategories(api),
    getAuthors(api),
    getTopics(api),
    // This edition's articles only: an article missing here is not a page of this sitemap.
    allPages((page) => listArticles(api, { locale, page, pageSize: PAGE_SIZE })),
    allPages((page) => listPosts(api, { page, pageSize: PAGE_SIZE })),
  ]);
  const entries: Entry[] = [
    { path: '/' },
    ...categories.flatMap((category) =>
      [null, ...category.subcategories].map((sub) => {
        const paths = Object.fromEntries(SUPPORTED_LOCALES.map((other) => [other, categoryPath(category, other, sub)])) as Record<Locale, string>;
        return { path: paths[locale], paths };
      }),
    ),
    ...articles.map((article) => ({
      path: `/${article.slug}`,
      lastmod: laterUpdate(article.publishedAt, article.updatedAt) ?? article.publishedAt,
      editions: editionsOf(article.data),
    })),
    ...posts.map((post) => ({ path: `/posts/${post.slug}`, lastmod: post.publishedAt })),
    // A writer's page changes when they publish: its date is their newest article's. Writers with no public
    // article yet are left out (a page with nothing to read is not one to send crawlers to).
    ...authors.flatMap((author) => {
      const newest = articles.find((article) => article.authorId === author._id);
      return newest ? [{ path: authorPath(author), lastmod: newest.publishedAt }] : [];
    }),
    // A topic's page likewise: dated by its newest article, left out while no public article has it.
    ...topics.flatMap((topic) => {
      const newest = articles.find((article) => article.topics?.includes(topic._id));
      return newest ? [{ path: topicPath(topic), lastmod: newest.publishedAt }] : [];
    }),
  ];
  const url = (other: Locale, path: string) => escapeXml(`${origin}/${other}${path}`);
  const body = entries.map(({ path, paths, lastmod, editions = SUPPORTED_LOCALES }) => {
    const pathIn = (other: Locale) => paths?.[other] ?? path;
    // As the page's head says it (DocumentHead): the editions it has, x-default the default one or else its first.
    const fallback = editions.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (editions[0] ?? locale);
    const alternates = [
      ...editions.map((other) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[other]}" href="${url(other, pathIn(other))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback, pathIn(fallback))}"/>`,
    ];
    return `<url><loc>${url(locale, path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}

/**
 * One locale's Google News sitemap: the articles published in the two days up to `now`, newest first, each with
 * the publication's name and language, its date and title. Readers' posts are not news and stay out. Empty
 * (a valid urlset with no url) when nothing is that recent.
 */
export async function newsSitemapXml(api: ApiClient, origin: string, locale: Locale, now: number): Promise<string> {
  const since = now - NEWS_WINDOW_MS;
  const recent: { slug: string; publishedAt: string; title: string }[] = [];
  // Stories come newest first: read pages until one reaches past the window.
  for (let page = 1; page <= MAX_PAGES && recent.length < NEWS_MAX; page++) {
    const answer = await listArticles(api, { locale, page, pageSize: PAGE_SIZE });
    for (const article of answer.items) {
      const published = Date.parse(article.publishedAt);
      // A story dated ahead of now is not out yet.
      if (published >= since && published <= now) recent.push({ slug: article.slug, publishedAt: article.publishedAt, title: textIn(article.data, locale).title });
    }
    const last = answer.items[answer.items.length - 1];
    if (!last || Date.parse(last.publishedAt) < since || page * PAGE_SIZE >= answer.total) break;
  }
  // Google News asks for the language as ISO 639, but our locale ids (zh-cn …) for the Chinese scripts.
  const publication = `<news:publication><news:name>${escapeXml(config.product.name[locale])}</news:name><news:language>${locale}</news:language></news:publication>`;
  const body = recent.slice(0, NEWS_MAX).map(
    ({ slug, publishedAt, title }) =>
      `<url><loc>${escapeXml(`${origin}/${locale}/${slug}`)}</loc><news:news>${publication}<news:publication_date>${escapeXml(publishedAt)}</news:publication_date><news:title>${escapeXml(title)}</news:title></news:news></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body.join('\n')}${body.length ? '\n' : ''}</urlset>\n`;
}
