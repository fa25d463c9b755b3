/**
 * What readers read. All of it is ours (the spec shows the entities, SPEC §3, but not the calls); listed in
 * contracts/README.md. Per-locale data carries every locale, as the spec's entities do.
 */
import { array, assign, boolean, enums, integer, literal, min, nullable, object, optional, size, string, union, type Infer } from 'superstruct';
import { Comment, Poll } from './communityShapes';
import { defineEndpoint, Id, ImageRef, IsoDate, Locale, paginated, perLocale, queryInteger, Slug, someLocales } from './common';
import { MatchRange } from './searchMatch';

export const CONTENT_ERRORS = {
  categoryNotFound: 'Category not found',
  articleNotFound: 'Article not found',
  postNotFound: 'Post not found',
  authorNotFound: 'Author not found',
  topicNotFound: 'Topic not found',
} as const;

const LocalizedName = object({ alias: Slug, name: string() });

export const Subcategory = object({ _id: Id, data: perLocale(LocalizedName) });
export type Subcategory = Infer<typeof Subcategory>;

/** SPEC §3: _id, per-locale alias and name, subcategories. `kind` tells article sections from multimedia. */
export const Category = object({
  _id: Id,
  kind: enums(['articles', 'multimedia']),
  data: perLocale(LocalizedName),
  subcategories: array(Subcategory),
});
export type Category = Infer<typeof Category>;

export const Author = object({
  _id: Id,
  /** The author page's address (`/{locale}/authors/{slug}`): the name in Latin letters, the same in every edition. */
  slug: Slug,
  /** `portraitAlt`: what the portrait shows, when the desk said (docs/decisions/099). */
  data: perLocale(object({ name: string(), bio: string(), portraitAlt: optional(string()) })),
  avatar: optional(ImageRef),
  /** False when they no longer write for the magazine: the desk offers them for no new byline; their page stays. */
  active: optional(boolean()),
});
export type Author = Infer<typeof Author>;

/**
 * A topic: one word of the newsroom's small controlled vocabulary (Climate, Cities, Taiwan …) that cuts across
 * sections. Its page is `/{locale}/topics/{slug}`; the slug is the English name in plain Latin letters, the same
 * in every edition.
 */
export const Topic = object({
  _id: Id,
  slug: Slug,
  data: perLocale(object({ name: string() })),
});
export type Topic = Infer<typeof Topic>;

/** SPEC §3: per-locale data with category and subcategory ids; articles and posts alike. */
const SummaryData = object({
  title: string(),
  description: string(),
  category: Id,
  subcategory: nullable(Id),
});

/** A whole story's data: its summary's, with the body and what is said about its lead picture. */
const StoryData = assign(
  SummaryData,
  object({
    /** HTML written by editors (or a reader, for a post): the client sanitizes it before showing it. */
    content: string(),
    /** The lead picture's text alternative, for readers who do not see it. */
    imageAlt: optional(string()),
    /** What the picture shows, under it. */
    imageCaption: optional(string()),
    /** Who made it ("Photo: …", "Illustration: …"). */
    imageCredit: optional(string()),
    /** The page's title in search results and share cards, when the newsroom wrote one (else `title`). */
    searchTitle: optional(string()),
    /** The description search results and share cards show, when written (else `description`). */
    searchDescription: optional(string()),
    /** The picture share cards show, when chosen (else the story's `image`), with its text alternative. */
    socialImage: optional(ImageRef),
    socialImageAlt: optional(string()),
  }),
);

/** One edition of a story as readers read it (an article may lack some: `Article.data`). */
export type StoryEdition = Infer<typeof StoryData>;

export const ArticleSummary = object({
  _id: Id,
  slug: Slug,
  authorId: Id,
  publishedAt: IsoDate,
  /** When the newsroom last changed it, if it did after publication (a correction, a new development). */
  updatedAt: optional(IsoDate),
  /** The article's topics (ids of `getTopics`), one to three; optional so articles written before topics stay valid. */
  topics: optional(array(Id)),
  image: ImageRef,
  readingMinutes: min(integer(), 1),
  likes: min(integer(), 0),
  commentsCount: min(integer(), 0),
  /** The editions it was published in (issue 14: an article may exist in some locales only). */
  data: someLocales(SummaryData),
});
export type ArticleSummary = Infer<typeof ArticleSummary>;

/** The article page's article: its summary, with the body in each language and the poll it may carry. */
export const Article = assign(ArticleSummary, object({ data: someLocales(StoryData), pollId: optional(Id) }));
export type Article = Infer<typeof Article>;

