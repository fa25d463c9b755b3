/**
 * The desk's readers' posts in the contract suite (contracts/adminPosts.ts): each endpoint's cases, and a hide's
 * whole course — the post gone from its page, the posts list and search, its reason kept for the desk only, back
 * once published again — and a featured post first where readers' pages list posts. Run against the mock and the
 * real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_POST_ERRORS, listAdminPosts, setAdminPostFeatured, setAdminPostState, type AdminPost } from '../../contracts/adminPosts';
import { getMainSections, getPost, listPosts, type PostSummary } from '../../contracts/content';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
const admin = (known: Known) => known.adminToken ?? 'none';

export function postCases(): EndpointCases[] {
  return [
    {
      endpoint: listAdminPosts,
      valid: (known) => ({ query: { query: '', state: 'published', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'removed' } },
      errors: {},
    },
    {
      // Publishing a post readers already see changes nothing (the call is idempotent): safe against any server.
      endpoint: setAdminPostState,
      valid: (known) => ({ query: { id: known.post._id }, body: { state: 'published' }, token: admin(known) }),
      bad: { query: { id: BOGUS }, body: { state: 'hidden', reason: 'x'.repeat(501) } },
      errors: {
        [ADMIN_POST_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { state: 'published' }, token: admin(known) }) },
        [ADMIN_POST_ERRORS.reasonRequired]: { request: (known) => ({ query: { id: known.post._id }, body: { state: 'hidden', reason: '  ' }, token: admin(known) }) },
      },
    },
    {
      // Not featuring a post nobody featured changes nothing either.
      endpoint: setAdminPostFeatured,
      valid: (known) => ({ query: { id: known.post._id }, body: { featured: false }, token: admin(known) }),
      bad: { query: { id: BOGUS }, body: { featured: 'yes' } },
      errors: { [ADMIN_POST_ERRORS.notFound]: { request: (known) => ({ query: { id: BOGUS }, body: { featured: true }, token: admin(known) }) } },
    },
  ];
}

export function postChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const postOf = (reply: { json: unknown }) => (reply.json as { post: AdminPost }).post;
  const listed = async () => ((await callEndpoint(base, listPosts, { query: { pageSize: 50 } })).json as { items: PostSummary[] }).items.map((post) => post._id);

  describe('readers’ posts: hidden by the desk, gone from readers’ pages', () => {
    it.runIf(options.destructive)('a hidden post answers 404 and leaves the list; its reason is the desk’s; published again, it is back', async () => {
      const known = current();
      const { post } = known;
      const hidden = await callEndpoint(base, setAdminPostState, { query: { id: post._id }, body: { state: 'hidden', reason: '  Advertising  ' }, token: admin(known) });
      expect(hidden.status).toBe(200);
      expect(postOf(hidden)).toMatchObject({ state: 'hidden', moderation: { action: 'hidden', reason: 'Advertising' } });
      expect(postOf(hidden).moderation?.by).not.toBe('');
      expect((await callEndpoint(base, getPost, { query: { slug: post.slug } })).status).toBe(404);
      expect(await listed()).not.toContain(post._id);
      const main = await callEndpoint(base, getMainSections, { query: {} });
      expect((main.json as { hotspot: PostSummary[] }).hotspot.map((one) => one._id)).not.toContain(post._id);
      // Nothing readers read carries the reason.
      expect(JSON.stringify(main.json)).not.toContain('Advertising');
      const desk = await callEndpoint(base, listAdminPosts, { query: { state: 'hidden' }, token: admin(known) });
      expect((desk.json as { items: AdminPost[] }).items.map((one) => one._id)).toEqual([post._id]);

      const shown = await callEndpoint(base, setAdminPostState, { query: { id: post._id }, body: { state: 'published' }, token: admin(known) });
      expect(postOf(shown)).toMatchObject({ state: 'published', moderation: { action: 'shown' } });
      expect((await callEndpoint(base, getPost, { query: { slug: post.slug } })).status).toBe(200);
      expect(await listed()).toContain(post._id);
    });

    it.runIf(options.destructive)('a featured post comes first in the posts list and the home page’s hotspot', async () => {
      const known = current();
      const last = (await listed()).at(-1)!;
      const featured = await callEndpoint(base, setAdminPostFeatured, { query: { id: last }, body: { featured: true }, token: admin(known) });
      expect(postOf(featured).featuredAt).not.toBeNull();
      expect((await listed())[0]).toBe(last);
      const main = await callEndpoint(base, getMainSections, { query: {} });
      expect((main.json as { hotspot: PostSummary[] }).hotspot[0]?._id).toBe(last);
      const unfeatured = await callEndpoint(base, setAdminPostFeatured, { query: { id: last }, body: { featured: false }, token: admin(known) });
      expect(postOf(unfeatured).featuredAt).toBeNull();
      expect((await listed()).at(-1)).toBe(last);
    });
  });
}
