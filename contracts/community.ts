/**
 * Signed-in readers' actions: comments, likes (articles, posts, comments) and poll votes (SPEC §7, bearer).
 */
import { array, boolean, defaulted, enums, integer, literal, min, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, IsoDate, Locale, perLocale, QueryBoolean, queryInteger } from './common';

export const COMMUNITY_ERRORS = {
  articleNotFound: 'Article not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  pollNotFound: 'Poll not found',
  pollClosed: 'The poll is closed',
  alreadyVoted: 'You have already voted in this poll',
  unknownVariant: 'Unknown poll option',
  /** Ours (issue 28): editing, deleting and reporting comments. */
  notYourComment: 'This is not your comment',
  editWindowClosed: 'A comment can be edited only within 15 minutes of posting',
  alreadyReported: 'You have already reported this comment',
  ownCommentReport: 'You cannot report your own comment',
} as const;

export const Comment = object({
  _id: Id,
  userId: Id,
  /** The author's name as shown (personName of the account when the comment was written: decision 066). */
  userName: string(),
  text: string(),
  createdAt: IsoDate,
  likes: min(integer(), 0),
  /**
   * A reply: the top-level comment it belongs to. Replies are one level deep: a reply to a reply names the same
   * top-level comment (docs/decisions/080).
   */
  parentId: optional(Id),
  /** When its author last changed the text (within COMMENT_EDIT_WINDOW_MS of posting): shown as "edited". */
  editedAt: optional(IsoDate),
  /**
   * Deleted by its author while it had replies: kept, without name or text, as a placeholder the replies hang
   * under. A deleted comment without replies is simply gone.
   */
  removed: optional(literal(true)),
});
export type Comment = Infer<typeof Comment>;

/** How long after posting its author may change a comment's text. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Why a reader reports a comment: a short fixed list, and an optional note. */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'offTopic', 'misinformation', 'other'] as const;
export const CommentReportReason = enums(COMMENT_REPORT_REASONS);
export type CommentReportReason = Infer<typeof CommentReportReason>;
export const COMMENT_REPORT_NOTE_MAX_LENGTH = 500;

/** The orders a story's conversation can be read in; replies always read oldest first under their comment. */
export const COMMENT_SORTS = ['newest', 'oldest', 'liked'] as const;
export const CommentSort = enums(COMMENT_SORTS);
export type CommentSort = Infer<typeof CommentSort>;
/** Top-level comments per page (each with all its replies). */
export const COMMENTS_PAGE_SIZE = 10;

/**
 * One page of a story's conversation: its top-level comments in `sort` order, each followed by its replies
 * (oldest first). `threads` counts the top-level comments readers see, so the page knows whether more follow.
 */
export const CommentPage = object({
  comments: array(Comment),
  sort: CommentSort,
  page: min(integer(), 1),
  pageSize: min(integer(), 1),
  threads: min(integer(), 0),
});
export type CommentPage = Infer<typeof CommentPage>;

/** The longest comment the server takes, in characters; the comment box stops there too. */
export const COMMENT_MAX_LENGTH = 5000;

/**
 * SPEC §3: the client sends userName (last name, then first name: familyFirstName). The server does not trust it:
 * the comment is signed with the signed-in reader's stored name as shown (personName), whatever the body says
 * (docs/decisions/027, 066).
 */
export const CommentBody = object({
  userName: size(string(), 1, 200),
  text: size(string(), 1, COMMENT_MAX_LENGTH),
  /** A reply: the comment answered (a reply's id attaches the reply to that reply's top-level comment). */
  parentId: optional(Id),
});

/** Idempotent: a comment draft replayed twice (two tabs, a reload) under its key is posted once. */
export const commentArticle = defineEndpoint({
  idempotent: true,
  method: 'POST',
  path: '/api/client/user/comment/article',
  query: object({ articleId: Id, userId: Id }),
  body: CommentBody,
  auth: 'bearer',
  response: object({ comment: Comment }),
  errors: [COMMUNITY_ERRORS.articleNotFound, COMMUNITY_ERRORS.commentNotFound],
});

/** Idempotent: a comment draft replayed twice (two tabs, a reload) under its key is posted once. */
export const commentPost = defineEndpoint({
  idempotent: true,
  method: 'POST',
  path: '/api/client/user/comment/post',
  query: object({ postId: Id, userId: Id }),
  body: CommentBody,
  auth: 'bearer',
  response: object({ comment: Comment }),
  errors: [COMMUNITY_ERRORS.postNotFound, COMMUNITY_ERRORS.commentNotFound],
});

