/**
 * Ours: private preview links of a story not yet published, or of the update waiting on a published one (issue 25
 * item 10, docs/decisions/105). The desk makes a link per article; it carries a random token (kept only as its
 * hash, like a session), expires after one, seven or thirty days, and can be revoked. Anyone holding the link reads
 * the article's saved working copy as the real reader's page, without signing in; the token is the whole secret.
 */
import { array, enums, literal, nullable, object, pattern, size, string, union, type Infer } from 'superstruct';
import { ADMIN_ARTICLE_ERRORS } from './adminArticles';
import { defineEndpoint, Id, IsoDate } from './common';
import { Article } from './content';
import { PREVIEW_ERRORS } from './previewErrors';

/** How long a link may last, in days; the desk offers these three. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof PREVIEW_LINK_DAYS)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** A link's token as it travels in the address: URL-safe, long enough never to be guessed. */
export const PreviewToken = pattern(size(string(), 20, 100), /^[A-Za-z0-9_-]+$/);

export { PREVIEW_ERRORS } from './previewErrors';

export const PreviewLinkState = enums(['active', 'expired', 'revoked']);
export type PreviewLinkState = Infer<typeof PreviewLinkState>;

/** A link as the desk lists it: never its token (only its hash is kept), who made it, until when it works. */
export const PreviewLink = object({
  _id: Id,
  articleId: Id,
  /** The name of the editor who made it. */
  createdBy: string(),
  createdAt: IsoDate,
  expiresAt: IsoDate,
  revokedAt: nullable(IsoDate),
  /** What a reader holding it gets now. */
  state: PreviewLinkState,
});
export type PreviewLink = Infer<typeof PreviewLink>;

/** The article's links, newest first (expired and revoked ones too, so the desk can say so). */
export const listPreviewLinks = defineEndpoint({
  method: 'GET',
  path: '/api/admin/article/preview-links',
  query: object({ id: Id }),
  auth: 'admin',
  /** A contributor's own articles only (docs/decisions/089). */
  role: 'contributor',
  response: object({ links: array(PreviewLink) }),
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly],
});

/**
 * A new link to the article's saved working copy. The token is in this answer only: the desk shows and copies the
 * link now; later it can only make a new one.
 */
export const createPreviewLink = defineEndpoint({
  method: 'POST',
  path: '/api/admin/article/preview-links',
  query: object({ id: Id }),
  body: object({ days: union([literal(1), literal(7), literal(30)]) }),
  auth: 'admin',
  /** A contributor's own drafts only. */
  role: 'contributor',
  response: object({ link: PreviewLink, token: PreviewToken }),
  errors: [ADMIN_ARTICLE_ERRORS.notFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly, PREVIEW_ERRORS.nothingToPreview],
});

/** Revokes a link at once: its holders get "no longer valid". Revoking one already revoked changes nothing. */
export const revokePreviewLink = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/article/preview-link',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'contributor',
  response: object({ link: PreviewLink }),
  errors: [PREVIEW_ERRORS.linkNotFound, ADMIN_ARTICLE_ERRORS.ownDraftsOnly],
});

/**
 * A reader's page of the article as it is saved now, by the link's token: no sign-in. Never cached as a public
 * read (a revoked link is refused at once). Its `article` is the reader's Article (no likes, no comments) in every
 * language written in full; `publishedAt` is the planned or first publication time, or now for a draft.
 */
export const getArticlePreview = defineEndpoint({
  method: 'GET',
  path: '/api/client/article/preview',
  query: object({ token: PreviewToken }),
  auth: 'none',
  response: object({ article: Article, expiresAt: IsoDate }),
  errors: [PREVIEW_ERRORS.unknownLink, PREVIEW_ERRORS.expired, PREVIEW_ERRORS.revoked, PREVIEW_ERRORS.nothingToPreview],
});
