/** Ours: what readers read — categories, pages, articles, posts, sections, multimedia, search, sponsors. */
import type { Locale } from '../../contracts/common';
import {
  CONTENT_ERRORS,
  getArticle,
  getAuthors,
  getCategories,
  getCommercial,
  getMainSections,
  getMultimedia,
  getPage,
  getPost,
  getTopics,
  listArticles,
  listPosts,
  search,
  type Author,
  type Category,
  type CommercialBlock,
  type Gallery,
  type Page,
  type SearchHit,
  type Topic,
  type Video,
} from '../../contracts/content';
import { findMatches, isCjk, isWordChar, matchesTerm, searchTerms, type MatchRange } from '../../contracts/searchMatch';
import { findPublicArticle, publicArticles } from '../articleRows';
import { isShown, rowsOf } from '../commercialRows';
import { mockNow } from '../clock';
import { foldScripts } from '../../src/rules/scriptFold';
import { db, docOf } from '../db';
import { fail, handle, ok } from '../respond';
import { articleOf, articleSummaryOf, commentsOf, pollOf, postOf, postSummaryOf } from '../views';

const LOCALES: readonly Locale[] = ['en', 'zh-cn', 'zh-tw'];
const DEFAULT_PAGE_SIZE = 12;

function categories(): Category[] {
  return db.category
    .getAll()
    .sort((a, b) => a.order - b.order)
    .map((row) => docOf<Category>(row));
}

function topics(): Topic[] {
  return db.topic
    .getAll()
    .sort((a, b) => a.order - b.order)
    .map((row) => docOf<Topic>(row));
}

/** A category by its alias in any locale (URLs keep working across a language switch). */
function categoryByAlias(alias: string, kind?: Category['kind']): Category | undefined {
  return categories().find(
    (category) => (!kind || category.kind === kind) && LOCALES.some((locale) => category.data[locale].alias === alias),
  );
}

function subcategoryByAlias(category: Category, alias: string) {
  return category.subcategories.find((sub) => LOCALES.some((locale) => sub.data[locale].alias === alias));
}

function newestFirst<T extends { publishedAt: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

function pageOf<T>(items: readonly T[], page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length };
}

function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two pieces of text as one: Chinese runs on without a space (a Latin space between sentences looks broken). */
function joinText(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  return isCjk(first[first.length - 1]) && isCjk(second[0]) ? `${first}${second}` : `${first} ${second}`;
}

const CJK_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef“”‘’]/u;
const HAN = /\p{Script=Han}/u;

/**
 * The space stripped markup leaves after a Chinese sentence ("尽兴。 走进") is dropped: Chinese never spaces
 * sentences. Between two characters (a heading's end and the next paragraph) it stays, or the two would read as one.
 */
function tidyCjkSpacing(text: string): string {
  return text.replace(/(\S)\s+(?=(\S))/gu, (whole: string, before: string, after: string) => {
    const punctuationBefore = CJK_PUNCTUATION.test(before) && (HAN.test(after) || CJK_PUNCTUATION.test(after));
    const punctuationAfter = HAN.test(before) && CJK_PUNCTUATION.test(after);
    return punctuationBefore || punctuationAfter ? before : whole;
  });
}

/** A place an excerpt may start or end: never inside a Latin word. */
function cuttable(text: string, at: number): boolean {
  return !(isWordChar(text[at - 1]) && isWordChar(text[at]));
}

/**
 * About `around` characters either side of the first match, cut at word edges (a Latin word is never split,
 * nor the match), with an ellipsis where text was left out and no stray space or punctuation next to it.
 */
function excerpt(text: string, match: MatchRange | undefined, around = 80): string {
  const from = match ?? { start: 0, end: 0 };
  let start = Math.max(0, from.start - around);
  while (start < from.start && !cuttable(text, start)) start += 1;
  let end = Math.min(text.length, from.end + (match ? around : around * 2));
  while (end > from.end && !cuttable(text, end)) end -= 1;
  const cutStart = start > 0;
  const cutEnd = end < text.length;
  let body = text.slice(start, end).trim();
  // An ellipsis stands for the cut: punctuation or a space beside it would double it ("art.…", "betting …").
  if (cutStart) body = body.replace(/^[\s.,;:!?…。，、；：！？]+/u, '');
  if (cutEnd) body = body.replace(/[\s.,;:!?…。，、；：！？]+$/u, '');
  return `${cutStart ? '…' : ''}${body}${cutEnd ? '…' : ''}`;
}

