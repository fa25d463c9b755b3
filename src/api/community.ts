import type { BodyOf, QueryOf } from '../../contracts/common';
import {
  commentArticle as commentArticleEndpoint,
  commentPost as commentPostEndpoint,
  deleteComment as deleteCommentEndpoint,
  editComment as editCommentEndpoint,
  getPoll as getPollEndpoint,
  listComments as listCommentsEndpoint,
  reportComment as reportCommentEndpoint,
  likeArticle as likeArticleEndpoint,
  likeCommentOfArticle as likeCommentOfArticleEndpoint,
  likeCommentOfPost as likeCommentOfPostEndpoint,
  likePost as likePostEndpoint,
  vote as voteEndpoint,
} from '../../contracts/community';
import type { ApiClient } from './client';

/**
 * A comment's author and text: the endpoint's query (less the story's id) and body. A replayed draft passes its
 * key, so a second replay (another tab, a reload) is answered with the first comment instead of a copy.
 */
type CommentInput = Omit<QueryOf<typeof commentArticleEndpoint>, 'articleId'> & BodyOf<typeof commentArticleEndpoint>;

export function commentArticle(client: ApiClient, articleId: string, { userId, ...body }: CommentInput, idempotencyKey?: string) {
  return client.call(commentArticleEndpoint, { query: { articleId, userId }, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function commentPost(client: ApiClient, postId: string, { userId, ...body }: CommentInput, idempotencyKey?: string) {
  return client.call(commentPostEndpoint, { query: { postId, userId }, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function listComments(client: ApiClient, query: QueryOf<typeof listCommentsEndpoint>) {
  return client.call(listCommentsEndpoint, { query });
}

export function editComment(client: ApiClient, query: QueryOf<typeof editCommentEndpoint>, text: string) {
  return client.call(editCommentEndpoint, { query, body: { text } });
}

export function deleteComment(client: ApiClient, query: QueryOf<typeof deleteCommentEndpoint>) {
  return client.call(deleteCommentEndpoint, { query });
}

export function reportComment(client: ApiClient, query: QueryOf<typeof reportCommentEndpoint>, body: BodyOf<typeof reportCommentEndpoint>) {
  return client.call(reportCommentEndpoint, { query, body });
}

export function likeArticle(client: ApiClient, query: QueryOf<typeof likeArticleEndpoint>) {
  return client.call(likeArticleEndpoint, { query });
}

export function likePost(client: ApiClient, query: QueryOf<typeof likePostEndpoint>) {
  return client.call(likePostEndpoint, { query });
}

export function likeCommentOfArticle(client: ApiClient, query: QueryOf<typeof likeCommentOfArticleEndpoint>) {
  return client.call(likeCommentOfArticleEndpoint, { query });
}

export function likeCommentOfPost(client: ApiClient, query: QueryOf<typeof likeCommentOfPostEndpoint>) {
  return client.call(likeCommentOfPostEndpoint, { query });
}

export function vote(client: ApiClient, body: BodyOf<typeof voteEndpoint>) {
  return client.call(voteEndpoint, { body });
}

export function getPoll(client: ApiClient, voteId: string) {
  return client.call(getPollEndpoint, { query: { voteId } });
}
