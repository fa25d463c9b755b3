/**
 * Ours: the editors' desk's articles (issue 14). An editor's article is a working copy with a version, a status
 * and a text per locale; publishing it makes the reader's `content.Article` that every public call serves.
 * docs/decisions/041 says why the alias is one per article, and which languages a publish puts out (editionState).
 */
import { array, assign, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, ImageRef, IsoDate, Locale, LOCALES, paginated, perLocale, queryInteger } from './common';
import { CHINESE_LOCALES } from './locales';
import { MatchRange } from './searchMatch';

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const ArticleStatus = enums(ARTICLE_STATUSES);
export type ArticleStatus = Infer<typeof ArticleStatus>;

/** The longest values the desk accepts, in UTF-16 code units; the editor checks the same numbers as one types. */
export const ARTICLE_LIMITS = {
  title: 200,
  alias: 120,
  standfirst: 600,
  /** The body's HTML. */
  body: 200_000,
  imageAlt: 300,
  imageCaption: 300,
  imageCredit: 120,
  /**
   * Search and sharing (docs/decisions/093): what a search result shows of a title and a description before it
   * cuts them; a longer one is refused rather than cut where no editor sees it.
   */
  searchTitle: 70,
  searchDescription: 160,
  socialImageAlt: 300,
  /** A cover picture's file. */
  imageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Topics an article may carry (the reader's contract: one to three once chosen). */
  topics: 3,
} as const;

/** What an alias may be: the public Slug's rule, said for editors. */
export const ALIAS_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const ADMIN_ARTICLE_ERRORS = {
  notFound: 'Article not found',
  /** field: 'alias' */
  aliasTaken: 'This alias is already in use',
  /** field: 'alias' */
  aliasInvalid: 'An alias uses lowercase letters, digits and single hyphens',
  /** A revision number the article does not have. */
  revisionNotFound: 'Revision not found',
  /** 409: the version sent is not the latest; the answer's body is the error, fetch the latest to compare. */
  versionConflict: 'Someone else has saved this article since you opened it',
  /**
   * field: the first missing one, as 'data.<locale>.title' (of a language that is started but not finished, or of the
   * first language when none is written), 'image', or 'data.<locale>.socialImageAlt' (a social picture undescribed).
   */
  incomplete: 'Finish every language you have started before publishing',
  /** field: 'category' or 'subcategory' */
  unknownSection: 'Unknown section',
  /** field: 'authorId' */
  unknownAuthor: 'Unknown author',
  /** field: 'publishAt' */
  scheduleInPast: 'Choose a time in the future to schedule',
  /** Upload: field 'file'. */
  imageType: 'Use a JPEG, PNG or WebP picture',
  imageTooLarge: 'The picture is larger than 5 MB',
  /**
   * 403: a contributor's call on an article of someone else's, or a save or restore of their own once an editor
   * scheduled or published it (docs/decisions/089).
   */
  ownDraftsOnly: 'A contributor works only on drafts of their own',
} as const;

/** One language of an article as editors write it; empty texts are allowed until it is published. */
export const ArticleLocaleText = object({
  title: size(string(), 0, ARTICLE_LIMITS.title),
  /** The standfirst: the reader's `description`. */
  standfirst: size(string(), 0, ARTICLE_LIMITS.standfirst),
  /** HTML from the editor (the SPEC §9 toolbar's formats); the site sanitizes it before showing it. */
  body: size(string(), 0, ARTICLE_LIMITS.body),
  /** The cover picture's text alternative in this language. */
  imageAlt: size(string(), 0, ARTICLE_LIMITS.imageAlt),
  /** What the picture shows, printed under it; optional. */
  imageCaption: optional(size(string(), 0, ARTICLE_LIMITS.imageCaption)),
  /** Who made it ("Photo: …"); optional. */
  imageCredit: optional(size(string(), 0, ARTICLE_LIMITS.imageCredit)),
  /**
   * Filled from the other Chinese script by conversion and not yet reviewed: kept through saves and publishing,
   * cleared only when an editor confirms the review of this language (the desk's "Mark as reviewed").
   */
  convertedFrom: optional(nullable(enums(CHINESE_LOCALES))),
  /**
   * Where this language came from by conversion, kept after the review: the source language and the fingerprint
   * of its texts (conversionFingerprint) when converted or last confirmed. A source changed since reads as
   * "source changed since conversion" (conversionState) until an editor confirms again.
   */
  conversion: optional(nullable(object({ from: enums(CHINESE_LOCALES), source: size(string(), 0, 64) }))),
  /** The page's title in search results and share cards in this language; empty: the story's title. */
  searchTitle: optional(size(string(), 0, ARTICLE_LIMITS.searchTitle)),
  /** The description search results and share cards show; empty: the standfirst. */
  searchDescription: optional(size(string(), 0, ARTICLE_LIMITS.searchDescription)),
  /** The picture share cards show in this language (its 1200x630 crop where one was made); none: the cover. */
  socialImage: optional(nullable(ImageRef)),
  /** The social picture's text alternative; needed to publish a language that has one. */
  socialImageAlt: optional(size(string(), 0, ARTICLE_LIMITS.socialImageAlt)),
});
export type ArticleLocaleText = Infer<typeof ArticleLocaleText>;

/** The texts a conversion fills, in the order they are fingerprinted. */
const CONVERTED_FIELDS = ['title', 'standfirst', 'body', 'imageAlt', 'imageCaption', 'imageCredit'] as const;
/** The search and sharing texts, fingerprinted after them only when one is written. */
const CONVERTED_SEO_FIELDS = ['searchTitle', 'searchDescription', 'socialImageAlt'] as const;

/** A short fingerprint of a language's texts (FNV-1a, 32 bits): enough to tell "changed since", never to store them. */
export function conversionFingerprint(text: ArticleLocaleText): string {
  let hash = 0x811c9dc5;
  const seo = CONVERTED_SEO_FIELDS.map((field) => text[field] ?? '');
  // A language without search texts keeps the fingerprint it had before they existed: no review is undone by them.
  const fields = [...CONVERTED_FIELDS.map((field) => text[field] ?? ''), ...(seo.some((value) => value !== '') ? seo : [])];
  const input = fields.join('\u0000');
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A language's conversion: 'none' (written by hand), 'unreviewed' (converted, no editor has confirmed it),
 * 'sourceChanged' (confirmed, but its source language has changed since) or 'reviewed'.
 */
export type ConversionState = 'none' | 'unreviewed' | 'sourceChanged' | 'reviewed';

export function conversionState(data: Readonly<Record<Locale, ArticleLocaleText>>, locale: Locale): ConversionState {
  const text = data[locale];
  if (text.convertedFrom) return 'unreviewed';
  const conversion = text.conversion;
  if (!conversion) return 'none';
  return conversionFingerprint(data[conversion.from]) === conversion.source ? 'reviewed' : 'sourceChanged';
}

/** What a language needs before readers see it in that edition: the picture's caption and credit are optional. */
export const NEEDED_TO_PUBLISH = ['title', 'standfirst', 'body', 'imageAlt'] as const;
const WRITTEN = [...NEEDED_TO_PUBLISH, 'imageCaption', 'imageCredit'] as const;

/** Text a reader would see: the editor's empty body is still markup ('<p></p>'). */
export function isBlankText(field: keyof ArticleLocaleText, text: string): boolean {
  const visible = field === 'body' ? text.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ') : text;
  return visible.trim() === '';
}

/**
 * A language of an article: 'empty' (nothing written: that edition does not exist), 'complete' (every needed
 * text: it is published with the article) or 'started' (some texts: publishing waits until it is finished or
 * emptied, so no edition goes out half-written).
 */
export type EditionState = 'empty' | 'started' | 'complete';

export function editionState(text: ArticleLocaleText): EditionState {
  const filled = (field: (typeof WRITTEN)[number]) => !isBlankText(field, text[field] ?? '');
  if (NEEDED_TO_PUBLISH.every(filled)) return 'complete';
  return WRITTEN.some(filled) ? 'started' : 'empty';
}

/** The editions a publish puts out, in the site's order. */
export function publishedEditions(input: Pick<ArticleInput, 'data'>): Locale[] {
  return LOCALES.filter((locale) => editionState(input.data[locale]) === 'complete');
}

/**
 * The editions a publish puts out whose social picture is not described: its text alternative is needed as the
 * cover's is (share cards give it to readers who do not see the picture).
 */
export function undescribedSocialImages(input: Pick<ArticleInput, 'data'>): Locale[] {
  return publishedEditions(input).filter((locale) => {
    const text = input.data[locale];
    return Boolean(text.socialImage) && isBlankText('socialImageAlt', text.socialImageAlt ?? '');
  });
}

/**
 * The languages a publish waits for: every one started and not finished; with none written at all, every
 * language (any one of them, in full, would do), in the site's order.
 */
export function languagesToFinish(input: Pick<ArticleInput, 'data'>): Locale[] {
  const started = LOCALES.filter((locale) => editionState(input.data[locale]) === 'started');
  return started.length > 0 || publishedEditions(input).length > 0 ? started : [...LOCALES];
}

/** What an editor sends: everything a save may change. */
export const ArticleInput = object({
  /** One per article, the same in every language (the language switcher keeps the reader on the story). '' until chosen. */
  alias: size(string(), 0, ARTICLE_LIMITS.alias),
  category: Id,
  subcategory: nullable(Id),
  authorId: Id,
  image: nullable(ImageRef),
  /** Not read on save: the poll desk attaches polls (contracts/adminPolls.ts, docs/decisions/045). */
  pollId: optional(nullable(Id)),
  /** Topic ids (content.getTopics), up to three; optional: a client that leaves them out leaves them as they were. */
  topics: optional(size(array(Id), 0, ARTICLE_LIMITS.topics)),
  data: perLocale(ArticleLocaleText),
});
export type ArticleInput = Infer<typeof ArticleInput>;

/** The desk's article: the input, with what the server keeps about it. */
export const AdminArticle = assign(
  object({
    _id: Id,
    /** Goes up by one with every save; a save must name the version it started from (409 otherwise). */
    version: min(integer(), 1),
    status: ArticleStatus,
    /** Published: since when; scheduled: when it will be; draft: null. */
    publishAt: nullable(IsoDate),
    createdAt: IsoDate,
    updatedAt: IsoDate,
    /** The editor who saved it last. */
    updatedBy: string(),
    /**
     * Published, and saved since readers' page was last updated: readers still see the live revision until an
     * editor updates the live page (setAdminArticleStatus to 'published').
     */
    pendingUpdate: optional(boolean()),
    /** Published: the alias readers have it at now (the working alias differs while a change waits for the live page). */
    liveAlias: optional(string()),
  }),
  ArticleInput,
);
export type AdminArticle = Infer<typeof AdminArticle>;

/**
 * The fields a desk search reads, in the order a found article names where it matched: what an editor remembers of a
 * story first (its headline, its address, who wrote it), then what they half remember (a line of the standfirst or
 * the body). docs/decisions/101.
 */
export const ARTICLE_SEARCH_FIELDS = ['title', 'alias', 'writer', 'standfirst', 'body'] as const;

/** Where a desk search found an article: the first field (and language) that holds a term, cut around it, marked. */
export const AdminArticleMatch = object({
  field: enums(ARTICLE_SEARCH_FIELDS),
  /** The language of the text that matched; none for the alias, which is one for every language. */
  locale: optional(Locale),
  /** The matched text, plain (a body's markup taken out), cut to about 80 characters either side of the match. */
  text: string(),
  /** Where the terms stand in `text` (the client cannot fold Chinese scripts to find them itself). */
  highlights: array(MatchRange),
});
export type AdminArticleMatch = Infer<typeof AdminArticleMatch>;

/** A row of the desk's list. */
export const AdminArticleSummary = object({
  _id: Id,
  version: min(integer(), 1),
  status: ArticleStatus,
  publishAt: nullable(IsoDate),
  updatedAt: IsoDate,
  updatedBy: string(),
  alias: string(),
  category: Id,
  subcategory: nullable(Id),
  data: perLocale(object({ title: string() })),
  /** Where the search found it, when the list was searched. */
  match: optional(AdminArticleMatch),
});
export type AdminArticleSummary = Infer<typeof AdminArticleSummary>;

export const listAdminArticles = defineEndpoint({
  method: 'GET',
  path: '/api/admin/articles',
  query: object({
    /**
     * Words of a title, the alias, the writer's name, the standfirst or the body, in any language (Simplified and
     * Traditional alike): each word somewhere, matched as readers' search matches (contracts/searchMatch.ts).
     */
    query: optional(size(string(), 0, 200)),
    category: optional(Id),
    /** Only articles whose title in this language is written. */
    locale: optional(Locale),
    status: optional(ArticleStatus),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'contributor',
  response: paginated(AdminArticleSummary),
  errors: [],
});

export const getAdminArticle = defineEndpoint({
  method: 'GET',
  path: '/api/admin/article',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'contributor',
  response: object({ article: AdminArticle }),
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly],
});

/** A new article, always a draft. */
export const createAdminArticle = defineEndpoint({
  /** A create retried after a lost answer makes one article (docs/decisions/048). */
  idempotent: true,
  method: 'POST',
  path: '/api/admin/articles',
  body: ArticleInput,
  auth: 'admin',
  role: 'contributor',
  response: object({ article: AdminArticle }),
  errors: [ADMIN_ARTICLE_ERRORS.aliasTaken, ADMIN_ARTICLE_ERRORS.aliasInvalid, ADMIN_ARTICLE_ERRORS.unknownSection, ADMIN_ARTICLE_ERRORS.unknownAuthor],
});

/**
 * Saves the article's working copy. `byHand`: an editor pressed Save, which records a revision (an autosave
 * changes the working copy only). A published article stays as readers see it: the save waits as its pending
 * update (`pendingUpdate`) until an editor updates the live page. Marks of conversions are stored as sent: only
 * the editor's confirmation clears them.
 */
export const saveAdminArticle = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/article',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), byHand: boolean(), article: ArticleInput }),
  auth: 'admin',
  role: 'contributor',
  response: object({ article: AdminArticle }),
  errors: [
    ADMIN_ARTICLE_ERRORS.notFound,
    ADMIN_ARTICLE_ERRORS.versionConflict,
    ADMIN_ARTICLE_ERRORS.aliasTaken,
    ADMIN_ARTICLE_ERRORS.aliasInvalid,
    ADMIN_ARTICLE_ERRORS.unknownSection,
    ADMIN_ARTICLE_ERRORS.unknownAuthor,
    ADMIN_ARTICLE_ERRORS.incomplete,
    ADMIN_ARTICLE_ERRORS.ownDraftsOnly,
  ],
});

/**
 * Publish now, schedule for `publishAt`, or take back to draft (unpublish). Publishing and scheduling need
 * every language complete (title, standfirst, body, picture alt) and a valid alias. Publishing an article that is
 * published already is "Update live page": readers get the working copy (a revision is recorded first when it has
 * changed since the last one), and a changed alias leaves the old address redirecting to the new one.
 */
export const setAdminArticleStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/article/status',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), status: ArticleStatus, publishAt: optional(IsoDate) }),
  auth: 'admin',
  role: 'editor',
  response: object({ article: AdminArticle }),
  errors: [
    ADMIN_ARTICLE_ERRORS.notFound,
    ADMIN_ARTICLE_ERRORS.versionConflict,
    ADMIN_ARTICLE_ERRORS.incomplete,
    ADMIN_ARTICLE_ERRORS.aliasInvalid,
    ADMIN_ARTICLE_ERRORS.scheduleInPast,
  ],
});