/** Ours: a page of a story's conversation, for "more comments" and the sort (the first page comes with the story). */
export const listComments = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/comments',
  query: object({
    kind: enums(['article', 'post']),
    storyId: Id,
    sort: optional(CommentSort),
    page: optional(queryInteger(1, 10_000)),
  }),
  auth: 'none',
  response: CommentPage,
  errors: [COMMUNITY_ERRORS.articleNotFound, COMMUNITY_ERRORS.postNotFound],
});

/** Ours: the author changes the text, within COMMENT_EDIT_WINDOW_MS of posting; the comment is marked edited. */
export const editComment = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/comment',
  query: object({ commentId: Id, userId: Id }),
  body: object({ text: size(string(), 1, COMMENT_MAX_LENGTH) }),
  auth: 'bearer',
  response: object({ comment: Comment }),
  errors: [COMMUNITY_ERRORS.commentNotFound, COMMUNITY_ERRORS.notYourComment, COMMUNITY_ERRORS.editWindowClosed],
});

/**
 * Ours: the author deletes a comment. With replies it stays as a placeholder (`placeholder: true`); without, it is
 * gone. Deleting it again answers the same.
 */
export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/api/client/user/comment',
  query: object({ commentId: Id, userId: Id }),
  auth: 'bearer',
  response: object({ status: literal('deleted'), placeholder: boolean() }),
  errors: [COMMUNITY_ERRORS.commentNotFound, COMMUNITY_ERRORS.notYourComment],
});

/** Ours: a reader reports another reader's comment to the editors' desk, once. */
export const reportComment = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/comment/report',
  query: object({ commentId: Id, userId: Id }),
  body: object({ reason: CommentReportReason, note: optional(size(string(), 0, COMMENT_REPORT_NOTE_MAX_LENGTH)) }),
  auth: 'bearer',
  response: object({ status: literal('reported') }),
  errors: [COMMUNITY_ERRORS.commentNotFound, COMMUNITY_ERRORS.alreadyReported, COMMUNITY_ERRORS.ownCommentReport],
});

/**
 * Every like call toggles, and answers the new state and count; with drafted=true (a signed-out reader's like,
 * replayed after sign-in) it only ever likes, so replaying it again changes nothing.
 */
export const LikeResult = object({ liked: boolean(), likes: min(integer(), 0) });
export type LikeResult = Infer<typeof LikeResult>;

export const likeCommentOfArticle = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/comment/like/article',
  query: object({ articleId: Id, commentId: Id, userId: Id, drafted: QueryBoolean }),
  auth: 'bearer',
  response: LikeResult,
  errors: [COMMUNITY_ERRORS.articleNotFound, COMMUNITY_ERRORS.commentNotFound],
});

export const likeCommentOfPost = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/comment/like/post',
  query: object({ postId: Id, commentId: Id, userId: Id, drafted: QueryBoolean }),
  auth: 'bearer',
  response: LikeResult,
  errors: [COMMUNITY_ERRORS.postNotFound, COMMUNITY_ERRORS.commentNotFound],
});

export const likeArticle = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/like/article',
  query: object({ articleId: Id, userId: Id, drafted: QueryBoolean }),
  auth: 'bearer',
  response: LikeResult,
  errors: [COMMUNITY_ERRORS.articleNotFound],
});

export const likePost = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/like/post',
  query: object({ postId: Id, userId: Id, drafted: QueryBoolean }),
  auth: 'bearer',
  response: LikeResult,
  errors: [COMMUNITY_ERRORS.postNotFound],
});

export const PollVariant = object({
  _id: Id,
  data: perLocale(object({ text: string() })),
  votes: min(integer(), 0),
});

export const Poll = object({
  _id: Id,
  data: perLocale(object({ question: string() })),
  variants: array(PollVariant),
  endsAt: IsoDate,
  closed: boolean(),
  totalVotes: min(integer(), 0),
  /** The signed-in reader's choice, when the request carried a token and the reader voted. */
  votedVariantId: optional(Id),
});
export type Poll = Infer<typeof Poll>;

export const vote = defineEndpoint({
  method: 'POST',
  path: '/api/client/votesApi',
  body: object({ voteId: Id, variantId: Id, locale: defaulted(Locale, 'en'), path: size(string(), 1, 2000) }),
  auth: 'bearer',
  response: object({ poll: Poll }),
  errors: [
    COMMUNITY_ERRORS.pollNotFound,
    COMMUNITY_ERRORS.pollClosed,
    COMMUNITY_ERRORS.alreadyVoted,
    COMMUNITY_ERRORS.unknownVariant,
  ],
});

/** Ours: one poll with its counts. A token, when sent, fills in votedVariantId. */
export const getPoll = defineEndpoint({
  publicRead: true,
  method: 'GET',
  path: '/api/client/votes',
  query: object({ voteId: Id }),
  auth: 'optional',
  response: object({ poll: Poll }),
  errors: [COMMUNITY_ERRORS.pollNotFound],
});
