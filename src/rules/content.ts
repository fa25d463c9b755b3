/** What readers read — categories, pages, articles, posts, sections, multimedia, search, sponsors. */
import { LOCALES, type Locale } from '../../contracts/common';
import {
  CONTENT_ERRORS,
  findMovedArticle,
  findMovedAuthor,
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
import { findMatches, isCjk, matchesTerm, searchTerms } from '../../contracts/searchMatch';
import { findPublicArticle, publicArticleDocs, publicArticles, type ReaderArticleRow } from './articleRows';
import { frontOf, frontRow, sectionOrder } from './frontPages';
import { isShown, rowsOf } from './commercialRows';
import { docOf, summaryOf, type StoredArticle, type StoredPost } from './documents';
import { fail, ok, tooManyRequests } from './outcome';
import { countHit, retryAfter } from './rateLimits';
import type { FindOptions, Ports, Reader, Where } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import { excerpt, searchFieldsOf, tokenQueryOf, type SearchableText } from './searchIndex';
import { articleAndSummaries, articleSummariesOf, commentPage, featuredFirst, pollOf, postOf, postSummariesOf, PUBLIC_POST } from './views';

const DEFAULT_PAGE_SIZE = 12;

/** Text compared as the database compares it: by code unit. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first; the id decides between two of the same moment, so pages never overlap. */
function newestFirst<T extends { publishedAt: string; id: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => compareText(b.publishedAt, a.publishedAt) || compareText(a.id, b.id));
}

const NEWEST_FIRST = [
  ['publishedAt', 'desc'],
  ['id', 'asc'],
] as const;

/** Where readers' pages list posts: the featured first (the latest featured first), then the newest. */
const FEATURED_THEN_NEWEST = [['featuredAt', 'desc'], ...NEWEST_FIRST] as const;

function pageOf<T>(items: readonly T[], page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length };
}

/** One page of a table read by the database itself: the rows of the page and how many there are in all. */
async function pageOfRows<T extends 'post' | 'media'>(
  store: Reader,
  table: T,
  where: Where<T>,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  orderBy: FindOptions<T>['orderBy'] = NEWEST_FIRST,
) {
  const options: FindOptions<T> = { orderBy, limit: pageSize, offset: (page - 1) * pageSize };
  const [items, total] = await Promise.all([store.find(table, where, options), store.count(table, where)]);
  return { items, page, pageSize, total };
}

async function categories(store: Reader): Promise<Category[]> {
  const rows = await store.find('category', {}, { orderBy: [['order', 'asc'], ['id', 'asc']] });
  return rows.map((row) => docOf<Category>(row));
}

async function topics(store: Reader): Promise<Topic[]> {
  const rows = await store.find('topic', {}, { orderBy: [['order', 'asc'], ['id', 'asc']] });
  return rows.map((row) => docOf<Topic>(row));
}

/** The authors in the order the newsroom added them (the table has no order of its own). */
async function authors(store: Reader): Promise<Author[]> {
  return (await store.find('author', {}, { orderBy: [['order', 'asc'], ['id', 'asc']] })).map((row) => docOf<Author>(row));
}

/** A category by its alias in any locale (URLs keep working across a language switch). */
async function categoryByAlias(store: Reader, alias: string, kind?: Category['kind']): Promise<Category | undefined> {
  return (await categories(store)).find(
    (category) => (!kind || category.kind === kind) && LOCALES.some((locale) => category.data[locale].alias === alias),
  );
}

function subcategoryByAlias(category: Category, alias: string) {
  return category.subcategories.find((sub) => LOCALES.some((locale) => sub.data[locale].alias === alias));
}

/** Two pieces of text as one: Chinese runs on without a space (a Latin space between sentences looks broken). */
function joinText(first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  return isCjk(first[first.length - 1]) && isCjk(second[0]) ? `${first}${second}` : `${first} ${second}`;
}

/** A story search may find: an article or a post, as stored. */
export interface SearchableStory {
  readonly kind: SearchHit['kind'];
  readonly doc: {
    readonly _id: string;
    readonly slug: string;
    readonly publishedAt: string;
    readonly image?: SearchHit['image'];
    readonly data: Readonly<Partial<Record<Locale, SearchableText>>>;
  };
}

export const storyOfArticle = (row: { readonly doc: string }): SearchableStory => ({ kind: 'article', doc: docOf<StoredArticle>(row) });
export const storyOfPost = (row: { readonly doc: string }): SearchableStory => ({ kind: 'post', doc: docOf<StoredPost>(row) });

