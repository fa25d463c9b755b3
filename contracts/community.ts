/**
 * Signed-in readers' actions: comments, likes (articles, posts, comments) and poll votes (SPEC §7, bearer).
 */
import { array, boolean, defaulted, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, IsoDate, Locale, perLocale, QueryBoolean } from './common';

export const COMMUNITY_ERRORS = {
  articleNotFound: 'Article not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  pollNotFound: 'Poll not found',
  pollClosed: 'The poll is closed',
  alreadyVoted: 'You have already voted in this poll',
  unknownVariant: 'Unknown poll option',
} as const;

export const Comment = object({
  _id: Id,
  userId: Id,
  /** The author's name as shown (personName of the account when the comment was written: decision 066). */
  userName: string(),
  text: string(),
  createdAt: IsoDate,
  likes: min(integer(), 0),
});
export type Comment = Infer<typeof Comment>;

/** The longest comment the server takes, in characters; the comment box stops there too. */
export const COMMENT_MAX_LENGTH = 5000;

/**
 * SPEC §3: the client sends userName (last name, then first name: familyFirstName). The server does not trust it:
 * the comment is signed with the signed-in reader's stored name as shown (personName), whatever the body says
 * (docs/decisions/027, 066).
 */
export const CommentBody = object({ userName: size(string(), 1, 200), text: size(string(), 1, COMMENT_MAX_LENGTH) });

/** Idempotent: a comment draft replayed twice (two tabs, a reload) under its key is posted once. */
export const commentArticle = defineEndpoint({
  idempotent: true,
  method: 'POST',
  path: '/api/client/user/comment/article',
  query: object({ articleId: Id, userId: Id }),
  body: CommentBody,
  auth: 'bearer',
  response: object({ comment: Comment }),
  errors: [COMMUNITY_ERRORS.articleNotFound],
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
  errors: [COMMUNITY_ERRORS.postNotFound],
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
