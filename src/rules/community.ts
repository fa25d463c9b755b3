/** Comments, likes and votes (SPEC §7, bearer): toggles and counts per reader, one vote per poll. */
import { GENERIC_ERRORS } from '../../contracts/common';
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
import { personName } from '../../contracts/personName';
import { findPublicArticle } from './articleRows';
import { fail, ok } from './outcome';
import { isUniqueViolation, type Ports } from './ports';
import { rule } from './rule';
import type { UserRow } from './sessions';
import { commentOf, likeCount, pollOf, READER_VISIBLE, UNMODERATED, type LikeKind, type StoryKind } from './views';

/**
 * A like from the button toggles: a second like by the same reader takes the first back. A drafted like (the
 * replay of what a signed-out reader did) means "make it liked" and never unlikes, so a replay repeated by a
 * second tab or after a reload, or of an article already liked, changes nothing (docs/decisions/032). Two likes
 * racing from one reader store one: the database's unique index decides.
 */
async function toggleLike(ports: Ports, user: UserRow, targetKind: LikeKind, targetId: string, base: number, drafted: boolean) {
  const { store, clock, ids } = ports;
  const existing = await store.first('like', { userId: user.id, targetKind, targetId });
  let liked: boolean;
  if (existing && drafted) liked = true;
  else if (existing) liked = !(await store.delete('like', existing.id));
  else {
    try {
      await store.insert('like', { id: ids.id('like'), userId: user.id, targetKind, targetId, drafted, createdAt: clock.now() });
    } catch (error) {
      if (!isUniqueViolation(error, 'like')) throw error;
    }
    liked = true;
  }
  return { liked, likes: await likeCount(store, targetKind, targetId, base) };
}

// A reader cannot comment on or like what readers cannot see (a draft, an unpublished or a future article).
const findArticle = (ports: Ports, id: string) => findPublicArticle(ports, { id });
const findPost = (ports: Ports, id: string) => ports.store.get('post', id);
// A comment an editor hid or deleted is gone for readers: it cannot be liked either.
const findComment = (ports: Ports, targetKind: StoryKind, targetId: string, id: string) =>
  ports.store.first('comment', { ...READER_VISIBLE, id, targetKind, targetId });

async function addComment(ports: Ports, user: UserRow, targetKind: StoryKind, targetId: string, text: string) {
  const row = await ports.store.insert('comment', {
    id: ports.ids.id('cmt'),
    targetKind,
    targetId,
    userId: user.id,
    // The author's name comes from the account, never from the request, so a forged or stale one changes nothing;
    // it is kept as shown (the body's userName is SPEC §3's family-first form: docs/decisions/027, 066).
    userName: personName(user),
    text: text.trim(),
    createdAt: new Date(ports.clock.now()).toISOString(),
    baseLikes: 0,
    ...UNMODERATED,
  });
  return { comment: await commentOf(ports, row) };
}

export const communityRules = [
  rule(commentArticle, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findArticle(ports, query.articleId))) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    if (!body.text.trim()) return fail(400, 'Comment text is empty', 'text');
    return ok(await addComment(ports, viewer, 'article', query.articleId, body.text));
  }),

  rule(commentPost, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findPost(ports, query.postId))) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    if (!body.text.trim()) return fail(400, 'Comment text is empty', 'text');
    return ok(await addComment(ports, viewer, 'post', query.postId, body.text));
  }),

  rule(likeArticle, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const article = await findArticle(ports, query.articleId);
    if (!article) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    return ok(await toggleLike(ports, viewer, 'article', article.id, article.baseLikes, query.drafted));
  }),

  rule(likePost, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const post = await findPost(ports, query.postId);
    if (!post) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    return ok(await toggleLike(ports, viewer, 'post', post.id, post.baseLikes, query.drafted));
  }),

  rule(likeCommentOfArticle, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findArticle(ports, query.articleId))) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    const comment = await findComment(ports, 'article', query.articleId, query.commentId);
    if (!comment) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    return ok(await toggleLike(ports, viewer, 'articleComment', comment.id, comment.baseLikes, query.drafted));
  }),

  rule(likeCommentOfPost, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findPost(ports, query.postId))) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    const comment = await findComment(ports, 'post', query.postId, query.commentId);
    if (!comment) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    return ok(await toggleLike(ports, viewer, 'postComment', comment.id, comment.baseLikes, query.drafted));
  }),

  rule(vote, async ({ body, viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const poll = await pollOf(ports, body.voteId, viewer.id);
    if (!poll) return fail(404, COMMUNITY_ERRORS.pollNotFound, 'voteId');
    if (poll.closed) return fail(409, COMMUNITY_ERRORS.pollClosed);
    if (poll.votedVariantId) return fail(409, COMMUNITY_ERRORS.alreadyVoted);
    if (!poll.variants.some((variant) => variant._id === body.variantId)) {
      return fail(400, COMMUNITY_ERRORS.unknownVariant, 'variantId');
    }
    try {
      await ports.store.insert('vote', {
        id: ports.ids.id('vote'),
        pollId: poll._id,
        variantId: body.variantId,
        userId: viewer.id,
        locale: body.locale,
        path: body.path,
        createdAt: ports.clock.now(),
      });
    } catch (error) {
      // A second vote raced the first: one per reader and poll, whichever came first.
      if (isUniqueViolation(error, 'vote')) return fail(409, COMMUNITY_ERRORS.alreadyVoted);
      throw error;
    }
    return ok({ poll: (await pollOf(ports, poll._id, viewer.id)) ?? poll });
  }),

  rule(getPoll, async ({ query, viewer }, ports) => {
    const poll = await pollOf(ports, query.voteId, viewer?.id ?? null);
    return poll ? ok({ poll }) : fail(404, COMMUNITY_ERRORS.pollNotFound, 'voteId');
  }),
];