export const PostSummary = object({
  _id: Id,
  slug: Slug,
  userName: string(),
  publishedAt: IsoDate,
  image: optional(ImageRef),
  likes: min(integer(), 0),
  commentsCount: min(integer(), 0),
  data: perLocale(SummaryData),
});
export type PostSummary = Infer<typeof PostSummary>;

/** The post page's post: its summary, with the body in each language and the poll it may carry. */
export const Post = assign(PostSummary, object({ data: perLocale(StoryData), pollId: optional(Id) }));
export type Post = Infer<typeof Post>;

export const Video = object({
  _id: Id,
  kind: literal('video'),
  src: string(),
  poster: ImageRef,
  durationSeconds: min(integer(), 1),
  category: Id,
  subcategory: nullable(Id),
  publishedAt: IsoDate,
  data: perLocale(object({ title: string(), description: string() })),
});
export type Video = Infer<typeof Video>;

export const Gallery = object({
  _id: Id,
  kind: literal('gallery'),
  category: Id,
  subcategory: nullable(Id),
  publishedAt: IsoDate,
  /** Each picture with what it shows (its caption, also its text alternative) and, when known, who took it. */
  pictures: array(object({ image: ImageRef, data: perLocale(object({ caption: string(), credit: optional(string()) })) })),
  data: perLocale(object({ title: string(), description: string() })),
});
export type Gallery = Infer<typeof Gallery>;

export const MediaItem = union([Video, Gallery]);
export type MediaItem = Infer<typeof MediaItem>;

/** A header banner: the original picture and its WebP (the same file when no WebP was made). */
export const HeaderBanner = object({ path: string(), pathWebp: string() });
export type HeaderBanner = Infer<typeof HeaderBanner>;

/** One language of the general page (SPEC §3): the header's banner and its promo link. */
export const GeneralPageData = object({
  headerBanner: array(HeaderBanner),
  headerLink1Href: optional(string()),
  headerLink1Text: optional(string()),
});
export type GeneralPageData = Infer<typeof GeneralPageData>;

/** One language of the main page (SPEC §3): the header player's audio. */
export const MainPageData = object({ audioFile: array(object({ path: string() })), audioTitle: string() });
export type MainPageData = Infer<typeof MainPageData>;

/** SPEC §3 Page: general (banner, promo link) and main (audio). */
export const GeneralPage = object({
  pageId: literal('general'),
  data: perLocale(GeneralPageData),
});
export const MainPage = object({
  pageId: literal('main'),
  data: perLocale(MainPageData),
});
export const Page = union([GeneralPage, MainPage]);
export type Page = Infer<typeof Page>;
export type GeneralPage = Infer<typeof GeneralPage>;
export type MainPage = Infer<typeof MainPage>;

export const PAGE_TYPES = ['mainPage', 'multimediaPage', 'categoryPage', 'subCategoryPage', 'articlePage'] as const;
export const PageType = enums(PAGE_TYPES);
export type PageType = Infer<typeof PageType>;

/** A sponsor's block on a page type (SPEC §2 commercial setup). */
export const CommercialBlock = object({
  _id: Id,
  pageType: PageType,
  /** For category and subcategory pages: the category it belongs to, or null for every category. */
  categoryId: nullable(Id),
  position: enums(['top', 'inline', 'side']),
  href: string(),
  image: ImageRef,
  data: perLocale(object({ title: string(), text: string(), cta: string() })),
});
export type CommercialBlock = Infer<typeof CommercialBlock>;

const pageQuery = {
  page: optional(queryInteger(1, 10_000)),
  pageSize: optional(queryInteger(1, 50)),
};

export const getCategories = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/categories',
  auth: 'none',
  response: object({ categories: array(Category) }),
  errors: [],
});

/** The topics vocabulary, in the newsroom's order (its own call: only article and topic pages need it). */
export const getTopics = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/topics',
  auth: 'none',
  response: object({ topics: array(Topic) }),
  errors: [],
});

export const getAuthors = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/authors',
  auth: 'none',
  response: object({ authors: array(Author) }),
  errors: [],
});

export const getPage = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/page',
  query: object({ pageId: enums(['general', 'main']) }),
  auth: 'none',
  response: object({ page: Page }),
  errors: [],
});

/**
 * Articles of a category (alias in any locale), optionally of one subcategory, and/or of one author (their
 * slug), and/or of one topic (its slug), newest first.
 */
export const listArticles = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/articles',
  query: object({
    category: optional(Slug),
    subcategory: optional(Slug),
    author: optional(Slug),
    topic: optional(Slug),
    /** Only the articles that exist in this edition (totals and pages count only those). */
    locale: optional(Locale),
    ...pageQuery,
  }),
  auth: 'none',
  response: paginated(ArticleSummary),
  errors: [CONTENT_ERRORS.categoryNotFound, CONTENT_ERRORS.authorNotFound, CONTENT_ERRORS.topicNotFound],
});

