/**
 * The desk's comments (issue 14 item 9): the latest comments across the site, filtered and paged from the
 * address; hide, show again and delete (asked first), each saying what happened; a hidden comment leaves the
 * public page at once. Against the mock backend (msw/node), as the /admin/comments screen drives it.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deleteAdminComment, setAdminCommentState, type AdminComment } from '../../contracts/adminComments';
import { blockAdminReader } from '../../contracts/adminReaders';
import { GENERIC_ERRORS } from '../../contracts/common';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN, SEED_SECOND_ADMIN } from '../../mocks/seedDb';
import { deleteAdminComment as deleteAsAnotherEditor } from '../../src/api/adminComments';
import { getArticle } from '../../src/api/content';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import {
  commentFiltersFromSearch,
  COMMENTS_PAGE_SIZE,
  NO_COMMENT_FILTERS,
  searchFromCommentFilters,
} from '../../src/stores/admin/CommentsModerationStore';
import { createTestStore } from '../render';

async function signedInDesk(editor: { email: string; password: string } = SEED_ADMIN) {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: editor.email, password: editor.password })).toBeUndefined();
  const desk = new AdminDeskStore(root);
  return { root, desk, comments: desk.comments };
}

/** The newest comment under a published article, as the desk lists it. */
async function firstOnArticle(comments: AdminDeskStore['comments']): Promise<AdminComment> {
  await comments.show(NO_COMMENT_FILTERS);
  const found = comments.results.data?.items.find((item) => item.story.kind === 'article' && item.story.public);
  expect(found).toBeDefined();
  return found!;
}

/** The comments readers see under the comment's story. */
async function publicIds(root: ReturnType<typeof createTestStore>, comment: AdminComment): Promise<string[]> {
  return (await getArticle(root.api, comment.story.slug, 'en')).comments.map((item) => item._id);
}

describe('the latest comments', () => {
  it('lists them newest first, a page at a time, with the total', async () => {
    const { comments } = await signedInDesk();
    await comments.show(NO_COMMENT_FILTERS);
    const page = comments.results.data!;
    expect(comments.results.status).toBe('ready');
    expect(page.items).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(page.pageCount).toBe(Math.ceil(page.total / COMMENTS_PAGE_SIZE));
    expect(page.items.every((item) => item.state === 'visible')).toBe(true);
    expect(comments.filtered).toBe(false);
  });

  it('keeps its filters in the address, leaving out what is unset and what it does not know', () => {
    const filters = { query: '鐵路', state: 'hidden' as const, reported: true, page: 3 };
    expect(commentFiltersFromSearch(searchFromCommentFilters(filters))).toEqual(filters);
    expect(searchFromCommentFilters(NO_COMMENT_FILTERS)).toBe('');
    expect(commentFiltersFromSearch('?state=removed&page=-2')).toEqual(NO_COMMENT_FILTERS);
  });

  it('filtered to hidden ones, with none hidden, is an empty list that says it is filtered', async () => {
    const { comments } = await signedInDesk();
    await comments.show({ ...NO_COMMENT_FILTERS, state: 'hidden' });
    expect(comments.results.data?.items).toEqual([]);
    expect(comments.filtered).toBe(true);
  });
});

