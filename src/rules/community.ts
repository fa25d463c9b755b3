/** Comments, likes and votes (SPEC §7, bearer): toggles and counts per reader, one vote per poll. */
import { GENERIC_ERRORS } from '../../contracts/common';
import {
  COMMENT_EDIT_WINDOW_MS,
  commentArticle,
  commentPost,
  COMMUNITY_ERRORS,
  deleteComment,
  editComment,
  getPoll,
  listComments,
  reportComment,
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
import { commentLikeKind, commentOf, commentPage, IN_THREAD, likeCount, pollOf, PUBLIC_POST, READER_VISIBLE, UNMODERATED, type LikeKind, type StoryKind } from './views';

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
// A post the desk hid is gone for readers likewise.
const findPost = (ports: Ports, id: string) => ports.store.first('post', { ...PUBLIC_POST, id });
// A comment an editor hid or deleted is gone for readers: it cannot be liked either.
const findComment = (ports: Ports, targetKind: StoryKind, targetId: string, id: string) =>
  ports.store.first('comment', { ...READER_VISIBLE, id, targetKind, targetId });

/**
 * The top-level comment a reply goes under: the one answered, or, answering a reply, that reply's own top-level
 * comment (replies are one level deep). A placeholder can still be answered: its thread goes on.
 */
async function threadOf(ports: Ports, targetKind: StoryKind, targetId: string, answered: string): Promise<string | null> {
  const parent = await ports.store.first('comment', { ...IN_THREAD, id: answered, targetKind, targetId });
  if (!parent) return null;
  if (!parent.parentId) return parent.id;
  return (await ports.store.first('comment', { ...IN_THREAD, id: parent.parentId, targetKind, targetId }))?.id ?? null;
}

type CommentInput = { readonly text: string; readonly parentId?: string | undefined };

async function postComment(ports: Ports, user: UserRow, targetKind: StoryKind, targetId: string, { text, parentId }: CommentInput) {
  if (!text.trim()) return fail(400, 'Comment text is empty', 'text');
  const thread = parentId ? await threadOf(ports, targetKind, targetId, parentId) : '';
  if (thread === null) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'parentId');
  return ok<typeof commentArticle>(await addComment(ports, user, targetKind, targetId, text, thread));
}

async function addComment(ports: Ports, user: UserRow, targetKind: StoryKind, targetId: string, text: string, parentId: string) {
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
    parentId,
  });
  return { comment: await commentOf(ports, row) };
}

/** The signed-in reader's own comment, as readers see it: absent, or someone else's, is a refusal. */
async function ownComment(ports: Ports, viewer: UserRow, id: string) {
  const row = await ports.store.first('comment', { ...READER_VISIBLE, id });
  if (!row) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
  if (row.userId !== viewer.id) return fail(403, COMMUNITY_ERRORS.notYourComment, 'commentId');
  return row;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const communityRules = [
  rule(commentArticle, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findArticle(ports, query.articleId))) return fail(404, COMMUNITY_ERRORS.articleNotFound, 'articleId');
    return postComment(ports, viewer, 'article', query.articleId, body);
  }),

  rule(commentPost, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    if (!(await findPost(ports, query.postId))) return fail(404, COMMUNITY_ERRORS.postNotFound, 'postId');
    return postComment(ports, viewer, 'post', query.postId, body);
  }),

  rule(listComments, async ({ query }, ports) => {
    const found = query.kind === 'article' ? await findArticle(ports, query.storyId) : await findPost(ports, query.storyId);
    if (!found) return fail(404, query.kind === 'article' ? COMMUNITY_ERRORS.articleNotFound : COMMUNITY_ERRORS.postNotFound, 'storyId');
    return ok(await commentPage(ports, query.kind, query.storyId, query.sort, query.page));
  }),

  rule(editComment, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const row = await ownComment(ports, viewer, query.commentId);
    if ('kind' in row) return row;
    const now = ports.clock.now();
    if (now - Date.parse(row.createdAt) > COMMENT_EDIT_WINDOW_MS) return fail(409, COMMUNITY_ERRORS.editWindowClosed, 'commentId');
    const text = body.text.trim();
    if (!text) return fail(400, 'Comment text is empty', 'text');
    // Written only while readers still see it: an editor hiding it meanwhile wins.
    const changed = await ports.store.update('comment', row.id, { text, editedAt: iso(now) }, READER_VISIBLE);
    if (!changed) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    return ok({ comment: await commentOf(ports, changed) });
  }),

  rule(deleteComment, async ({ query, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    return ports.store.transaction(async (tx) => {
      const row = await tx.get('comment', query.commentId);
      // Deleted by its author already: the same answer again.
      if (row && row.removedAt && row.userId === viewer.id) return ok({ status: 'deleted' as const, placeholder: !row.deletedAt });
      if (!row || row.hidden || row.deletedAt) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
      if (row.userId !== viewer.id) return fail(403, COMMUNITY_ERRORS.notYourComment, 'commentId');
      const now = iso(ports.clock.now());
      const replies = row.parentId ? 0 : await tx.count('comment', { ...READER_VISIBLE, parentId: row.id });
      await tx.deleteWhere('like', { targetKind: commentLikeKind(row), targetId: row.id });
      // The text goes either way; with replies the row stays as their placeholder, else it is gone for readers.
      await tx.update('comment', row.id, { text: '', removedAt: now, ...(replies > 0 ? {} : { deletedAt: now }) });
      // A placeholder whose last reply went has nothing left to hold.
      const parent = row.parentId ? await tx.get('comment', row.parentId) : null;
      if (parent?.removedAt && !parent.deletedAt && (await tx.count('comment', { ...READER_VISIBLE, parentId: parent.id })) === 0) {
        await tx.update('comment', parent.id, { deletedAt: now });
      }
      return ok({ status: 'deleted' as const, placeholder: replies > 0 });
    });
  }),

  rule(reportComment, async ({ query, body, viewer }, ports) => {
    if (!viewer || viewer.id !== query.userId) return fail(403, GENERIC_ERRORS.forbidden, 'userId');
    const row = await ports.store.first('comment', { ...READER_VISIBLE, id: query.commentId });
    if (!row) return fail(404, COMMUNITY_ERRORS.commentNotFound, 'commentId');
    if (row.userId === viewer.id) return fail(403, COMMUNITY_ERRORS.ownCommentReport, 'commentId');
    try {
      await ports.store.insert('commentReport', {
        id: ports.ids.id('rpt'),
        commentId: row.id,
        userId: viewer.id,
        reason: body.reason,
        note: (body.note ?? '').trim(),
        createdAt: iso(ports.clock.now()),
      });
    } catch (error) {
      // One report per reader and comment: the database's unique index decides, a second one races in vain.
      if (isUniqueViolation(error, 'commentReport')) return fail(409, COMMUNITY_ERRORS.alreadyReported, 'commentId');
      throw error;
    }
    return ok({ status: 'reported' as const });
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
