/**
 * Signed-in readers' actions: comments, likes (articles, posts, comments) and poll votes (SPEC §7, bearer).
 */
import { array, boolean, defaulted, enums, integer, literal, min, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, Locale, QueryBoolean, queryInteger } from './common';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_REPORT_NOTE_MAX_LENGTH,
  COMMUNITY_ERRORS,
  Comment,
  CommentReportReason,
  CommentSort,
  Poll,
} from './communityShapes';

// What pages read (a story's comments and poll) lives in communityShapes.ts, which the entry carries; the endpoints
// below come with a reader's first action (docs/decisions/114). Every name stays importable from here.
export {
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_MAX_LENGTH,
  COMMENT_REPORT_NOTE_MAX_LENGTH,
  COMMENT_REPORT_REASONS,
  COMMENT_SORTS,
  COMMENTS_PAGE_SIZE,
  COMMUNITY_ERRORS,
  Comment,
  CommentReportReason,
  CommentSort,
  Poll,
  PollVariant,
} from './communityShapes';

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
