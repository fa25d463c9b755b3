/**
 * Ours: the editors' desk's comments (issue 14 item 9). The latest comments on the whole site, newest first; an
 * editor hides one (it leaves the public page, and stays in the desk marked who hid it and when), shows it
 * again, or deletes it for good. Every change is recorded with the editor and the time, and repeating it changes
 * nothing (docs/decisions/046).
 */
import { array, assign, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ReaderBlockEvent } from './adminReaders';
import { Comment, CommentReportReason } from './community';
import { defineEndpoint, Id, IsoDate, paginated, perLocale, QueryBoolean, queryInteger } from './common';

export const COMMENT_STATES = ['visible', 'hidden'] as const;
export const CommentState = enums(COMMENT_STATES);
export type CommentState = Infer<typeof CommentState>;

export const ADMIN_COMMENT_ERRORS = {
  /** Never existed, or its story was deleted (a deleted comment answers its deletion again, see deleteAdminComment). */
  notFound: 'Comment not found',
  /** A deleted comment cannot be hidden or shown: it is gone for readers and editors alike. */
  deleted: 'This comment has been deleted',
} as const;

/** Who changed a comment's state, and when. */
export const Moderation = object({
  action: enums(['hidden', 'shown']),
  /** The editor's name, as the desk shows who saved an article. */
  by: string(),
  at: IsoDate,
});
export type Moderation = Infer<typeof Moderation>;

/** The story a comment belongs to: enough to name it and link to it. */
export const CommentStory = object({
  kind: enums(['article', 'post']),
  _id: Id,
  /** The public address's last part; '' for an article that has none yet. */
  slug: string(),
  title: perLocale(string()),
  /** Readers can open it now: the desk links to the public page only then. */
  public: boolean(),
});
export type CommentStory = Infer<typeof CommentStory>;

/** Readers' reports on a comment (issue 28): how many, and how many for each reason, most frequent first. */
export const CommentReports = object({
  count: min(integer(), 0),
  reasons: array(object({ reason: CommentReportReason, count: min(integer(), 1) })),
  /** The readers' notes, newest first (those who wrote one). */
  notes: array(string()),
});
export type CommentReports = Infer<typeof CommentReports>;

/** The account that wrote a comment, as far as the queue needs it: whether it is blocked now, and why. */
export const CommentAuthor = object({
  /** The block in force (the readers desk's record, docs/decisions/096), or null. */
  block: nullable(ReaderBlockEvent),
});
export type CommentAuthor = Infer<typeof CommentAuthor>;

/** A comment as the desk sees it: the reader's comment, its state, the last moderation, its story and reports. */
export const AdminComment = assign(
  Comment,
  object({
    state: CommentState,
    /** The author's account; null when there is none any more (nobody to block). */
    author: nullable(CommentAuthor),
    /** The last hide or show; null for a comment nobody has moderated. */
    moderation: nullable(Moderation),
    story: CommentStory,
    reports: CommentReports,
  }),
);
export type AdminComment = Infer<typeof AdminComment>;

export const listAdminComments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/comments',
  query: object({
    /** Words of the text or the author's name (Simplified and Traditional alike). */
    query: optional(size(string(), 0, 200)),
    state: optional(CommentState),
    /** Only comments readers reported (issue 28). */
    reported: optional(QueryBoolean),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'editor',
  response: paginated(AdminComment),
  errors: [],
});

/**
 * Hides a comment (readers no longer see it; the story's commentsCount follows) or shows it again. Setting the
 * state it already has answers the comment as it is, with its earlier record: a repeated click or a retry after
 * a lost answer is not a second change.
 */
export const setAdminCommentState = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/comment/state',
  query: object({ id: Id }),
  body: object({ state: CommentState }),
  auth: 'admin',
  role: 'editor',
  response: object({ comment: AdminComment }),
  errors: [ADMIN_COMMENT_ERRORS.notFound, ADMIN_COMMENT_ERRORS.deleted],
});

/**
 * Deletes a comment for good: its text and likes go; the record of who deleted it and when stays. Deleting it
 * again answers that same record.
 */
export const deleteAdminComment = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/comment',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ status: enums(['deleted']), deletedBy: string(), deletedAt: IsoDate }),
  errors: [ADMIN_COMMENT_ERRORS.notFound],
});