export const getArticle = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/article',
  /** With `locale`: an article that does not exist in that edition is not found, and related stories are that edition's. */
  query: object({ slug: Slug, locale: optional(Locale) }),
  auth: 'none',
  response: object({
    article: Article,
    /** The first page of its conversation, newest first (listComments' page 1). */
    comments: array(Comment),
    /** How many top-level comments readers see: more pages follow when there are more than one page holds. */
    commentThreads: min(integer(), 0),
    poll: optional(Poll),
    related: array(ArticleSummary),
  }),
  errors: [CONTENT_ERRORS.articleNotFound],
});

/**
 * Where a story readers once had under `slug` is now: its current alias, when the story is still public (in this
 * edition, with `locale`) and `slug` is one of its old aliases. The page server answers an old address with a
 * permanent redirect to the new one (docs/decisions/071).
 */
export const findMovedArticle = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/article/moved',
  query: object({ slug: Slug, locale: optional(Locale) }),
  auth: 'none',
  response: object({ slug: Slug }),
  errors: [CONTENT_ERRORS.articleNotFound],
});

/**
 * Where a writer's page is now, when `slug` is one of their old slugs: their current slug. The page server answers
 * the old address with a permanent redirect, as for a story's old alias (docs/decisions/071, 099).
 */
export const findMovedAuthor = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/author/moved',
  query: object({ slug: Slug }),
  auth: 'none',
  response: object({ slug: Slug }),
  errors: [CONTENT_ERRORS.authorNotFound],
});

export const listPosts = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/posts',
  query: object({ category: optional(Slug), ...pageQuery }),
  auth: 'none',
  response: paginated(PostSummary),
  errors: [CONTENT_ERRORS.categoryNotFound],
});

export const getPost = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/post',
  query: object({ slug: Slug }),
  auth: 'none',
  /** `comments` and `commentThreads` as getArticle's. */
  response: object({ post: Post, comments: array(Comment), commentThreads: min(integer(), 0), poll: optional(Poll) }),
  errors: [CONTENT_ERRORS.postNotFound],
});

/**
 * A story on an edition's front (contracts/adminFrontPage.ts): the story, and the headline and picture its place
 * shows instead of its own, when an editor gave them.
 */
export const FrontStory = object({ article: ArticleSummary, headline: optional(string()), image: optional(ImageRef) });
export type FrontStory = Infer<typeof FrontStory>;

/** SPEC §2 main page sections. */
export const getMainSections = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/page/main/sections',
  /** With `locale`: only the articles that exist in that edition. */
  query: object({ locale: optional(Locale) }),
  auth: 'none',
  response: object({
    /** The lead first, then the stories under it: an editor's places, the rest filled by the edition's rule. */
    front: array(FrontStory),
    /** The newest stories after those on the front. */
    latest: array(ArticleSummary),
    hotspot: array(PostSummary),
    essential: array(ArticleSummary),
    multimedia: object({ videos: array(Video), pictures: array(Gallery) }),
    exclusive: array(ArticleSummary),
  }),
  errors: [],
});

/** SPEC §2 multimedia page: hot video and wonderful pictures of a multimedia category. */
export const getMultimedia = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/multimedia',
  query: object({ category: Slug, subcategory: optional(Slug), ...pageQuery }),
  auth: 'none',
  response: object({ videos: array(Video), pictures: array(Gallery), page: min(integer(), 1), total: min(integer(), 0) }),
  errors: [CONTENT_ERRORS.categoryNotFound],
});

export const SearchHit = object({
  kind: enums(['article', 'post']),
  _id: Id,
  slug: Slug,
  title: string(),
  /** A plain-text excerpt around the first match. */
  excerpt: string(),
  image: optional(ImageRef),
  publishedAt: IsoDate,
  /**
   * Where the title and the excerpt matched, as the backend matched them (across Simplified and Traditional
   * script, which the client cannot see): the client marks these, or finds the terms itself when they are absent.
   */
  highlights: optional(object({ title: array(MatchRange), excerpt: array(MatchRange) })),
});
export type SearchHit = Infer<typeof SearchHit>;

export const search = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/search',
  query: object({ query: size(string(), 0, 200), locale: Locale, ...pageQuery }),
  auth: 'none',
  response: paginated(SearchHit),
  errors: [],
});

export const getCommercial = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/commercial',
  /**
   * Only blocks switched on, whose dates include now, in the editors' order; with `locale`, only those shown in
   * that language of the site (the desk chooses per block).
   */
  query: object({ pageType: PageType, categoryId: optional(Id), locale: optional(Locale) }),
  auth: 'none',
  response: object({ blocks: array(CommercialBlock) }),
  errors: [],
});