describe('moderating a comment', () => {
  it('hides it: updating while sent, then the row says who hid it and readers no longer see it; showing it brings it back', async () => {
    const { root, comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    expect(await publicIds(root, target)).toContain(target._id);

    const hiding = comments.hide(target);
    expect(comments.updating).toBe(true);
    expect(comments.pending).toEqual({ id: target._id, action: 'hide' });
    expect(await hiding).toBe(true);
    expect(comments.updating).toBe(false);
    const row = comments.results.data?.items.find((item) => item._id === target._id);
    expect(row).toMatchObject({ state: 'hidden', moderation: { action: 'hidden', by: SEED_ADMIN.name } });
    expect(comments.outcome).toMatchObject({ success: 'hidden', comment: { _id: target._id } });
    expect(await publicIds(root, target)).not.toContain(target._id);

    expect(await comments.unhide(row!)).toBe(true);
    expect(comments.outcome).toMatchObject({ success: 'shown' });
    expect(comments.results.data?.items.find((item) => item._id === target._id)?.state).toBe('visible');
    expect(await publicIds(root, target)).toContain(target._id);
  });

  it('deletes only after the editor confirms; then the row leaves the list and the site', async () => {
    const { root, comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    const total = comments.results.data!.total;

    comments.askDelete(target);
    expect(comments.confirmingDelete?._id).toBe(target._id);
    comments.cancelDelete();
    expect(comments.confirmingDelete).toBeNull();
    expect(await publicIds(root, target)).toContain(target._id);

    comments.askDelete(target);
    expect(await comments.confirmDelete()).toBe(true);
    expect(comments.confirmingDelete).toBeNull();
    expect(comments.outcome).toMatchObject({ success: 'deleted', comment: { _id: target._id } });
    expect(comments.results.data?.items.map((item) => item._id)).not.toContain(target._id);
    expect(comments.results.data?.total).toBe(total - 1);
    expect(await publicIds(root, target)).not.toContain(target._id);
  });

  it('offline: says so, changes nothing, and the same action then goes through', async () => {
    const { comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    server.use(faultHandler(setAdminCommentState, 'networkError', { once: true }));
    expect(await comments.hide(target)).toBe(false);
    expect(comments.outcome).toMatchObject({ error: { kind: 'offline' }, comment: { _id: target._id } });
    expect(comments.results.data?.items.find((item) => item._id === target._id)?.state).toBe('visible');
    expect(await comments.hide(target)).toBe(true);
    expect(comments.outcome).toMatchObject({ success: 'hidden' });
  });

  it('a server error on delete keeps the row and says what the server said', async () => {
    const { comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    server.use(faultHandler(deleteAdminComment, 'serverError', { once: true }));
    comments.askDelete(target);
    expect(await comments.confirmDelete()).toBe(false);
    expect(comments.outcome).toMatchObject({ error: { kind: 'server', message: 'Internal server error' } });
    expect(comments.results.data?.items.map((item) => item._id)).toContain(target._id);
  });

  it('an ended session signs the desk out, marked expired (the sign-in says why)', async () => {
    const { root, comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    server.use(
      http.put(`*${setAdminCommentState.path}`, () => HttpResponse.json({ message: GENERIC_ERRORS.sessionExpired }, { status: 401 }), { once: true }),
    );
    expect(await comments.hide(target)).toBe(false);
    expect(comments.outcome).toMatchObject({ error: { kind: 'sessionExpired' } });
    expect(root.admin).toMatchObject({ authenticated: false, expired: true });
  });

  it('deleted meanwhile by another editor: says so, and the row leaves the list', async () => {
    const { comments } = await signedInDesk();
    const target = await firstOnArticle(comments);
    const other = await signedInDesk(SEED_SECOND_ADMIN);
    await deleteAsAnotherEditor(other.root.api, target._id);
    expect(await comments.hide(target)).toBe(false);
    expect(comments.outcome).toMatchObject({ error: { kind: 'deleted' } });
    expect(comments.results.data?.items.map((item) => item._id)).not.toContain(target._id);
  });
});

describe('blocking the commenter', () => {
  /** The newest comment whose author has an account (some seed commenters have none). */
  async function byAReader(comments: AdminDeskStore['comments']): Promise<AdminComment> {
    await comments.show(NO_COMMENT_FILTERS);
    const found = comments.results.data?.items.find((item) => item.author && !item.author.block);
    expect(found).toBeDefined();
    return found!;
  }

  it('asks why in the readers desk’s question, refuses no reason, then every comment of theirs says blocked, and why', async () => {
    const { desk, comments } = await signedInDesk();
    const target = await byAReader(comments);
    comments.askBlock(target);
    expect(comments.blocking.draft).toMatchObject({ readerId: target.userId, name: target.userName, action: 'block', reason: '' });

    expect(await comments.blocking.confirm()).toBe(false);
    expect(comments.blocking.draft?.invalid).toBe('reasonRequired');

    comments.blocking.type('Spam under every story');
    expect(await comments.blocking.confirm()).toBe(true);
    expect(comments.blocking.draft).toBeNull();
    expect(comments.outcome).toMatchObject({ success: 'blocked', comment: { _id: target._id } });
    const theirs = comments.results.data!.items.filter((item) => item.userId === target.userId);
    expect(theirs.every((item) => item.author?.block?.reason === 'Spam under every story')).toBe(true);

    // The same record the readers desk keeps and shows.
    await comments.refresh();
    expect(comments.results.data!.items.find((item) => item._id === target._id)?.author?.block).toMatchObject({ action: 'blocked', by: SEED_ADMIN.name });
    await desk.readers.show({ query: '', state: 'blocked', page: 1 });
    expect(desk.readers.results.data?.items.map((reader) => reader._id)).toContain(target.userId);
  });

  it('offline: says so, and the reason typed stays to send again', async () => {
    const { comments } = await signedInDesk();
    const target = await byAReader(comments);
    comments.askBlock(target);
    comments.blocking.type('Abuse');
    server.use(faultHandler(blockAdminReader, 'networkError', { once: true }));
    expect(await comments.blocking.confirm()).toBe(false);
    expect(comments.outcome).toMatchObject({ error: { kind: 'offline' } });
    expect(comments.blocking.draft?.reason).toBe('Abuse');
  });

  it('offers nothing for a commenter without an account', async () => {
    const { comments } = await signedInDesk();
    await comments.show(NO_COMMENT_FILTERS);
    const orphan = comments.results.data?.items.find((item) => item.author === null);
    if (!orphan) return;
    comments.askBlock(orphan);
    expect(comments.blocking.draft).toBeNull();
  });
});
