/**
 * The desk's comments on the mock backend (issue 14 item 9, docs/decisions/046): the latest comments across the
 * site; a hidden or deleted one leaves the public page and its story's count at once; every change says who made
 * it and when, and repeating it changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSignIn } from '../contracts/admin';
import {
  ADMIN_COMMENT_ERRORS,
  deleteAdminComment,
  listAdminComments,
  setAdminCommentState,
  type AdminComment,
} from '../contracts/adminComments';
import { commentArticle, commentPost, likeCommentOfArticle, type Comment } from '../contracts/community';
import { getArticle, getPost, type Article, type Post } from '../contracts/content';
import { signIn } from '../contracts/user';
import { mockNow, setMockNow } from '../mocks/clock';
import { db } from '../mocks/db';
import { persistDb } from '../mocks/persistence';
import { resetDb } from '../mocks/seedDb';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';
import { MemoryStorage } from '../src/lib/storage';
import { callEndpoint, type Reply } from './contracts/http';
import { stored } from './storeReads';

const BASE = 'http://127.0.0.1';
const article = fixtures.commentedArticle;
const post = seed.posts[0]!;

let editorToken = '';
let readerToken = '';
let readerId = '';
let started = 0;

beforeEach(async () => {
  started = mockNow();
  const editor = await callEndpoint(BASE, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } });
  editorToken = (editor.json as { token: string }).token;
  const reader = await callEndpoint(BASE, signIn, {
    body: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password, locale: 'en' },
  });
  ({ token: readerToken, user: { _id: readerId } } = reader.json as { token: string; user: { _id: string } });
});
afterEach(() => setMockNow(started));

const desk = <E extends Parameters<typeof callEndpoint>[1]>(endpoint: E, options: Parameters<typeof callEndpoint>[2] = {}, token = editorToken) =>
  callEndpoint(BASE, endpoint, { token, ...options });

function expectFailure(reply: Reply, status: number, message: string) {
  expect(reply.status, JSON.stringify(reply.json)).toBe(status);
  expect(reply.json).toMatchObject({ message });
}

async function comment(text: string): Promise<Comment> {
  const reply = await callEndpoint(BASE, commentArticle, {
    query: { articleId: article._id, userId: readerId },
    body: { userName: 'ignored', text },
    token: readerToken,
  });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (reply.json as { comment: Comment }).comment;
}

async function publicPage(): Promise<{ article: Article; comments: Comment[] }> {
  return (await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { article: Article; comments: Comment[] };
}

async function list(query: Record<string, string | number | undefined> = {}) {
  const reply = await desk(listAdminComments, { query });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return reply.json as { items: AdminComment[]; total: number; page: number; pageSize: number };
}

/** A time `minutes` after the test started, as the server writes it. */
const at = (minutes: number) => new Date(started + minutes * 60_000).toISOString();

const setState = async (id: string, state: 'visible' | 'hidden', token = editorToken) =>
  desk(setAdminCommentState, { query: { id }, body: { state } }, token);

describe('the latest comments across the site', () => {
  it('lists every comment, newest first, a page at a time, each with its story, its state and its author as the site shows it', async () => {
    const mine = await comment('The newest comment on the site');
    const first = await list({ pageSize: 5 });
    expect(first.total).toBe(await stored.count('comment'));
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({
      _id: mine._id,
      userName: mine.userName,
      text: 'The newest comment on the site',
      state: 'visible',
      moderation: null,
      story: { kind: 'article', _id: article._id, slug: article.slug, public: true, title: { en: article.data.en.title } },
    });
    const dates = first.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list({ pageSize: 5, page: 2 });
    expect(second.items.map((item) => item._id)).not.toContain(mine._id);
    expect(second.page).toBe(2);
  });

  it("names a post's comments by the post", async () => {
    const reply = await callEndpoint(BASE, commentPost, { query: { postId: post._id, userId: readerId }, body: { userName: 'x', text: 'On a post' }, token: readerToken });
    expect(reply.status).toBe(200);
    const [latest] = (await list({ query: 'On a post' })).items;
    expect(latest?.story).toMatchObject({ kind: 'post', _id: post._id, slug: post.slug, title: { 'zh-tw': post.data['zh-tw'].title } });
    // A post's page reads the same rows: hidden there too.
    await setState(latest!._id, 'hidden');
    const page = (await callEndpoint(BASE, getPost, { query: { slug: post.slug } })).json as { post: Post; comments: Comment[] };
    expect(page.comments.map((item) => item._id)).not.toContain(latest!._id);
  });

  it('finds comments by words of their text or author, Simplified and Traditional alike', async () => {
    await comment('台灣的鐵路很準時');
    expect((await list({ query: '台湾 铁路' })).items.map((item) => item.text)).toEqual(['台灣的鐵路很準時']);
    const byName = await list({ query: fixtures.verifiedReader.lastName });
    expect(byName.total).toBeGreaterThan(0);
    expect((await list({ query: 'zzz-nothing-like-this' })).total).toBe(0);
  });
});

