/**
 * Comments that converse (issue 28, item 5), on both stores: replies one level deep, the author's edit within
 * 15 minutes and delete (a placeholder while replies hang under it), reports once per reader feeding the desk's
 * queue, and a story's conversation read by page in three orders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETED_READER_ID } from '../../contracts/accountErrors';
import { adminSignIn } from '../../contracts/admin';
import { listAdminComments, type AdminComment } from '../../contracts/adminComments';
import type { EndpointSpec } from '../../contracts/common';
import {
  COMMENT_EDIT_WINDOW_MS,
  commentArticle,
  COMMENTS_PAGE_SIZE,
  COMMUNITY_ERRORS,
  deleteComment,
  editComment,
  likeCommentOfArticle,
  listComments,
  reportComment,
  type Comment,
  type CommentPage,
} from '../../contracts/community';
import { getArticle } from '../../contracts/content';
import { signIn } from '../../contracts/user';
import { fixtures } from '../../mocks/seed/fixtures';
import type { Ports } from '../../src/rules/ports';
import type { CallOptions } from '../contracts/http';
import { callRule, memorySubject, sqlSubject, type RuleSubject } from './ruleSubjects';

/** The night markets of Taipei: three seeded comments. */
const ARTICLE = 'art_021';
const SLUG = 'night-markets-of-taipei';

