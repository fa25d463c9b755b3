/**
 * An article row, two ways: the editors' working copy (`adminArticles.AdminArticle`) and, once published, the
 * reader's `content.Article`. Public visibility is decided here and nowhere else: every public read (lists, the
 * article page, related, main sections, search, liked news, comments and likes on an article — and so the feeds
 * and sitemaps the page server builds from them) goes through `publicArticles` or `findPublicArticle`.
 */
import { LOCALES, mapLocales, type Locale } from '../../contracts/common';
import { publishedEditions, type AdminArticle, type AdminArticleSummary, type ArticleInput, type ArticleLocaleText, type ArticleStatus } from '../../contracts/adminArticles';
import type { StoryEdition } from '../../contracts/content';
import { hasEdition } from '../../contracts/editions';
import { readingMinutes, summaryText, type StoredArticle } from './documents';
import type { Ports, Where } from './ports';
import type { Row } from './schema';
import { attachedPollId } from './views';

export type ArticleRow = Row<'article'>;

/** What the article page and search need of a row: all but the editors' working copy (as large again as the doc). */
export const READER_COLUMNS = ['id', 'slug', 'categoryId', 'subcategoryId', 'publishedAt', 'baseLikes', 'doc', 'status', 'publishAt'] as const;
export type ReaderArticleRow = Pick<ArticleRow, (typeof READER_COLUMNS)[number]>;

/** What lists need (home, sections, fronts, related): the same with the document's summary instead of the document. */
export const LISTED_COLUMNS = ['id', 'slug', 'categoryId', 'subcategoryId', 'publishedAt', 'baseLikes', 'summary', 'status', 'publishAt'] as const;
export type ListedArticleRow = Pick<ArticleRow, (typeof LISTED_COLUMNS)[number]>;

/** The reader's document as an article row keeps it: whole, and as lists read it. Every write of `doc` goes here. */
export function readerColumns(doc: StoredArticle | string | null): Pick<ArticleRow, 'doc' | 'summary'> {
  const text = doc === null ? '' : typeof doc === 'string' ? doc : JSON.stringify(doc);
  return { doc: text, summary: summaryText(text) };
}

/** A row's reader document, whole or summarized: '' while there is none. */
const readerText = (row: Pick<ArticleRow, 'doc'> | Pick<ArticleRow, 'summary'>): string => ('doc' in row ? row.doc : row.summary);

/** What a row is now: a scheduled article whose time has come is published, with no one having to touch it. */
export function statusOf(row: Pick<ArticleRow, 'status' | 'publishAt'>, now: number): ArticleStatus {
  if (row.status === 'scheduled' && row.publishAt && Date.parse(row.publishAt) <= now) return 'published';
  return row.status === 'scheduled' || row.status === 'published' ? row.status : 'draft';
}

/** Readers see an article that is published, or scheduled and due, and has a reader's document. */
export function isPublic(row: Pick<ArticleRow, 'status' | 'publishAt'> & (Pick<ArticleRow, 'doc'> | Pick<ArticleRow, 'summary'>), now: number): boolean {
  return readerText(row) !== '' && statusOf(row, now) === 'published';
}

/** Whether the reader's article exists in this edition (the newsroom may publish some languages only). */
export function inEdition(row: Pick<ArticleRow, 'doc'> | Pick<ArticleRow, 'summary'>, locale: Locale | undefined): boolean {
  return locale === undefined || hasEdition((JSON.parse(readerText(row)) as Pick<StoredArticle, 'data'>).data, locale);
}

/** The rows of `columns` a reader may see: published or due, with a reader's document, in `locale`'s edition. */
async function publicRows<C extends typeof LISTED_COLUMNS | typeof READER_COLUMNS>(
  { store, clock }: Pick<Ports, 'store' | 'clock'>,
  locale: Locale | undefined,
  where: Where<'article'>,
  columns: C,
) {
  const now = clock.now();
  const rows = await store.find('article', { ...where, status: { in: ['published', 'scheduled'] }, doc: { not: '' } }, { columns });
  return rows.filter((row) => isPublic(row, now) && inEdition(row, locale));
}

