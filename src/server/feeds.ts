import { createIntl } from '@formatjs/intl';
import { Feed, type Item } from 'feed';
import type { ImageRef, Locale } from '../../contracts/common';
import type { ArticleSummary, Category, Subcategory } from '../../contracts/content';
import { textIn } from '../../contracts/editions';
import { ApiFailure, type ApiClient } from '../api/client';
import { getAuthors, getCategories, listArticles } from '../api/content';
import { config } from '../config';
import { headMessages } from '../i18n/headMessages';
import { INTL_LOCALE } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { AUTHOR_FEEDS, authorFeedPath, type FeedFormat, feedPath } from '../lib/feedPaths';
import { authorPath, categoryPath } from '../lib/paths';
import { laterUpdate } from '../lib/updatedAt';
import { escapeXml, xmlCharacters } from './xmlText';

/** How many of the latest stories a feed carries: a few weeks of this magazine, one API page. */
export const FEED_SIZE = 30;

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

export interface FeedRequest {
  readonly locale: Locale;
  readonly format: FeedFormat;
  /** A section's alias (in any locale, as its pages accept), for the section's feed. */
  readonly category?: string | undefined;
  readonly subcategory?: string | undefined;
}

/** An alias names a section in any locale, so a link keeps working across a language switch (as on its pages). */
function named(data: Subcategory['data'], alias: string): boolean {
  return Object.values(data).some((localized) => localized.alias === alias);
}