describe.each([
  ['memory', () => Promise.resolve(memorySubject())],
  ['sql', sqlSubject],
])('comment threads on %s', (_key, open) => {
  let subject: RuleSubject;
  const call = (endpoint: EndpointSpec, options?: CallOptions, ports: Ports = subject.ports) => callRule(ports, endpoint, options);
  const later = (ms: number): Ports => ({ ...subject.ports, clock: { now: () => subject.ports.clock.now() + ms } });

  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());
  beforeEach(() => subject.reset());

  const signedIn = async (who: { email: string; password: string }) => {
    const reply = await call(signIn, { body: { email: who.email, password: who.password, locale: 'en' } });
    const { token, user } = reply.json as { token: string; user: { _id: string } };
    return { token, userId: user._id };
  };
  const post = async (as: { token: string; userId: string }, text: string, parentId?: string) => {
    const reply = await call(commentArticle, {
      query: { articleId: ARTICLE, userId: as.userId },
      body: { userName: 'x', text, ...(parentId ? { parentId } : {}) },
      token: as.token,
    });
    return reply;
  };
  const page = async (sort?: string, pageNumber?: number) =>
    (await call(listComments, { query: { kind: 'article', storyId: ARTICLE, ...(sort ? { sort } : {}), ...(pageNumber ? { page: String(pageNumber) } : {}) } }))
      .json as CommentPage;
  const message = (reply: { json: unknown }) => (reply.json as { message: string }).message;

  it('a reply goes under its comment; a reply to a reply goes under the same top-level comment', async () => {
    const reader = await signedIn(fixtures.verifiedReader);
    const other = await signedIn(fixtures.simplifiedReader);
    const top = ((await post(reader, 'Which stall?')).json as { comment: Comment }).comment;
    const reply = ((await post(other, '胡椒饼那家', top._id)).json as { comment: Comment }).comment;
    expect(reply.parentId).toBe(top._id);
    const again = ((await post(reader, 'Thanks!', reply._id)).json as { comment: Comment }).comment;
    expect(again.parentId).toBe(top._id);
    const { comments, threads } = await page();
    expect(threads).toBe(4);
    // The newest thread first, its replies after it, oldest first.
    expect(comments.slice(0, 3).map((comment) => comment.text)).toEqual(['Which stall?', '胡椒饼那家', 'Thanks!']);
    const missing = await post(reader, 'To nobody', 'cmt_nope');
    expect([missing.status, message(missing)]).toEqual([404, COMMUNITY_ERRORS.commentNotFound]);
    // The story's page comes with the same first page.
    const story = (await call(getArticle, { query: { slug: SLUG } })).json as { comments: Comment[]; commentThreads: number };
    expect(story.comments).toEqual(comments);
    expect(story.commentThreads).toBe(4);
  });

  it('the author edits within 15 minutes (marked edited), not after, and nobody else does', async () => {
    const reader = await signedIn(fixtures.verifiedReader);
    const other = await signedIn(fixtures.simplifiedReader);
    const { _id: commentId } = ((await post(reader, 'Pepper bun')).json as { comment: Comment }).comment;
    const edited = await call(editComment, { query: { commentId, userId: reader.userId }, body: { text: 'Pepper buns!' }, token: reader.token });
    expect(edited.status).toBe(200);
    const changed = (edited.json as { comment: Comment }).comment;
    expect([changed.text, typeof changed.editedAt]).toEqual(['Pepper buns!', 'string']);
    const notMine = await call(editComment, { query: { commentId, userId: other.userId }, body: { text: 'Mine now' }, token: other.token });
    expect([notMine.status, message(notMine)]).toEqual([403, COMMUNITY_ERRORS.notYourComment]);
    const late = await call(editComment, { query: { commentId, userId: reader.userId }, body: { text: 'Too late' }, token: reader.token }, later(COMMENT_EDIT_WINDOW_MS + 1000));
    expect([late.status, message(late)]).toEqual([409, COMMUNITY_ERRORS.editWindowClosed]);
    expect((await page()).comments.find((comment) => comment._id === commentId)?.text).toBe('Pepper buns!');
  });

  it('deleting a comment with replies leaves a placeholder; without replies it is gone; again answers the same', async () => {
    const reader = await signedIn(fixtures.verifiedReader);
    const other = await signedIn(fixtures.simplifiedReader);
    const lone = ((await post(reader, 'Alone')).json as { comment: Comment }).comment;
    const top = ((await post(reader, 'Answered')).json as { comment: Comment }).comment;
    const reply = ((await post(other, '回复', top._id)).json as { comment: Comment }).comment;
    const remove = (commentId: string, as = reader) => call(deleteComment, { query: { commentId, userId: as.userId }, token: as.token });
    const refused = await remove(top._id, other);
    expect([refused.status, message(refused)]).toEqual([403, COMMUNITY_ERRORS.notYourComment]);
    expect((await remove(lone._id)).json).toEqual({ status: 'deleted', placeholder: false });
    expect((await remove(top._id)).json).toEqual({ status: 'deleted', placeholder: true });
    expect((await remove(top._id)).json).toEqual({ status: 'deleted', placeholder: true });
    let shown = (await page()).comments;
    expect(shown.find((comment) => comment._id === lone._id)).toBeUndefined();
    expect(shown.find((comment) => comment._id === top._id)).toEqual({ _id: top._id, userId: DELETED_READER_ID, userName: '', text: '', createdAt: top.createdAt, likes: 0, removed: true });
    expect(shown.find((comment) => comment._id === reply._id)?.parentId).toBe(top._id);
    // A placeholder is counted nowhere and liked by nobody.
    const article = (await call(getArticle, { query: { slug: SLUG } })).json as { article: { commentsCount: number } };
    expect(article.article.commentsCount).toBe(4);
    const like = await call(likeCommentOfArticle, { query: { articleId: ARTICLE, commentId: top._id, userId: other.userId, drafted: 'false' }, token: other.token });
    expect(like.status).toBe(404);
    // The last reply goes: so does the placeholder.
    expect((await remove(reply._id, other)).json).toEqual({ status: 'deleted', placeholder: false });
    shown = (await page()).comments;
    expect(shown.map((comment) => comment._id)).not.toContain(top._id);
    expect((await page()).threads).toBe(3);
  });

  it('a reader reports a comment once, not their own; the desk lists reported comments with count and reasons', async () => {
    const reader = await signedIn(fixtures.verifiedReader);
    const other = await signedIn(fixtures.simplifiedReader);
    const target = ((await post(reader, 'Buy my watches')).json as { comment: Comment }).comment;
    const report = (as: { token: string; userId: string }, reason: string, note?: string) =>
      call(reportComment, { query: { commentId: target._id, userId: as.userId }, body: { reason, ...(note ? { note } : {}) }, token: as.token });
    const own = await report(reader, 'spam');
    expect([own.status, message(own)]).toEqual([403, COMMUNITY_ERRORS.ownCommentReport]);
    expect((await report(other, 'spam', 'An advert')).json).toEqual({ status: 'reported' });
    const twice = await report(other, 'abuse');
    expect([twice.status, message(twice)]).toEqual([409, COMMUNITY_ERRORS.alreadyReported]);
    const third = await signedIn(fixtures.traditionalReader);
    expect((await report(third, 'spam')).status).toBe(200);
    const editor = ((await call(adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
    const queue = (await call(listAdminComments, { query: { reported: 'true' }, token: editor })).json as { items: AdminComment[]; total: number };
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({ _id: target._id, reports: { count: 2, reasons: [{ reason: 'spam', count: 2 }], notes: ['An advert'] } });
    const all = (await call(listAdminComments, { query: {}, token: editor })).json as { items: AdminComment[] };
    expect(all.items.find((item) => item._id !== target._id)?.reports).toEqual({ count: 0, reasons: [], notes: [] });
  });

  it('pages the conversation newest, oldest or most liked first, a page at a time', async () => {
    const reader = await signedIn(fixtures.verifiedReader);
    for (let i = 0; i < COMMENTS_PAGE_SIZE; i += 1) await post(reader, `Stall ${i}`);
    const first = await page('newest');
    expect([first.threads, first.comments.length, first.comments[0]?.text]).toEqual([COMMENTS_PAGE_SIZE + 3, COMMENTS_PAGE_SIZE, `Stall ${COMMENTS_PAGE_SIZE - 1}`]);
    const second = await page('newest', 2);
    expect(second.comments).toHaveLength(3);
    const oldest = await page('oldest');
    const [older, newer] = oldest.comments;
    expect((older?.createdAt ?? '') <= (newer?.createdAt ?? '')).toBe(true);
    const liked = (await page('liked')).comments.map((comment) => comment.likes);
    expect(liked).toEqual([...liked].sort((a, b) => b - a));
    const missing = await call(listComments, { query: { kind: 'post', storyId: ARTICLE } });
    expect([missing.status, message(missing)]).toEqual([404, COMMUNITY_ERRORS.postNotFound]);
  });
});