export const deleteAdminArticle = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/article',
  query: object({ id: Id, version: queryInteger(1, Number.MAX_SAFE_INTEGER) }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.versionConflict],
});

/** A cover picture: multipart, one file field; answers the stored picture with its WebP and size. */
export const uploadAdminImage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/images',
  encoding: 'multipart',
  body: object({}),
  auth: 'admin',
  role: 'contributor',
  response: object({ image: ImageRef }),
  errors: [ADMIN_ARTICLE_ERRORS.imageType, ADMIN_ARTICLE_ERRORS.imageTooLarge],
});

// ---- revisions (docs/decisions/070) ---------------------------------------------------------------------------

export const REVISION_KINDS = ['saved', 'restored'] as const;

/** One revision in an article's history, newest first. */
export const ArticleRevisionSummary = object({
  number: min(integer(), 1),
  /** 'saved': an editor saved it (or it was the article as it stood before its first recorded change). */
  kind: enums(REVISION_KINDS),
  /** A restore: the revision it brought back. */
  restoredFrom: nullable(min(integer(), 1)),
  createdAt: IsoDate,
  createdBy: string(),
  /** Readers see this one. */
  live: boolean(),
});
export type ArticleRevisionSummary = Infer<typeof ArticleRevisionSummary>;

export const ArticleRevision = assign(ArticleRevisionSummary, object({ article: ArticleInput }));
export type ArticleRevision = Infer<typeof ArticleRevision>;