/** The section a feed URL names, null when there is none: multimedia sections carry no stories to syndicate. */
function findSection(categories: readonly Category[], request: FeedRequest) {
  if (!request.category) return { category: undefined, subcategory: null };
  const category = categories.find((item) => item.kind === 'articles' && named(item.data, request.category ?? ''));
  if (!category) return null;
  if (!request.subcategory) return { category, subcategory: null };
  const subcategory = category.subcategories.find((item) => named(item.data, request.subcategory ?? ''));
  return subcategory ? { category, subcategory } : null;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The story's picture as an absolute URL (share robots and readers fetch it from anywhere), or none if unusable. */
function imageOf(image: ImageRef, origin: string): { url: string; type?: string; length: number } | undefined {
  try {
    const url = new URL(image.path, origin);
    const type = IMAGE_TYPES[url.pathname.split('.').pop()?.toLowerCase() ?? ''];
    // RSS requires a length; 0 is the RSS Best Practices value for "not known".
    return { url: url.href, length: 0, ...(type ? { type } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * An RSS title is plain text in a CDATA section. The feed library's XML writer (xml-js) splits only the first
 * `]]>` of a section; any further one would end it, so a word joiner (invisible) keeps it from closing.
 */
function plainTitle(text: string): string {
  let first = true;
  return xmlCharacters(text).replace(/]]>/g, () => {
    if (first) {
      first = false;
      return ']]>';
    }
    return ']]\u2060>';
  });
}

/**
 * One locale's feed of the latest articles, or of a section's or subsection's, or of a writer's
 * (`/feeds/{locale}/authors/{slug}`), as RSS 2.0 or Atom 1.0; null when the locale has no such section or writer. Readers' posts are left out (docs/decisions/037). An API failure rejects.
 */
export async function feedXml(api: ApiClient, origin: string, request: FeedRequest, now: number): Promise<string | null> {
  const { locale, format } = request;
  const writerSlug = request.category === AUTHOR_FEEDS ? request.subcategory : undefined;
  if (request.category === AUTHOR_FEEDS && !writerSlug) return null;
  const { categories } = await getCategories(api);
  const section = writerSlug ? { category: undefined, subcategory: null } : findSection(categories, request);
  if (!section) return null;
  const { category, subcategory } = section;
  let answers;
  try {
    answers = await Promise.all([
      listArticles(api, {
        // The edition's own articles: a feed never carries a story its readers cannot open.
        locale,
        page: 1,
        pageSize: FEED_SIZE,
        ...(category ? { category: category.data.en.alias } : {}),
        ...(subcategory ? { subcategory: subcategory.data.en.alias } : {}),
        ...(writerSlug ? { author: writerSlug } : {}),
      }),
      getAuthors(api),
      loadMessages(locale),
    ]);
  } catch (error) {
    // The section (or writer) went between the two calls, or never was: as missing as one never there.
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
  const [{ items: articles }, { authors }, messages] = answers;
  const writer = writerSlug ? authors.find((author) => author.slug === writerSlug) : undefined;
  if (writerSlug && !writer) return null;

  const intl = createIntl({ locale: INTL_LOCALE[locale], messages });
  const product = config.product.name[locale];
  // A writer's feed is titled and described like a section's, with their name.
  const sectionName = writer ? writer.data[locale].name : (subcategory ?? category)?.data[locale].name;
  const pageUrl = (path: string) => `${origin}/${locale}${path}`;
  const selfUrl = `${origin}${writer ? authorFeedPath(locale, format, writer.slug) : feedPath(locale, format, category, subcategory)}`;
  const byId = new Map(categories.map((item) => [item._id, item]));
  const authorName = new Map(authors.map((author) => [author._id, { name: author.data[locale].name, page: pageUrl(authorPath(author)) }]));
  const newest = articles[0]?.publishedAt;

  const feed = new Feed({
    id: selfUrl,
    feed: selfUrl,
    link: pageUrl(writer ? authorPath(writer) : category ? categoryPath(category, locale, subcategory) : '/'),
    title: xmlCharacters(
      sectionName
        ? intl.formatMessage(headMessages.sectionFeedTitle, { product, section: sectionName })
        : intl.formatMessage(headMessages.feedTitle, { product }),
    ),
    description: xmlCharacters(
      sectionName
        ? intl.formatMessage(headMessages.sectionDescription, { product, section: sectionName })
        : intl.formatMessage(headMessages.description, { product }),
    ),
    // RSS names languages as HTTP does (en, zh-cn): our locale ids exactly.
    language: locale,
    // The newest story's date, not the time of the request: equal answers stay equal (ETags, CDN revalidation).
    updated: new Date(newest ?? now),
    // Atom wants an author for every entry: the publication stands for any whose writer is unknown.
    author: { name: xmlCharacters(product), link: pageUrl('/') },
    generator: false,
  });
  for (const article of articles) feed.addItem(itemOf(article, format, { locale, origin, byId, authorName }));
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

interface ItemContext {
  readonly locale: Locale;
  readonly origin: string;
  readonly byId: ReadonlyMap<string, Category>;
  /** Each writer's name and page (Atom's author <uri>). */
  readonly authorName: ReadonlyMap<string, { readonly name: string; readonly page: string }>;
}

function itemOf(article: ArticleSummary, format: FeedFormat, { locale, origin, byId, authorName }: ItemContext): Item {
  const data = textIn(article.data, locale);
  const published = new Date(article.publishedAt);
  const updated = laterUpdate(article.publishedAt, article.updatedAt);
  const category = byId.get(data.category);
  const subcategory = category?.subcategories.find((sub) => sub._id === data.subcategory);
  const author = authorName.get(article.authorId);
  const image = imageOf(article.image, origin);
  const sections = [category, subcategory].flatMap((item) => (item ? [{ alias: item.data.en.alias, name: item.data[locale].name }] : []));
  return {
    // The canonical address, exactly as the article's head names it; also its id (RSS guid, Atom id).
    link: `${origin}/${locale}/${article.slug}`,
    // Atom's <updated> is the entry's last change; RSS's <pubDate> (the same field) stays its publication.
    date: format === 'atom' && updated !== undefined ? new Date(updated) : published,
    published,
    // Atom's title and summary, and RSS's description, are HTML to a reader: the text goes in escaped, so it
    // reads as written. RSS's title is plain text.
    title: format === 'rss' ? plainTitle(data.title) : escapeXml(data.title),
    description: escapeXml(data.description),
    category: sections.map(({ alias, name }) =>
      // Atom puts the name in an attribute, where the library does not escape `<`: a name with one keeps its term only.
      format === 'rss' ? { name: xmlCharacters(name) } : { term: alias, ...(name.includes('<') ? {} : { name: xmlCharacters(name) }) },
    ),
    ...(image ? { image } : {}),
    ...(author
      ? format === 'atom'
        ? { author: [{ name: xmlCharacters(author.name), link: author.page }] }
        : // RSS's own <author> must be an e-mail address; the writer's name goes in Dublin Core's creator.
          { extensions: [{ name: 'dc:creator', objects: { _attributes: { 'xmlns:dc': DUBLIN_CORE }, _text: xmlCharacters(author.name) } }] }
      : {}),
  };
}
