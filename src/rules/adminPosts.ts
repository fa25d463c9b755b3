/**
 * Ours: the desk's readers' posts (contracts/adminPosts.ts, docs/decisions/100). The desk changes the same rows the
 * readers' pages read through PUBLIC_POST (src/rules/views.ts): a hidden post leaves the post page, the hotspot,
 * search and the sitemap at once; a featured one comes first where readers' pages list posts.
 */
import {
  ADMIN_POST_ERRORS,
  listAdminPosts,
  setAdminPostFeatured,
  setAdminPostState,
  type AdminPost,
  type PostModeration,
} from '../../contracts/adminPosts';
import { LOCALES } from '../../contracts/common';
import { docOf, type StoredPost } from './documents';
import { fail, ok } from './outcome';
import type { Ports, Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import { featuredFirst, postSummariesOf } from './views';

const DEFAULT_PAGE_SIZE = 20;
/** How often a change is tried again when another editor's change came between its read and its write. */
const ATTEMPTS = 3;

type PostRow = Row<'post'>;

const iso = (ms: number) => new Date(ms).toISOString();

function moderationOf(row: PostRow): PostModeration | null {
  const action = row.moderatedAction;
  return action === 'hidden' || action === 'shown' ? { action, reason: row.moderatedReason, by: row.moderatedBy, at: row.moderatedAt } : null;
}

/** The desk's view of `rows`: likes and readers' comments counted in one query per kind, whatever the count. */
async function adminPostsOf(store: Reader, rows: readonly PostRow[]): Promise<AdminPost[]> {
  const summaries = await postSummariesOf({ store }, rows);
  return rows.map((row, index) => {
    const summary = summaries[index]!;
    return {
      _id: row.id,
      slug: row.slug,
      userName: summary.userName,
      publishedAt: summary.publishedAt,
      title: Object.fromEntries(LOCALES.map((locale) => [locale, summary.data[locale].title])) as AdminPost['title'],
      category: row.categoryId,
      likes: summary.likes,
      commentsCount: summary.commentsCount,
      state: row.hidden ? 'hidden' : 'published',
      moderation: moderationOf(row),
      featuredAt: row.featuredAt || null,
    };
  });
}

/** Every word in one of the post's titles or its writer's name, Simplified and Traditional alike. */
function matches(row: PostRow, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const doc = docOf<StoredPost>(row);
  const text = foldScripts(`${LOCALES.map((locale) => doc.data[locale].title).join(' ')} ${doc.userName}`.toLowerCase());
  return words.every((word) => text.includes(word));
}

async function answerPost(store: Reader, row: PostRow) {
  const [post] = await adminPostsOf(store, [row]);
  return ok<typeof setAdminPostState>({ post: post! });
}

/**
 * Writes `change` to the post unless it is so already (`already`), only while the post is as read: of two editors
 * clicking at once one changes it, and the other reads it again and is answered with that change.
 */
async function change(ports: Ports, id: string, already: (row: PostRow) => boolean, changes: (row: PostRow, now: number) => Partial<PostRow>) {
  const { store, clock } = ports;
  for (let attempt = 1; ; attempt += 1) {
    const row = await store.get('post', id);
    if (!row) return fail(404, ADMIN_POST_ERRORS.notFound, 'id');
    if (already(row)) return answerPost(store, row);
    const expected = { hidden: row.hidden, featuredAt: row.featuredAt };
    const changed = await store.update('post', row.id, changes(row, clock.now()), expected);
    if (changed) return answerPost(store, changed);
    if (attempt >= ATTEMPTS) throw new Error(`post ${row.id} kept changing while it was moderated`);
  }
}

export const adminPostRules = [
  rule(listAdminPosts, async ({ query }, ports) => {
    const { store } = ports;
    const words = foldScripts((query.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
    const rows = await store.find('post', {
      ...(query.state ? { hidden: query.state === 'hidden' } : {}),
      ...(query.section ? { categoryId: query.section } : {}),
      ...(query.featured ? { featuredAt: { not: '' } } : {}),
    });
    // As readers' pages list them: the featured first, then the newest.
    const byNewest = (a: PostRow, b: PostRow) => (a.publishedAt === b.publishedAt ? (a.id < b.id ? -1 : 1) : a.publishedAt < b.publishedAt ? 1 : -1);
    const listed = featuredFirst(
      rows.filter((row) => matches(row, words)),
      (row) => row.featuredAt,
      byNewest,
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = await adminPostsOf(store, listed.slice((page - 1) * pageSize, page * pageSize));
    return ok({ items, page, pageSize, total: listed.length });
  }),

  rule(setAdminPostState, ({ query, body, admin }, ports) => {
    const hidden = body.state === 'hidden';
    const reason = (body.reason ?? '').trim();
    if (hidden && !reason) return Promise.resolve(fail(400, ADMIN_POST_ERRORS.reasonRequired, 'reason'));
    return change(
      ports,
      query.id,
      (row) => row.hidden === hidden,
      (_row, now) => ({ hidden, moderatedAction: hidden ? 'hidden' : 'shown', moderatedReason: hidden ? reason : '', moderatedBy: admin?.name ?? '', moderatedAt: iso(now) }),
    );
  }),

  rule(setAdminPostFeatured, ({ query, body }, ports) =>
    change(
      ports,
      query.id,
      (row) => Boolean(row.featuredAt) === body.featured,
      (_row, now) => ({ featuredAt: body.featured ? iso(now) : '' }),
    ),
  ),
];