/**
 * Every article a reader may see, for a list (their summaries); with a locale, those that exist in that edition;
 * with `where`, only those among the rows it selects (a section's, a front's), so the database reads no others.
 */
export function publicArticles(ports: Pick<Ports, 'store' | 'clock'>, locale?: Locale, where: Where<'article'> = {}): Promise<ListedArticleRow[]> {
  return publicRows(ports, locale, where, LISTED_COLUMNS);
}

/** The same, whole: for what reads the stories' text (search matches and quotes the body). */
export function publicArticleDocs(ports: Pick<Ports, 'store' | 'clock'>, locale: Locale, where: Where<'article'> = {}): Promise<ReaderArticleRow[]> {
  return publicRows(ports, locale, where, READER_COLUMNS);
}

/**
 * One article a reader may see, by its URL's slug or its id; null for a draft, an unpublished or a future one,
 * and, with a locale, for one that does not exist in that edition.
 */
export async function findPublicArticle(
  { store, clock }: Pick<Ports, 'store' | 'clock'>,
  by: { slug: string } | { id: string },
  locale?: Locale,
): Promise<ReaderArticleRow | null> {
  if ('slug' in by && by.slug === '') return null;
  const row = await store.first('article', 'slug' in by ? { slug: by.slug } : { id: by.id }, { columns: READER_COLUMNS });
  return row && isPublic(row, clock.now()) && inEdition(row, locale) ? row : null;
}

export function workingCopyOf(row: ArticleRow): ArticleInput {
  return JSON.parse(row.adminDoc) as ArticleInput;
}

/**
 * Two working copies say the same, whatever order their keys were written in (the poll is the poll desk's), and
 * with an empty text or no picture the same as a field left out: a desk that sends the search fields empty
 * (docs/decisions/093) does not make a revision of a story saved before they existed.
 */
export function sameCopy(a: ArticleInput, b: ArticleInput): boolean {
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const canonical = ({ pollId: _poll, ...copy }: ArticleInput) =>
    JSON.stringify(copy, (_key, item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).filter(([, value]) => given(value)).sort(([x], [y]) => (x < y ? -1 : 1)))
        : item,
    );
  return canonical(a) === canonical(b);
}

export async function adminArticleOf({ store, clock }: Pick<Ports, 'store' | 'clock'>, row: ArticleRow): Promise<AdminArticle> {
  // The poll desk decides which poll an article shows (docs/decisions/045); the working copy's own pollId is not read.
  const { pollId: _stored, ...copy } = workingCopyOf(row);
  const pollId = await attachedPollId(store, 'article', row.id);
  const status = statusOf(row, clock.now());
  return {
    _id: row.id,
    version: row.version,
    status,
    pendingUpdate: status === 'published' && row.pendingUpdate,
    ...(status === 'published' && row.doc !== '' ? { liveAlias: row.slug } : {}),
    publishAt: row.publishAt || null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    ...copy,
    ...(pollId ? { pollId } : {}),
  };
}

export function adminSummaryOf(row: ArticleRow, now: number): AdminArticleSummary {
  const copy = workingCopyOf(row);
  const title = (locale: Locale) => ({ title: copy.data[locale].title });
  return {
    _id: row.id,
    version: row.version,
    status: statusOf(row, now),
    publishAt: row.publishAt || null,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    alias: copy.alias,
    category: copy.category,
    subcategory: copy.subcategory,
    data: mapLocales(title),
  };
}

/** A language's search and sharing fields as readers' pages get them: only those written (the page falls back). */
function sharingOf(text: ArticleLocaleText): Pick<StoryEdition, 'searchTitle' | 'searchDescription' | 'socialImage' | 'socialImageAlt'> {
  const written = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);
  const searchTitle = written(text.searchTitle);
  const searchDescription = written(text.searchDescription);
  const socialImageAlt = written(text.socialImageAlt);
  return {
    ...(searchTitle ? { searchTitle } : {}),
    ...(searchDescription ? { searchDescription } : {}),
    ...(text.socialImage ? { socialImage: text.socialImage, ...(socialImageAlt ? { socialImageAlt } : {}) } : {}),
  };
}