export const listArticleRevisions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/article/revisions',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'contributor',
  response: object({ revisions: array(ArticleRevisionSummary) }),
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly],
});

export const getArticleRevision = defineEndpoint({
  method: 'GET',
  path: '/api/admin/article/revision',
  query: object({ id: Id, number: queryInteger(1, Number.MAX_SAFE_INTEGER) }),
  auth: 'admin',
  role: 'contributor',
  response: object({ revision: ArticleRevision }),
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.revisionNotFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly],
});

/**
 * Restores a revision: its copy becomes the working copy, recorded as a new revision ('restored'); history is
 * never rewritten. A published article's live page changes only when an editor updates it. A revision no longer
 * fit to be the working copy is refused as a save would be: its alias another article's since (409), its section
 * or author gone, or a gap a published story cannot have (400, the save's texts).
 */
export const restoreArticleRevision = defineEndpoint({
  method: 'POST',
  path: '/api/admin/article/restore',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), number: min(integer(), 1) }),
  auth: 'admin',
  role: 'contributor',
  response: object({ article: AdminArticle }),
  errors: [
    ADMIN_ARTICLE_ERRORS.notFound,
    ADMIN_ARTICLE_ERRORS.revisionNotFound,
    ADMIN_ARTICLE_ERRORS.versionConflict,
    ADMIN_ARTICLE_ERRORS.aliasTaken,
    ADMIN_ARTICLE_ERRORS.ownDraftsOnly,
  ],
});
