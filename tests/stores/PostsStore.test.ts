/**
 * The desk's readers' posts (issue 25 item 7): listed featured first then newest, filtered from the address; hidden
 * with a reason only the desk reads (gone from the post page and the home page's hotspot at once), published again,
 * featured (first where readers' pages list posts). Against the mock backend (msw/node), as /admin/posts drives it.
 */
import { describe, expect, it } from 'vitest';
import { setAdminPostState } from '../../contracts/adminPosts';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { getMainSections, getPost } from '../../src/api/content';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { NO_POST_FILTERS, POSTS_PAGE_SIZE, postFiltersFromSearch, searchFromPostFilters } from '../../src/stores/admin/PostsStore';
import { createTestStore } from '../render';

async function signedInDesk() {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  const desk = new AdminDeskStore(root);
  await desk.posts.show(NO_POST_FILTERS);
  return { root, posts: desk.posts };
}

describe('the readers’ posts', () => {
  it('lists every post newest first, a page at a time, each with its writer, likes and comments', async () => {
    const { posts } = await signedInDesk();
    const page = posts.results.data!;
    expect(page.items.length).toBeLessThanOrEqual(POSTS_PAGE_SIZE);
    expect(page.total).toBe(20);
    const dates = page.items.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.every((post) => post.state === 'published' && post.userName && post.likes >= 0)).toBe(true);
    expect(page.items.some((post) => post.commentsCount > 0)).toBe(true);
  });

  it('keeps its filters in the address, leaving out what is unset and what it does not know', () => {
    const filters = { query: '旅行', state: 'hidden' as const, section: 'cat_travel', featured: true, page: 2 };
    expect(postFiltersFromSearch(searchFromPostFilters(filters))).toEqual(filters);
    expect(searchFromPostFilters(NO_POST_FILTERS)).toBe('');
    expect(postFiltersFromSearch('?state=deleted&section=a%20b&page=0')).toEqual(NO_POST_FILTERS);
  });
});

describe('moderating a post', () => {
  it('asks why, refuses no reason, then hides it: gone from its page and the hotspot, the reason in the desk only', async () => {
    const { root, posts } = await signedInDesk();
    const main = await getMainSections(root.api, 'en');
    const target = posts.results.data!.items.find((post) => main.hotspot.some((one) => one._id === post._id))!;
    posts.askHide(target);
    expect(await posts.confirmHide()).toBe(false);
    expect(posts.hiding?.invalid).toBe('reasonRequired');
    posts.type('Advertising a shop');
    expect(await posts.confirmHide()).toBe(true);
    expect(posts.hiding).toBeNull();
    expect(posts.outcome).toMatchObject({ success: 'hidden', post: { _id: target._id } });
    const row = posts.results.data!.items.find((post) => post._id === target._id)!;
    expect(row).toMatchObject({ state: 'hidden', moderation: { action: 'hidden', reason: 'Advertising a shop', by: SEED_ADMIN.name } });

    await expect(getPost(root.api, target.slug)).rejects.toMatchObject({ status: 404 });
    expect((await getMainSections(root.api, 'en')).hotspot.map((post) => post._id)).not.toContain(target._id);

    expect(await posts.restore(row)).toBe(true);
    expect(posts.outcome).toMatchObject({ success: 'restored' });
    expect((await getPost(root.api, target.slug)).post._id).toBe(target._id);
  });

  it('features a post: it comes first in the hotspot and the desk’s list', async () => {
    const { root, posts } = await signedInDesk();
    const oldest = posts.results.data!.items.at(-1)!;
    expect(await posts.feature(oldest, true)).toBe(true);
    expect(posts.outcome).toMatchObject({ success: 'featured' });
    expect((await getMainSections(root.api, 'en')).hotspot[0]?._id).toBe(oldest._id);
    await posts.refresh();
    expect(posts.results.data!.items[0]?._id).toBe(oldest._id);
    expect(posts.results.data!.items[0]?.featuredAt).not.toBeNull();
    await posts.show({ ...NO_POST_FILTERS, featured: true });
    expect(posts.results.data!.items.map((post) => post._id)).toEqual([oldest._id]);
  });

  it('offline: says so, the question stays with what was typed, and the same hide then goes through', async () => {
    const { posts } = await signedInDesk();
    posts.askHide(posts.results.data!.items[0]!);
    posts.type('Spam');
    server.use(faultHandler(setAdminPostState, 'networkError', { once: true }));
    expect(await posts.confirmHide()).toBe(false);
    expect(posts.outcome).toMatchObject({ error: { kind: 'offline' } });
    expect(posts.hiding?.reason).toBe('Spam');
    expect(await posts.confirmHide()).toBe(true);
  });
});
