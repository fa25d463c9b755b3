/** Comments, likes and votes (SPEC §7, bearer): toggles and counts per reader, one vote per poll. */
import { GENERIC_ERRORS } from '../../contracts/common';
import { personName } from '../../contracts/personName';
import {
  commentArticle,
  commentPost,
  COMMUNITY_ERRORS,
  getPoll,
  likeArticle,
  likeCommentOfArticle,
  likeCommentOfPost,
  likePost,
  vote,
} from '../../contracts/community';
import { findPublicArticle } from '../articleRows';
import type { UserRow } from '../auth';
import { mockNow } from '../clock';
import { db, newId } from '../db';
import { fail, handle, ok } from '../respond';
import { commentOf, likeCount, pollOf, READER_VISIBLE, type LikeKind } from '../views';

/**
 * A like from the button toggles: a second like by the same reader takes the first back. A drafted like (the
 * replay of what a signed-out reader did) means "make it liked" and never unlikes, so a replay repeated by a
 * second tab or after a reload, or of an article already liked, changes nothing (docs/decisions/032).
 */
function toggleLike(user: UserRow, targetKind: LikeKind, targetId: string, base: number, drafted: boolean) {
  const existing = db.like.findFirst({
    where: { userId: { equals: user.id }, targetKind: { equals: targetKind }, targetId: { equals: targetId } },
  });
  if (existing && drafted) return { liked: true, likes: likeCount(targetKind, targetId, base) };
  if (existing) {
    db.like.delete({ where: { id: { equals: existing.id } } });
  } else {
    db.like.create({ id: newId('like'), userId: user.id, targetKind, targetId, drafted, createdAt: mockNow() });
  }
  return { liked: !existing, likes: likeCount(targetKind, targetId, base) };
}

// A reader cannot comment on or like what readers cannot see (a draft, an unpublished or a future article).
const findArticle = (id: string) => findPublicArticle({ id });
const findPost = (id: string) => db.post.findFirst({ where: { id: { equals: id } } });
// A comment an editor hid or deleted is gone for readers: it cannot be liked either.
const findComment = (kind: 'article' | 'post', targetId: string, id: string) =>
  db.comment.findFirst({ where: { ...READER_VISIBLE, id: { equals: id }, targetKind: { equals: kind }, targetId: { equals: targetId } } });

function addComment(user: UserRow, targetKind: 'article' | 'post', targetId: string, text: string) {
  const row = db.comment.create({
    id: newId('cmt'),
    targetKind,
    targetId,
    userId: user.id,
    // The author's name comes from the account, never from the request: the body's userName (SPEC §3) is the
    // same form of the stored name, so a forged or stale one changes nothing (docs/decisions/027, 040).
    userName: personName(user),
    text: text.trim(),
    createdAt: new Date(mockNow()).toISOString(),
    baseLikes: 0,
    hidden: false,
    moderatedAction: '',
    moderatedBy: '',
    moderatedAt: '',
    deletedAt: '',
    deletedBy: '',
  });
  return { comment: commentOf(row) };
}

export const communityHandlers = [
  handle(commentArticle, ({ query, body, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!findArticle(query.articleId)) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    if (!body.text.trim()) return fail(400, 'Comment text is empty', 'text');
    return ok(addComment(viewer, 'article', query.articleId, body.text));
  }),

  handle(commentPost, ({ query, body, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!findPost(query.postId)) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    if (!body.text.trim()) return fail(400, 'Comment text is empty', 'text');
    return ok(addComment(viewer, 'post', query.postId, body.text));
  }),

  handle(likeArticle, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const article = findArticle(query.articleId);
    if (!article) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    return ok(toggleLike(viewer, 'article', article.id, article.baseLikes, query.drafted));
  }),

  handle(likePost, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const post = findPost(query.postId);
    if (!post) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    return ok(toggleLike(viewer, 'post', post.id, post.baseLikes, query.drafted));
  }),

  handle(likeCommentOfArticle, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!findArticle(query.articleId)) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    const comment = findComment('article', query.articleId, query.commentId);
    if (!comment) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    return ok(toggleLike(viewer, 'articleComment', comment.id, comment.baseLikes, query.drafted));
  }),

  handle(likeCommentOfPost, ({ query, viewer }) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!findPost(query.postId)) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    const comment = findComment('post', query.postId, query.commentId);
    if (!comment) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    return ok(toggleLike(viewer, 'postComment', comment.id, comment.baseLikes, query.drafted));
  }),

  handle(vote, ({ body, viewer }) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const poll = pollOf(body.voteId, viewer.id);
    if (!poll) return fail(404, COMMUNITY_ERRORS.pollNotFound, 'voteId');
    if (poll.closed) return fail(409, COMMUNITY_ERRORS.pollClosed);
    if (poll.votedVariantId) return fail(409, COMMUNITY_ERRORS.alreadyVoted);
    if (!poll.variants.some((variant) => variant._id === body.variantId)) {
      return fail(400, COMMUNITY_ERRORS.unknownVariant, 'variantId');
    }
    db.vote.create({
      id: newId('vote'),
      pollId: poll._id,
      variantId: body.variantId,
      userId: viewer.id,
      locale: body.locale,
      path: body.path,
      createdAt: mockNow(),
    });
    return ok({ poll: pollOf(poll._id, viewer.id) ?? poll });
  }),

  handle(getPoll, ({ query, viewer }) => {
    const poll = pollOf(query.voteId, viewer?.id ?? null);
    return poll ? ok({ poll }) : fail(404, COMMUNITY_ERRORS.pollNotFound, 'voteId');
  }),
];
