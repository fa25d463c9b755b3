/**
 * Ours: the desk's readers' posts (issue 25 item 7). Every post readers wrote, newest first, searched by title or
 * writer and filtered by state and section; an editor hides one with a reason only the desk reads (it leaves every
 * reader's page: the post page, the home page's community hotspot, search, the sitemap), shows it again, and
 * features one (featured posts come first wherever readers' pages list posts). docs/decisions/100.
 */
import { boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, IsoDate, paginated, perLocale, QueryBoolean, queryInteger, Slug } from './common';

/** SPEC names no post states: a post readers see is published; one the desk hid is hidden. */
export const POST_STATES = ['published', 'hidden'] as const;
export const PostState = enums(POST_STATES);
export type PostState = Infer<typeof PostState>;

export const POST_LIMITS = { reason: 500 } as const;

export const ADMIN_POST_ERRORS = {
  notFound: 'Post not found',
  /** field: reason. A hidden post is always explained: the next editor reads why. */
  reasonRequired: 'Say why this post is hidden',
} as const;

/** The last hide or show: why (for a hide), by which editor, when. Readers never see it. */
export const PostModeration = object({
  action: enums(['hidden', 'shown']),
  reason: string(),
  by: string(),
  at: IsoDate,
});
export type PostModeration = Infer<typeof PostModeration>;

export const AdminPost = object({
  _id: Id,
  slug: Slug,
  /** Who posted it, as readers' pages sign it. */
  userName: string(),
  publishedAt: IsoDate,
  title: perLocale(string()),
  /** The section it is filed under. */
  category: Id,
  likes: min(integer(), 0),
  /** Comments readers can see under it. */
  commentsCount: min(integer(), 0),
  state: PostState,
  /** null for a post nobody has hidden or shown again. */
  moderation: nullable(PostModeration),
  /** When an editor featured it; null when it is not featured. */
  featuredAt: nullable(IsoDate),
});
export type AdminPost = Infer<typeof AdminPost>;

export const listAdminPosts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/posts',
  query: object({
    /** Words of a title (any language) or the writer's name, Simplified and Traditional alike. */
    query: optional(size(string(), 0, 200)),
    state: optional(PostState),
    /** The section's id. */
    section: optional(Id),
    featured: optional(QueryBoolean),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'editor',
  response: paginated(AdminPost),
  errors: [],
});

export const SetPostStateRequest = object({
  state: PostState,
  /** Why it is hidden (required for a hide, kept for the desk only); ignored when it is shown again. */
  reason: optional(size(string(), 0, POST_LIMITS.reason)),
});
export type SetPostStateRequest = Infer<typeof SetPostStateRequest>;

/**
 * Hides a post (it leaves readers' pages at once) or publishes it again. Setting the state it already has answers
 * the post as it is, with its earlier record: a repeated click is not a second change.
 */
export const setAdminPostState = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/post/state',
  query: object({ id: Id }),
  body: SetPostStateRequest,
  auth: 'admin',
  role: 'editor',
  response: object({ post: AdminPost }),
  errors: [ADMIN_POST_ERRORS.notFound, ADMIN_POST_ERRORS.reasonRequired],
});

/** Features a post (it comes first where readers' pages list posts) or stops featuring it; repeating changes nothing. */
export const setAdminPostFeatured = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/post/featured',
  query: object({ id: Id }),
  body: object({ featured: boolean() }),
  auth: 'admin',
  role: 'editor',
  response: object({ post: AdminPost }),
  errors: [ADMIN_POST_ERRORS.notFound],
});
