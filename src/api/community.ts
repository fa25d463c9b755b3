import type { Locale } from '../../contracts/common';
import {
  commentArticle as commentArticleEndpoint,
  commentPost as commentPostEndpoint,
  getPoll as getPollEndpoint,
  likeArticle as likeArticleEndpoint,
  likeCommentOfArticle as likeCommentOfArticleEndpoint,
  likeCommentOfPost as likeCommentOfPostEndpoint,
  likePost as likePostEndpoint,
  vote as voteEndpoint,
} from '../../contracts/community';
import type { ApiClient } from './client';

interface CommentInput {
  readonly userId: string;
  readonly userName: string;
  readonly text: string;
}

export function commentArticle(client: ApiClient, articleId: string, { userId, userName, text }: CommentInput) {
  return client.call(commentArticleEndpoint, { query: { articleId, userId }, body: { userName, text } });
}

export function commentPost(client: ApiClient, postId: string, { userId, userName, text }: CommentInput) {
  return client.call(commentPostEndpoint, { query: { postId, userId }, body: { userName, text } });
}

export function likeArticle(client: ApiClient, query: { articleId: string; userId: string; drafted: boolean }) {
  return client.call(likeArticleEndpoint, { query });
}

export function likePost(client: ApiClient, query: { postId: string; userId: string; drafted: boolean }) {
  return client.call(likePostEndpoint, { query });
}

export function likeCommentOfArticle(
  client: ApiClient,
  query: { articleId: string; commentId: string; userId: string; drafted: boolean },
) {
  return client.call(likeCommentOfArticleEndpoint, { query });
}

export function likeCommentOfPost(
  client: ApiClient,
  query: { postId: string; commentId: string; userId: string; drafted: boolean },
) {
  return client.call(likeCommentOfPostEndpoint, { query });
}

export function vote(client: ApiClient, body: { voteId: string; variantId: string; locale: Locale; path: string }) {
  return client.call(voteEndpoint, { body });
}

export function getPoll(client: ApiClient, voteId: string) {
  return client.call(getPollEndpoint, { query: { voteId } });
}