/**
 * The page of hits `terms` (searchTerms) find among `stories`, in the edition `locale`: every term somewhere in a
 * story's title, standfirst or body (contracts/searchMatch.ts, across Chinese scripts), best first. Stories of
 * the same rank keep the order they are given in.
 */
export function searchPage(stories: readonly SearchableStory[], locale: Locale, terms: readonly string[], page?: number, pageSize?: number) {
  // Simplified, Traditional and variant characters are one for search, on both sides (src/rules/scriptFold.ts).
  const matches = (field: string, term: string) => matchesTerm(field, term, foldScripts);
  const found = stories.flatMap(({ kind, doc }) => {
    // A story is found in the editions it exists in.
    const text = doc.data[locale];
    if (!text) return [];
    const { title, description, body } = searchFieldsOf(text);
    // Every term must appear somewhere (terms narrow a search, as readers expect).
    if (!terms.every((term) => [title, description, body].some((field) => matches(field, term)))) return [];
    const count = (field: string) => terms.filter((term) => matches(field, term)).length;
    const inTitle = count(title);
    const inDescription = count(description);
    const inBody = count(body);
    // Title matches first, then the description, then the body; newest first among equals.
    const rank = [inTitle > 0 ? 1 : 0, inDescription > 0 ? 1 : 0, inTitle, inDescription, inBody, Date.parse(doc.publishedAt)];
    return [{ kind, doc, title, context: joinText(description, body), rank }];
  });
  const byRank = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i += 1) {
      const difference = (b[i] ?? 0) - (a[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const shown = pageOf(found.sort((a, b) => byRank(a.rank, b.rank)), page, pageSize);
  // Excerpts are cut for the page shown only.
  const items = shown.items.map(({ kind, doc, title, context }): SearchHit => {
    const cut = excerpt(context, findMatches(context, terms, foldScripts)[0]);
    return {
      kind,
      _id: doc._id,
      slug: doc.slug,
      title,
      excerpt: cut,
      // The client cannot fold scripts: it is told where the title and the excerpt matched.
      highlights: { title: findMatches(title, terms, foldScripts), excerpt: findMatches(cut, terms, foldScripts) },
      ...(doc.image ? { image: doc.image } : {}),
      publishedAt: doc.publishedAt,
    };
  });
  return { ...shown, items };
}

const byId = <T extends { id: string }>(rows: T[]): T[] => rows.sort((a, b) => compareText(a.id, b.id));

/**
 * The stories that may match `terms`: those whose index rows in this edition hold every token the terms need
 * (src/rules/searchIndex.ts), of them the articles readers may see. The index finds a superset; the matcher decides.
 */
async function searchCandidates(ports: Ports, locale: Locale, terms: readonly string[]): Promise<SearchableStory[]> {
  const tokens = tokenQueryOf(terms);
  let articles: Promise<ReaderArticleRow[]>;
  let posts: Promise<Row<'post'>[]>;
  if (!tokens) {
    // Terms of punctuation only ask for no token: every story is a candidate.
    articles = publicArticleDocs(ports, locale);
    posts = ports.store.find('post', PUBLIC_POST);
  } else {
    const indexed = await ports.store.matchTokens('searchDoc', 'tokens', tokens, { locale });
    const idsOf = (kind: SearchHit['kind']) => [...new Set(indexed.filter((row) => row.kind === kind).map((row) => row.docId))];
    const articleIds = idsOf('article');
    const postIds = idsOf('post');
    articles = articleIds.length > 0 ? publicArticleDocs(ports, locale, { id: { in: articleIds } }) : Promise.resolve([]);
    posts = postIds.length > 0 ? ports.store.find('post', { ...PUBLIC_POST, id: { in: postIds } }) : Promise.resolve([]);
  }
  // Articles before posts, each by id: the order equals keep.
  return [...byId(await articles).map(storyOfArticle), ...byId(await posts).map(storyOfPost)];
}

export const contentRules = [
  rule(getCategories, async (_context, { store }) => ok({ categories: await categories(store) })),

  rule(getAuthors, async (_context, { store }) => ok({ authors: await authors(store) })),

  rule(getTopics, async (_context, { store }) => ok({ topics: await topics(store) })),

  rule(getPage, async ({ query }, { store }) => {
    const row = await store.get('page', query.pageId);
    // The seed makes both pages and nothing deletes one: a missing page is a broken database, not a reader's 404.
    if (!row) throw new Error(`page '${query.pageId}' is missing`);
    return ok({ page: docOf<Page>(row) });
  }),

  rule(listArticles, async ({ query }, ports) => {
    let where: Where<'article'> = {};
    let section: string | undefined;
    if (query.category) {
      const category = await categoryByAlias(ports.store, query.category, 'articles');
      if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
      section = category._id;
      where = { categoryId: category._id };
      if (query.subcategory) {
        const sub = subcategoryByAlias(category, query.subcategory);
        if (!sub) return fail(404, CONTENT_ERRORS.categoryNotFound, 'subcategory');
        where = { ...where, subcategoryId: sub._id };
      }
    }
    let author: Author | undefined;
    if (query.author) {
      author = (await authors(ports.store)).find((candidate) => candidate.slug === query.author);
      if (!author) return fail(404, CONTENT_ERRORS.authorNotFound, 'author');
    }
    let topic: Topic | undefined;
    if (query.topic) {
      topic = (await topics(ports.store)).find((candidate) => candidate.slug === query.topic);
      if (!topic) return fail(404, CONTENT_ERRORS.topicNotFound, 'topic');
    }
    let rows = newestFirst(await publicArticles(ports, query.locale, where));
    if (author || topic) {
      // The author and the topics are in the reader's document, not in columns.
      rows = rows.filter((row) => {
        const doc = summaryOf(row);
        return (!author || doc.authorId === author._id) && (!topic || (doc.topics?.includes(topic._id) ?? false));
      });
    }
    // A section's own page (no subsection, writer or topic asked for) opens with its front, when editors laid one out.
    const sectionFront = section && query.locale && !query.subcategory && !author && !topic ? await frontRow(ports.store, query.locale, section) : null;
    if (sectionFront && query.locale) return ok(pageOf(sectionOrder(sectionFront, await articleSummariesOf(ports, rows), query.locale), query.page, query.pageSize));
    const page = pageOf(rows, query.page, query.pageSize);
    return ok({ ...page, items: await articleSummariesOf(ports, page.items) });
  }),

  rule(getArticle, async ({ query, viewer }, ports) => {
    const row = await findPublicArticle(ports, { slug: query.slug }, query.locale);
    if (!row) return fail(404, CONTENT_ERRORS.articleNotFound, 'slug');
    const [conversation, others] = await Promise.all([
      commentPage(ports, 'article', row.id),
      publicArticles(ports, query.locale, { categoryId: row.categoryId, id: { not: row.id } }),
    ]);
    const { article, summaries: related } = await articleAndSummaries(ports, row, newestFirst(others).slice(0, 4));
    const poll = article.pollId ? await pollOf(ports, article.pollId, viewer?.id ?? null) : null;
    return ok({ article, comments: conversation.comments, commentThreads: conversation.threads, related, ...(poll ? { poll } : {}) });
  }),

  rule(findMovedArticle, async ({ query }, ports) => {
    const held = await ports.store.get('articleAlias', query.slug);
    // Only an address readers had (a live alias): a draft's alias abandoned before publishing leads nowhere.
    const row = held?.live ? await findPublicArticle(ports, { id: held.articleId }, query.locale) : null;
    if (!row || row.slug === query.slug) return fail(404, CONTENT_ERRORS.articleNotFound, 'slug');
    return ok({ slug: row.slug });
  }),

  rule(findMovedAuthor, async ({ query }, ports) => {
    const held = await ports.store.get('authorSlug', query.slug);
    const row = held ? await ports.store.get('author', held.authorId) : null;
    const slug = row ? docOf<Author>(row).slug : null;
    if (!slug || slug === query.slug) return fail(404, CONTENT_ERRORS.authorNotFound, 'slug');
    return ok({ slug });
  }),

  rule(listPosts, async ({ query }, ports) => {
    let where: Where<'post'> = PUBLIC_POST;
    if (query.category) {
      // Any category, as the posts' own sections are not told apart from the articles'.
      const category = await categoryByAlias(ports.store, query.category);
      if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
      where = { ...PUBLIC_POST, categoryId: category._id };
    }
    const page = await pageOfRows(ports.store, 'post', where, query.page, query.pageSize, FEATURED_THEN_NEWEST);
    return ok({ ...page, items: await postSummariesOf(ports, page.items) });
  }),

  rule(getPost, async ({ query, viewer }, ports) => {
    const row = await ports.store.first('post', { ...PUBLIC_POST, slug: query.slug });
    if (!row) return fail(404, CONTENT_ERRORS.postNotFound, 'slug');
    const [post, conversation] = await Promise.all([postOf(ports, row), commentPage(ports, 'post', row.id)]);
    const poll = post.pollId ? await pollOf(ports, post.pollId, viewer?.id ?? null) : null;
    return ok({ post, comments: conversation.comments, commentThreads: conversation.threads, ...(poll ? { poll } : {}) });
  }),

  rule(getMainSections, async ({ query }, ports) => {
    const [articleRows, postRows, media, editorsFront] = await Promise.all([
      publicArticles(ports, query.locale),
      ports.store.find('post', PUBLIC_POST, { orderBy: [['id', 'asc']] }),
      // What the desk dated later shows from that moment (the read cache keeps answers briefly only).
      ports.store.find('media', { publishedAt: { lte: new Date(ports.clock.now()).toISOString() } }, { orderBy: NEWEST_FIRST }),
      query.locale ? frontRow(ports.store, query.locale) : null,
    ]);
    const [articles, posts] = await Promise.all([articleSummariesOf(ports, newestFirst(articleRows)), postSummariesOf(ports, postRows)]);
    const featuredAt = new Map(postRows.map((row) => [row.id, row.featuredAt]));
    const byLikes = <T extends { likes: number }>(items: T[]) => [...items].sort((a, b) => b.likes - a.likes);
    const front = frontOf(editorsFront, articles);
    // Each story once on the page: the front first, then the newest of the rest, then the most liked of what is left.
    const onFront = new Set(front.map((story) => story.article._id));
    const rest = articles.filter((article) => !onFront.has(article._id));
    return ok({
      front,
      latest: rest.slice(0, 10),
      // The community hotspot: the posts editors featured first, then the most liked.
      hotspot: featuredFirst(posts, (post) => featuredAt.get(post._id) ?? '', (a, b) => b.likes - a.likes).slice(0, 6),
      essential: byLikes(rest.slice(10)).slice(0, 6),
      multimedia: {
        videos: media.filter((row) => row.kind === 'video').slice(0, 4).map((row) => docOf<Video>(row)),
        pictures: media.filter((row) => row.kind === 'gallery').slice(0, 4).map((row) => docOf<Gallery>(row)),
      },
      exclusive: [...articles].sort((a, b) => b.readingMinutes - a.readingMinutes).slice(0, 4),
    });
  }),

  rule(getMultimedia, async ({ query }, { store, clock }) => {
    const category = await categoryByAlias(store, query.category, 'multimedia');
    if (!category) return fail(404, CONTENT_ERRORS.categoryNotFound, 'category');
    let where: Where<'media'> = { categoryId: category._id, publishedAt: { lte: new Date(clock.now()).toISOString() } };
    if (query.subcategory) {
      const sub = subcategoryByAlias(category, query.subcategory);
      if (!sub) return fail(404, CONTENT_ERRORS.categoryNotFound, 'subcategory');
      where = { ...where, subcategoryId: sub._id };
    }
    const { items, page, total } = await pageOfRows(store, 'media', where, query.page, query.pageSize);
    return ok({
      videos: items.filter((row) => row.kind === 'video').map((row) => docOf<Video>(row)),
      pictures: items.filter((row) => row.kind === 'gallery').map((row) => docOf<Gallery>(row)),
      page,
      total,
    });
  }),

  rule(search, async ({ query, client }, ports) => {
    const terms = searchTerms(query.query);
    if (terms.length === 0) return ok(pageOf<SearchHit>([], query.page, query.pageSize));
    // The costliest read, throttled per caller: a reader typing is far below the limit, a script is not.
    const wait = await retryAfter(ports, 'searchesPerAddress', client);
    if (wait > 0) return tooManyRequests(wait);
    await countHit(ports, 'searchesPerAddress', client);
    return ok(searchPage(await searchCandidates(ports, query.locale, terms), query.locale, terms, query.page, query.pageSize));
  }),

  rule(getCommercial, async ({ query }, { store, clock }) => {
    const now = clock.now();
    const blocks = (await rowsOf(store, query.pageType))
      .filter((row) => !row.categoryId || row.categoryId === query.categoryId)
      .filter((row) => isShown(row, now, query.locale))
      .map((row) => docOf<CommercialBlock>(row));
    return ok({ blocks });
  }),
];
