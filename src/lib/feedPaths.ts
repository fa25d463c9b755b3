import type { Locale } from '../../contracts/common';
import type { Category, Subcategory } from '../../contracts/content';

/** The two syndication formats each feed comes in: RSS 2.0 and Atom 1.0. */
export const FEED_FORMATS = {
  rss: { extension: 'xml', contentType: 'application/rss+xml' },
  atom: { extension: 'atom', contentType: 'application/atom+xml' },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

/**
 * Where a feed is: `/feeds/en.xml` (the locale's latest stories), `/feeds/en/travel.xml` (a section),
 * `/feeds/en/travel/food.atom` (a subsection). Outside the locale segment, so no page route (`/:locale/:slug`)
 * can ever answer for it. Sections are named by their English alias, as their pages' links are (categoryPath).
 */
export function feedPath(locale: Locale, format: FeedFormat, category?: Category, subcategory?: Subcategory | null): string {
  const section = category ? `/${category.data.en.alias}${subcategory ? `/${subcategory.data.en.alias}` : ''}` : '';
  return `/feeds/${locale}${section}.${FEED_FORMATS[format].extension}`;
}

/**
 * A writer's feed: `/feeds/en/authors/lin-yu-ting.xml`. It reads like a subsection's path under a section named
 * `authors`, which no section is (the route `/authors/` is the writers' pages): feedXml tells them apart.
 */
export const AUTHOR_FEEDS = 'authors';

export function authorFeedPath(locale: Locale, format: FeedFormat, authorSlug: string): string {
  return `/feeds/${locale}/${AUTHOR_FEEDS}/${authorSlug}.${FEED_FORMATS[format].extension}`;
}

/**
 * What a feed's path below /feeds/ names, the reverse of feedPath: ['en.xml'], ['en', 'travel.atom'],
 * ['en', 'travel', 'food.xml']; null for a file that is no feed. The names are not checked against anything.
 */
export function parseFeedPath(segments: readonly string[]): {
  readonly locale: string;
  readonly format: FeedFormat;
  readonly category?: string;
  readonly subcategory?: string;
} | null {
  const file = /^(.+)\.(xml|atom)$/.exec(segments[segments.length - 1] ?? '');
  if (!file?.[1] || segments.length > 3) return null;
  const [locale = '', category, subcategory] = [...segments.slice(0, -1), file[1]];
  const format: FeedFormat = file[2] === 'atom' ? 'atom' : 'rss';
  return { locale, format, ...(category ? { category } : {}), ...(subcategory ? { subcategory } : {}) };
}