/**
 * The reader's article made from the working copy: one edition per complete language (publishedEditions). The
 * caller has checked it may be published (at least one language, the picture, the alias). `updatedAt`: a
 * correction to an article readers have already seen.
 */
export function readerDocOf(id: string, copy: ArticleInput, baseLikes: number, publishedAt: string, updatedAt?: string): StoredArticle {
  if (!copy.image) throw new Error(`article ${id}: a reader's article needs a picture`);
  const editions = publishedEditions(copy);
  const [first] = editions;
  if (!first) throw new Error(`article ${id}: a reader's article needs one language in full`);
  const data: StoredArticle['data'] = Object.fromEntries(
    editions.map((locale) => {
      const text = copy.data[locale];
      return [
        locale,
        {
          title: text.title,
          description: text.standfirst,
          content: text.body,
          category: copy.category,
          subcategory: copy.subcategory,
          imageAlt: text.imageAlt,
          ...(text.imageCaption ? { imageCaption: text.imageCaption } : {}),
          ...(text.imageCredit ? { imageCredit: text.imageCredit } : {}),
          ...sharingOf(text),
        },
      ];
    }),
  );
  return {
    _id: id,
    slug: copy.alias,
    authorId: copy.authorId,
    publishedAt,
    ...(updatedAt ? { updatedAt } : {}),
    ...(copy.topics ? { topics: [...copy.topics] } : {}),
    image: copy.image,
    // Counted on the English body when there is one, as the seed counts it: the languages say the same.
    readingMinutes: readingMinutes(copy.data[editions.includes('en') ? 'en' : first].body),
    baseLikes,
    data,
    ...(copy.pollId ? { pollId: copy.pollId } : {}),
  };
}

/** The working copy of an article readers already read (a seeded one): made from its reader's document. */
export function workingCopyFromReaderDoc(article: StoredArticle & { readonly data: Readonly<Record<Locale, StoredArticle['data'][Locale]>> }): ArticleInput {
  const english = article.data.en;
  return {
    alias: article.slug,
    category: english?.category ?? '',
    subcategory: english?.subcategory ?? null,
    authorId: article.authorId,
    image: article.image,
    ...(article.pollId ? { pollId: article.pollId } : {}),
    ...(article.topics ? { topics: [...article.topics] } : {}),
    data: Object.fromEntries(
      LOCALES.map((locale) => {
        const text = article.data[locale];
        return [
          locale,
          {
            title: text?.title ?? '',
            standfirst: text?.description ?? '',
            body: text?.content ?? '',
            imageAlt: text?.imageAlt ?? text?.title ?? '',
            ...(text?.imageCaption ? { imageCaption: text.imageCaption } : {}),
            ...(text?.imageCredit ? { imageCredit: text.imageCredit } : {}),
            ...(text?.searchTitle ? { searchTitle: text.searchTitle } : {}),
            ...(text?.searchDescription ? { searchDescription: text.searchDescription } : {}),
            ...(text?.socialImage ? { socialImage: text.socialImage } : {}),
            ...(text?.socialImageAlt ? { socialImageAlt: text.socialImageAlt } : {}),
          },
        ];
      }),
    ) as ArticleInput['data'],
  };
}

/**
 * Every article's working copy, drafts and scheduled ones too, with its row: what names a story's writer and
 * topics (the desk's writers and topics count them, and a topic's merge rewrites them).
 */
export async function workingCopies(store: Pick<Ports['store'], 'find'>): Promise<{ readonly row: Pick<ArticleRow, 'id' | 'doc' | 'version'>; readonly copy: ArticleInput }[]> {
  const rows = await store.find('article', { adminDoc: { not: '' } }, { columns: ['id', 'doc', 'version', 'adminDoc'] });
  return rows.map((row) => ({ row, copy: JSON.parse(row.adminDoc) as ArticleInput }));
}