export const contentHandlers = [
  handle(getCategories, () => ok({ categories: categories() })),

  handle(getAuthors, () => ok({ authors: db.author.getAll().map((row) => docOf<Author>(row)) })),

  handle(getTopics, () => ok({ topics: topics() })),

  handle(getPage, ({ query }) => {
    const row = db.page.findFirst({ where: { id: { equals: query.pageId } }, strict: true });
    return ok({ page: docOf<Page>(row) });
  }),

  handle(listArticles, ({ query }) => {
    let rows = publicArticles(query.locale);
    if (query.category) {
      const category = categoryByAlias(query.category, 'articles');
      if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
      rows = rows.filter((row) => row.categoryId === category._id);
      if (query.subcategory) {
        const sub = subcategoryByAlias(category, query.subcategory);
        if (!sub) return fail(404, CONTENT_ERRORS.categoryNotFound, 'subcategory');
        rows = rows.filter((row) => row.subcategoryId === sub._id);
      }
    }
    let summaries = newestFirst(rows).map(articleSummaryOf);
    if (query.author) {
      const author = db.author
        .getAll()
        .map((row) => docOf<Author>(row))
        .find((candidate) => candidate.slug === query.author);
      if (!author) return fail(404, CONTENT_ERRORS.authorNotFound, 'author');
      summaries = summaries.filter((summary) => summary.authorId === author._id);
    }
    if (query.topic) {
      const topic = topics().find((candidate) => candidate.slug === query.topic);
      if (!topic) return fail(404, CONTENT_ERRORS.topicNotFound, 'topic');
      summaries = summaries.filter((summary) => summary.topics?.includes(topic._id));
    }
    return ok(pageOf(summaries, query.page, query.pageSize));
  }),

  handle(getArticle, ({ query, viewer }) => {
    const row = findPublicArticle({ slug: query.slug }, query.locale);
    if (!row) return fail(404, CONTENT_ERRORS.articleNotFound, 'slug');
    const article = articleOf(row);
    const poll = article.pollId ? pollOf(article.pollId, viewer?.id ?? null) : null;
    const related = newestFirst(
      publicArticles(query.locale).filter((other) => other.categoryId === row.categoryId && other.id !== row.id),
    )
      .slice(0, 4)
      .map(articleSummaryOf);
    return ok({ article, comments: commentsOf('article', row.id), related, ...(poll ? { poll } : {}) });
  }),

  handle(listPosts, ({ query }) => {
    let rows = db.post.getAll();
    if (query.category) {
      const category = categoryByAlias(query.category);
      if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
      rows = rows.filter((row) => row.categoryId === category._id);
    }
    return ok(pageOf(newestFirst(rows).map(postSummaryOf), query.page, query.pageSize));
  }),

  handle(getPost, ({ query, viewer }) => {
    const row = db.post.findFirst({ where: { slug: { equals: query.slug } } });
    if (!row) return fail(404, CONTENT_ERRORS.postNotFound, 'slug');
    const post = postOf(row);
    const poll = post.pollId ? pollOf(post.pollId, viewer?.id ?? null) : null;
    return ok({ post, comments: commentsOf('post', row.id), ...(poll ? { poll } : {}) });
  }),

  handle(getMainSections, ({ query }) => {
    const articles = newestFirst(publicArticles(query.locale)).map(articleSummaryOf);
    const posts = db.post.getAll().map(postSummaryOf);
    const media = newestFirst(db.media.getAll());
    const byLikes = <T extends { likes: number }>(items: T[]) => [...items].sort((a, b) => b.likes - a.likes);
    return ok({
      latest: articles.slice(0, 10),
      hotspot: byLikes(posts).slice(0, 6),
      essential: byLikes(articles.slice(10)).slice(0, 6),
      multimedia: {
        videos: media.filter((row) => row.kind === 'video').slice(0, 4).map((row) => docOf<Video>(row)),
        pictures: media.filter((row) => row.kind === 'gallery').slice(0, 4).map((row) => docOf<Gallery>(row)),
      },
      exclusive: [...articles].sort((a, b) => b.readingMinutes - a.readingMinutes).slice(0, 4),
    });
  }),

  handle(getMultimedia, ({ query }) => {
    const category = categoryByAlias(query.category, 'multimedia');
    if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
    let rows = db.media.getAll().filter((row) => row.categoryId === category._id);
    if (query.subcategory) {
      const sub = subcategoryByAlias(category, query.subcategory);
      if (!sub) return fail(404, CONTENT_ERRORS.categoryNotFound, 'subcategory');
      rows = rows.filter((row) => row.subcategoryId === sub._id);
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = newestFirst(rows).slice((page - 1) * pageSize, page * pageSize);
    return ok({
      videos: items.filter((row) => row.kind === 'video').map((row) => docOf<Video>(row)),
      pictures: items.filter((row) => row.kind === 'gallery').map((row) => docOf<Gallery>(row)),
      page,
      total: rows.length,
    });
  }),

  handle(search, ({ query }) => {
    const wanted = searchTerms(query.query);
    if (wanted.length === 0) return ok(pageOf<SearchHit>([], query.page, query.pageSize));
    const hits: (SearchHit & { rank: number[] })[] = [];
    const consider = (
      kind: SearchHit['kind'],
      doc: {
        _id: string;
        slug: string;
        publishedAt: string;
        image?: SearchHit['image'];
        data: Partial<Record<Locale, { title: string; description: string; content: string }>>;
      },
    ) => {
      // A story is found in the editions it exists in.
      const text = doc.data[query.locale];
      if (!text) return;
      const description = tidyCjkSpacing(text.description.replace(/\s+/g, ' ').trim());
      const body = tidyCjkSpacing(stripHtml(text.content));
      // Simplified, Traditional and variant characters are one for search, on both sides (src/rules/scriptFold.ts).
      const found = (field: string) => wanted.filter((term) => matchesTerm(field, term, foldScripts)).length;
      const inTitle = found(text.title);
      const inDescription = found(description);
      const inBody = found(body);
      // Every term must appear somewhere (terms narrow a search, as readers expect).
      if (!wanted.every((term) => [text.title, description, body].some((field) => matchesTerm(field, term, foldScripts)))) return;
      const context = joinText(description, body);
      const shown = excerpt(context, findMatches(context, wanted, foldScripts)[0]);
      hits.push({
        kind,
        _id: doc._id,
        slug: doc.slug,
        title: text.title,
        excerpt: shown,
        // The client cannot fold scripts: it is told where the title and the excerpt matched.
        highlights: { title: findMatches(text.title, wanted, foldScripts), excerpt: findMatches(shown, wanted, foldScripts) },
        ...(doc.image ? { image: doc.image } : {}),
        publishedAt: doc.publishedAt,
        // Title matches first, then the description, then the body; newest first among equals.
        rank: [inTitle > 0 ? 1 : 0, inDescription > 0 ? 1 : 0, inTitle, inDescription, inBody, Date.parse(doc.publishedAt)],
      });
    };
    publicArticles(query.locale).forEach((row) => consider('article', articleOf(row)));
    db.post.getAll().forEach((row) => consider('post', postOf(row)));
    const byRank = (a: readonly number[], b: readonly number[]) => {
      for (let i = 0; i < a.length; i += 1) {
        const difference = (b[i] ?? 0) - (a[i] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    };
    const ranked = hits.sort((a, b) => byRank(a.rank, b.rank)).map(({ rank: _rank, ...hit }) => hit);
    return ok(pageOf(ranked, query.page, query.pageSize));
  }),

  handle(getCommercial, ({ query }) => {
    const now = mockNow();
    const blocks = rowsOf(query.pageType)
      .filter((row) => !row.categoryId || row.categoryId === query.categoryId)
      .filter((row) => isShown(row, now, query.locale))
      .map((row) => docOf<CommercialBlock>(row));
    return ok({ blocks });
  }),
];