describe('hiding and showing a comment', () => {
  it('a hidden comment leaves the public page and the count at once, and stays in the desk marked who hid it and when', async () => {
    const mine = await comment('Something the editors will hide');
    const before = await publicPage();
    expect(before.comments.map((item) => item._id)).toContain(mine._id);
    setMockNow(Date.parse(at(30)));

    const reply = await setState(mine._id, 'hidden');
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const hidden = (reply.json as { comment: AdminComment }).comment;
    expect(hidden).toMatchObject({ state: 'hidden', moderation: { action: 'hidden', by: fixtures.editor.name, at: at(30) } });

    const after = await publicPage();
    expect(after.comments.map((item) => item._id)).not.toContain(mine._id);
    expect(after.article.commentsCount).toBe(before.article.commentsCount - 1);
    // Readers cannot like what they cannot see.
    const like = await callEndpoint(BASE, likeCommentOfArticle, {
      query: { articleId: article._id, commentId: mine._id, userId: readerId, drafted: false },
      token: readerToken,
    });
    expect(like.status).toBe(404);

    const inDesk = await list({ state: 'hidden' });
    expect(inDesk.items.map((item) => item._id)).toEqual([mine._id]);
    expect((await list({ state: 'visible' })).items.map((item) => item._id)).not.toContain(mine._id);
  });

  it('hiding twice is one change: the second answers the first record', async () => {
    const mine = await comment('Hidden twice');
    setMockNow(Date.parse(at(0)));
    await setState(mine._id, 'hidden');
    setMockNow(Date.parse(at(60)));
    const second = await desk(adminSignIn, { body: { email: fixtures.secondEditor.email, password: fixtures.secondEditor.password } });
    const again = await setState(mine._id, 'hidden', (second.json as { token: string }).token);
    expect((again.json as { comment: AdminComment }).comment.moderation).toEqual({ action: 'hidden', by: fixtures.editor.name, at: at(0) });
  });

  it('showing it again brings it back to readers, recorded with who and when', async () => {
    const mine = await comment('Hidden, then shown');
    await setState(mine._id, 'hidden');
    const second = await desk(adminSignIn, { body: { email: fixtures.secondEditor.email, password: fixtures.secondEditor.password } });
    const shown = await setState(mine._id, 'visible', (second.json as { token: string }).token);
    expect((shown.json as { comment: AdminComment }).comment).toMatchObject({
      state: 'visible',
      moderation: { action: 'shown', by: fixtures.secondEditor.name },
    });
    expect((await publicPage()).comments.map((item) => item._id)).toContain(mine._id);
  });

  it('answers an unknown comment with not found', async () => {
    expectFailure(await setState('cmt_nope', 'hidden'), 404, ADMIN_COMMENT_ERRORS.notFound);
  });

  it('a hidden comment stays hidden after the mock restarts from its saved state', async () => {
    const storage = new MemoryStorage();
    const saved = persistDb(storage, 'db');
    const mine = await comment('Hidden across a restart');
    await setState(mine._id, 'hidden');
    saved.flush();
    saved.stop();
    resetDb();
    const restored = persistDb(storage, 'db');
    restored.stop();
    expect(await stored.first('comment', { id: mine._id })).toMatchObject({ hidden: true, moderatedBy: fixtures.editor.name });
    expect((await publicPage()).comments.map((item) => item._id)).not.toContain(mine._id);
  });
});

describe('comments saved before moderation existed', () => {
  it('a row without the moderation columns (an older snapshot) restores as visible', async () => {
    // What persistence does with a saved row: create it as it was saved.
    const saved = { id: 'cmt_older', targetKind: 'article', targetId: article._id, userId: readerId, userName: 'Older Snapshot', text: 'Saved before', createdAt: at(-1), baseLikes: 0 };
    (db.comment.create as (row: Record<string, unknown>) => unknown)(saved);
    expect((await publicPage()).comments.map((item) => item._id)).toContain('cmt_older');
    expect((await list({ query: 'Saved before' })).items[0]).toMatchObject({ _id: 'cmt_older', state: 'visible', moderation: null });
  });
});

describe('deleting a comment', () => {
  it('takes it off the site and the desk, drops its text and likes, and keeps who deleted it and when', async () => {
    const mine = await comment('Something the editors will delete');
    await callEndpoint(BASE, likeCommentOfArticle, {
      query: { articleId: article._id, commentId: mine._id, userId: readerId, drafted: false },
      token: readerToken,
    });
    const before = await publicPage();
    setMockNow(Date.parse(at(45)));
    const reply = await desk(deleteAdminComment, { query: { id: mine._id } });
    expect(reply.json).toEqual({ status: 'deleted', deletedBy: fixtures.editor.name, deletedAt: at(45) });

    const after = await publicPage();
    expect(after.comments.map((item) => item._id)).not.toContain(mine._id);
    expect(after.article.commentsCount).toBe(before.article.commentsCount - 1);
    expect((await list({ query: 'Something the editors will delete' })).total).toBe(0);
    expect((await stored.first('comment', { id: mine._id }))?.text).toBe('');
    expect(await stored.count('like', { targetId: mine._id })).toBe(0);
  });

  it('deleting again answers the same record; it can then be neither hidden nor shown', async () => {
    const mine = await comment('Deleted twice');
    setMockNow(Date.parse(at(0)));
    const first = await desk(deleteAdminComment, { query: { id: mine._id } });
    setMockNow(Date.parse(at(60)));
    const again = await desk(deleteAdminComment, { query: { id: mine._id } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expectFailure(await setState(mine._id, 'visible'), 410, ADMIN_COMMENT_ERRORS.deleted);
    expectFailure(await desk(deleteAdminComment, { query: { id: 'cmt_nope' } }), 404, ADMIN_COMMENT_ERRORS.notFound);
  });
});

describe('only editors moderate', () => {
  it("a reader's token is refused (403), and none (401)", async () => {
    const [first] = (await list({ pageSize: 1 })).items;
    expect((await setState(first!._id, 'hidden', readerToken)).status).toBe(403);
    expect((await setState(first!._id, 'hidden', 'none')).status).toBe(401);
    expect((await desk(listAdminComments, {}, readerToken)).status).toBe(403);
  });
});
