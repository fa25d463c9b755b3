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
  listArticles,
  listPosts,
  search,
  type Author,
  type Category,
  type CommercialBlock,
  type Gallery,
  type Page,
  type SearchHit,
  type Video,
} from '../../contracts/content';
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

/** Terms split on white space; Chinese queries without spaces are one term, matched as a substring. */
function terms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

function excerpt(text: string, term: string, around = 80): string {
  const at = text.toLowerCase().indexOf(term);
  if (at < 0) return text.slice(0, around * 2);
  const start = Math.max(0, at - around);
  const end = Math.min(text.length, at + term.length + around);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

export const contentHandlers = [
  handle(getCategories, () => ok({ categories: categories() })),

  handle(getAuthors, () => ok({ authors: db.author.getAll().map((row) => docOf<Author>(row)) })),

  handle(getPage, ({ query }) => {
    const row = db.page.findFirst({ where: { id: { equals: query.pageId } }, strict: true });
    return ok({ page: docOf<Page>(row) });
  }),

  handle(listArticles, ({ query }) => {
    let rows = db.article.getAll();
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
    return ok(pageOf(newestFirst(rows).map(articleSummaryOf), query.page, query.pageSize));
  }),

  handle(getArticle, ({ query, viewer }) => {
    const row = db.article.findFirst({ where: { slug: { equals: query.slug } } });
    if (!row) return fail(404, CONTENT_ERRORS.articleNotFound, 'slug');
    const article = articleOf(row);
    const poll = article.pollId ? pollOf(article.pollId, viewer?.id ?? null) : null;
    const related = newestFirst(
      db.article.getAll().filter((other) => other.categoryId === row.categoryId && other.id !== row.id),
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

  handle(getMainSections, () => {
    const articles = newestFirst(db.article.getAll()).map(articleSummaryOf);
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
    const wanted = terms(query.query);
    if (wanted.length === 0) return ok(pageOf<SearchHit>([], query.page, query.pageSize));
    const hits: (SearchHit & { score: number })[] = [];
    const consider = (
      kind: SearchHit['kind'],
      doc: { _id: string; slug: string; publishedAt: string; image?: SearchHit['image']; data: Record<Locale, { title: string; description: string; content: string }> },
    ) => {
      const text = doc.data[query.locale];
      const body = stripHtml(text.content);
      const haystack = `${text.title} ${text.description} ${body}`.toLowerCase();
      if (!wanted.every((term) => haystack.includes(term))) return;
      const inTitle = wanted.filter((term) => text.title.toLowerCase().includes(term)).length;
      hits.push({
        kind,
        _id: doc._id,
        slug: doc.slug,
        title: text.title,
        excerpt: excerpt(`${text.description} ${body}`, wanted[0] ?? ''),
        ...(doc.image ? { image: doc.image } : {}),
        publishedAt: doc.publishedAt,
        score: inTitle * 10 + Date.parse(doc.publishedAt) / 1e13,
      });
    };
    db.article.getAll().forEach((row) => consider('article', articleOf(row)));
    db.post.getAll().forEach((row) => consider('post', postOf(row)));
    const ranked = hits.sort((a, b) => b.score - a.score).map(({ score: _score, ...hit }) => hit);
    return ok(pageOf(ranked, query.page, query.pageSize));
  }),

  handle(getCommercial, ({ query }) => {
    const blocks = db.commercialBlock
      .findMany({ where: { pageType: { equals: query.pageType } } })
      .filter((row) => !row.categoryId || row.categoryId === query.categoryId)
      .map((row) => docOf<CommercialBlock>(row));
    return ok({ blocks });
  }),
];
