import type { Locale } from '../../contracts/common';
import type { ApiClient } from '../api/client';
import { getCategories, listArticles } from '../api/content';
import { DEFAULT_LOCALE, HTML_LANG, SUPPORTED_LOCALES } from '../i18n/locales';
import { categoryPath } from '../lib/paths';

// The API's largest page; a sitemap file holds at most 50,000 addresses, so 400 pages stay under it.
const PAGE_SIZE = 50;
const MAX_PAGES = 400;

interface Entry {
  /** The address within a locale ('/', '/categories/world', '/night-markets-of-taipei'). */
  readonly path: string;
  readonly lastmod?: string;
}

/** The five characters XML reserves, as character references: an address with `&` or a quote stays well-formed. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Crawlers read everything public; the editors' desk and the API are not pages. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /*/admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapIndexXml(origin: string): string {
  const entries = SUPPORTED_LOCALES.map((locale) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${locale}.xml`)}</loc></sitemap>`);
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
 * One locale's addresses: home, every section and subsection, every article. (Readers' posts are not listed yet:
 * the site reaches them from the home page, and `listPosts` is declared unused by the fault matrix.) Every article
 * exists in every locale (the contracts require each locale's data), and a path is the same in each, so each
 * address names its alternates the way the page's own head does (hreflang per locale and x-default).
 */
export async function localeSitemapXml(api: ApiClient, origin: string, locale: Locale): Promise<string> {
  const [{ categories }, articles] = await Promise.all([
    getCategories(api),
    allPages((page) => listArticles(api, { page, pageSize: PAGE_SIZE })),
  ]);
  const entries: Entry[] = [
    { path: '/' },
    ...categories.flatMap((category) => [
      { path: categoryPath(category) },
      ...category.subcategories.map((sub) => ({ path: categoryPath(category, sub.data.en.alias) })),
    ]),
    ...articles.map((article) => ({ path: `/${article.slug}`, lastmod: article.publishedAt })),
  ];
  const url = (other: Locale, path: string) => escapeXml(`${origin}/${other}${path}`);
  const body = entries.map(({ path, lastmod }) => {
    const alternates = [
      ...SUPPORTED_LOCALES.map((other) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[other]}" href="${url(other, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE, path)}"/>`,
    ];
    return `<url><loc>${url(locale, path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}
