/**
 * An article row, two ways: the editors' working copy (`adminArticles.AdminArticle`) and, once published, the
 * reader's `content.Article`. Public visibility is decided here and nowhere else: every public read (lists, the
 * article page, related, main sections, search, liked news, comments and likes on an article — and so the feeds
 * and sitemaps the server builds from them) goes through `publicArticles` or `findPublicArticle`.
 */
import { LOCALES, type Locale } from '../contracts/common';
import { publishedEditions, type AdminArticle, type AdminArticleSummary, type ArticleInput, type ArticleStatus } from '../contracts/adminArticles';
import { hasEdition } from '../contracts/editions';
import { mockNow } from './clock';
import { db, docOf } from './db';
import { readingMinutes } from '../src/rules/documents';
import { attachedPollId } from './views';
import type { FullSeedArticle, SeedArticle } from './seed/types';

export type ArticleRow = NonNullable<ReturnType<typeof db.article.findFirst>>;

/** What a row is now: a scheduled article whose time has come is published, with no one having to touch it. */
export function statusOf(row: Pick<ArticleRow, 'status' | 'publishAt'>): ArticleStatus {
  if (row.status === 'scheduled' && row.publishAt && Date.parse(row.publishAt) <= mockNow()) return 'published';
  return row.status === 'scheduled' || row.status === 'published' ? row.status : 'draft';
}

/** Readers see an article that is published, or scheduled and due, and has a reader's document. */
export function isPublic(row: ArticleRow): boolean {
  return row.doc !== '' && statusOf(row) === 'published';
}

/** Whether the reader's article exists in this edition (the newsroom may publish some languages only). */
export function inEdition(row: ArticleRow, locale: Locale | undefined): boolean {
  return locale === undefined || hasEdition(docOf<SeedArticle>(row).data, locale);
}

/** Every article a reader may see; with a locale, those that exist in that edition. */
export function publicArticles(locale?: Locale): ArticleRow[] {
  return db.article.getAll().filter((row) => isPublic(row) && inEdition(row, locale));
}

/**
 * One article a reader may see, by its URL's slug or its id; null for a draft, an unpublished or a future one,
 * and, with a locale, for one that does not exist in that edition.
 */
export function findPublicArticle(by: { slug: string } | { id: string }, locale?: Locale): ArticleRow | null {
  const row =
    'slug' in by
      ? by.slug === ''
        ? null
        : db.article.findFirst({ where: { slug: { equals: by.slug } } })
      : db.article.findFirst({ where: { id: { equals: by.id } } });
  return row && isPublic(row) && inEdition(row, locale) ? row : null;
}

export function workingCopyOf(row: ArticleRow): ArticleInput {
  return JSON.parse(row.adminDoc) as ArticleInput;
}

export function adminArticleOf(row: ArticleRow): AdminArticle {
  return {
    _id: row.id,
    version: row.version,
    status: statusOf(row),
    publishAt: row.publishAt || null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    ...withAttachedPoll(row.id, workingCopyOf(row)),
  };
}

/** The poll desk decides which poll an article shows (docs/decisions/045); the working copy's own pollId is not read. */
function withAttachedPoll(id: string, copy: ArticleInput): ArticleInput {
  const { pollId: _stored, ...rest } = copy;
  const pollId = attachedPollId('article', id);
  return pollId ? { ...rest, pollId } : rest;
}

export function adminSummaryOf(row: ArticleRow): AdminArticleSummary {
  const copy = workingCopyOf(row);
  const title = (locale: Locale) => ({ title: copy.data[locale].title });
  return {
    _id: row.id,
    version: row.version,
    status: statusOf(row),
    publishAt: row.publishAt || null,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    alias: copy.alias,
    category: copy.category,
    subcategory: copy.subcategory,
    data: { en: title('en'), 'zh-cn': title('zh-cn'), 'zh-tw': title('zh-tw') },
  };
}

/**
 * The reader's article made from the working copy: one edition per complete language (publishedEditions). The
 * caller has checked it may be published (at least one language, the picture, the alias). `updatedAt`: a
 * correction to an article readers have already seen.
 */
export function readerDocOf(id: string, copy: ArticleInput, baseLikes: number, publishedAt: string, updatedAt?: string): SeedArticle {
  if (!copy.image) throw new Error(`article ${id}: a reader's article needs a picture`);
  const editions = publishedEditions(copy);
  const [first] = editions;
  if (!first) throw new Error(`article ${id}: a reader's article needs one language in full`);
  const data: SeedArticle['data'] = Object.fromEntries(
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

/** A seeded article as the desk sees it: published, its working copy made from what readers read. */
export function seedArticleRow(article: FullSeedArticle, updatedBy: string) {
  const copy: ArticleInput = {
    alias: article.slug,
    category: article.data.en.category,
    subcategory: article.data.en.subcategory,
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
            title: text.title,
            standfirst: text.description,
            body: text.content,
            imageAlt: text.imageAlt ?? text.title,
            ...(text.imageCaption ? { imageCaption: text.imageCaption } : {}),
            ...(text.imageCredit ? { imageCredit: text.imageCredit } : {}),
          },
        ];
      }),
    ) as ArticleInput['data'],
  };
  return {
    id: article._id,
    slug: article.slug,
    categoryId: article.data.en.category,
    subcategoryId: article.data.en.subcategory ?? '',
    publishedAt: article.publishedAt,
    baseLikes: article.baseLikes,
    doc: JSON.stringify(article),
    status: 'published',
    publishAt: article.publishedAt,
    version: 1,
    createdAt: article.publishedAt,
    updatedAt: article.updatedAt ?? article.publishedAt,
    updatedBy,
    adminDoc: JSON.stringify(copy),
  };
}
