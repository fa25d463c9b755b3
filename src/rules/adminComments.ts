/**
 * Ours: the editors' desk's comments (contracts/adminComments.ts, docs/decisions/046). The desk changes the same
 * rows the readers' article and post pages read (src/rules/views.ts READER_VISIBLE): a hidden or deleted comment
 * leaves the public page, and its story's count, at once.
 */
import {
  ADMIN_COMMENT_ERRORS,
  deleteAdminComment,
  listAdminComments,
  setAdminCommentState,
  type AdminComment,
  type CommentReports,
  type CommentStory,
} from '../../contracts/adminComments';
import type { ReaderBlockEvent } from '../../contracts/adminReaders';
import type { Comment } from '../../contracts/community';
import { LOCALES, type Locale } from '../../contracts/common';
import { blocksInForce } from './adminReaders';
import { isPublic, workingCopyOf, type ArticleRow } from './articleRows';
import { docOf, type StoredPost } from './documents';
import { fail, ok } from './outcome';
import type { Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import { commentOf, commentsOfRows, type LikeKind } from './views';

const DEFAULT_PAGE_SIZE = 20;
/** How often a hide or show is tried again when another editor's change came between its read and its write. */
const ATTEMPTS = 3;

type CommentRow = Row<'comment'>;

const iso = (ms: number) => new Date(ms).toISOString();
const titles = (title: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((locale) => [locale, title(locale)])) as CommentStory['title'];

function articleStory(article: ArticleRow, now: number): CommentStory {
  // The editors' working copy: an unpublished article's comments still name the story they were written under.
  const copy = workingCopyOf(article);
  return { kind: 'article', _id: article.id, slug: article.slug, title: titles((locale) => copy.data[locale].title), public: isPublic(article, now) };
}

function postStory(post: Row<'post'>): CommentStory {
  const doc = docOf<StoredPost>(post);
  return { kind: 'post', _id: post.id, slug: post.slug, title: titles((locale) => doc.data[locale].title), public: !post.hidden };
}

const isOnPost = (row: CommentRow) => row.targetKind === 'post';

/**
 * The stories `rows` hang on, by comment id; a comment whose story is gone has none (an article deleted takes
 * its comments with it). Two queries, whatever the count.
 */
async function storiesOf(store: Reader, now: number, rows: readonly CommentRow[]): Promise<Map<string, CommentStory>> {
  const articleIds = [...new Set(rows.filter((row) => !isOnPost(row)).map((row) => row.targetId))];
  const postIds = [...new Set(rows.filter(isOnPost).map((row) => row.targetId))];
  const [articles, posts] = await Promise.all([
    articleIds.length === 0 ? [] : store.find('article', { id: { in: articleIds } }),
    postIds.length === 0 ? [] : store.find('post', { id: { in: postIds } }),
  ]);
  const articleStories = new Map(articles.map((article) => [article.id, articleStory(article, now)]));
  const postStories = new Map(posts.map((post) => [post.id, postStory(post)]));
  const stories = new Map<string, CommentStory>();
  for (const row of rows) {
    const story = (isOnPost(row) ? postStories : articleStories).get(row.targetId);
    if (story) stories.set(row.id, story);
  }
  return stories;
}

async function storyOf(store: Reader, now: number, row: CommentRow): Promise<CommentStory | null> {
  return (await storiesOf(store, now, [row])).get(row.id) ?? null;
}

const NO_REPORTS: CommentReports = { count: 0, reasons: [], notes: [] };

/** Readers' reports on `ids`, per comment id: one query. */
async function reportsOf(store: Reader, ids: readonly string[]): Promise<Map<string, CommentReports>> {
  const rows = ids.length === 0 ? [] : await store.find('commentReport', { commentId: { in: ids } }, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
  const reports = new Map<string, CommentReports>();
  for (const id of ids) {
    const mine = rows.filter((row) => row.commentId === id);
    if (mine.length === 0) continue;
    const tally = new Map<string, number>();
    for (const row of mine) tally.set(row.reason, (tally.get(row.reason) ?? 0) + 1);
    reports.set(id, {
      count: mine.length,
      reasons: [...tally].sort((a, b) => b[1] - a[1]).map(([reason, count]) => ({ reason: reason as CommentReports['reasons'][number]['reason'], count })),
      notes: mine.map((row) => row.note).filter(Boolean),
    });
  }
  return reports;
}

/** The commenters' accounts: the block in force on each that exists (an absent one has none to block). */
type Authors = Map<string, ReaderBlockEvent | null>;

function adminCommentOf(row: CommentRow, comment: Comment, story: CommentStory, reports: CommentReports, authors: Authors): AdminComment {
  const action = row.moderatedAction;
  const block = authors.get(row.userId);
  return {
    ...comment,
    state: row.hidden ? 'hidden' : 'visible',
    author: block === undefined ? null : { block },
    moderation: action === 'hidden' || action === 'shown' ? { action, by: row.moderatedBy, at: row.moderatedAt } : null,
    story,
    reports,
  };
}

/** Every word in the comment's text or its author's name, Simplified and Traditional alike. */
function matches(row: CommentRow, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = foldScripts(`${row.text} ${row.userName}`.toLowerCase());
  return words.every((word) => text.includes(word));
}

const likeKindOf = (row: CommentRow): LikeKind => (isOnPost(row) ? 'postComment' : 'articleComment');

export const adminCommentRules = [
  rule(listAdminComments, async ({ query }, ports) => {
    const { store, clock } = ports;
    const words = foldScripts((query.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
    const state = query.state ? { hidden: query.state === 'hidden' } : {};
    // Reported: the comments readers reported, and only those (the desk's queue, issue 28).
    const reported = query.reported ? await store.countBy('commentReport', 'commentId') : null;
    // Newest first; comments made in the same millisecond, the newest id first. A placeholder left by its author
    // has nothing to moderate.
    const rows = (await store.find('comment', { deletedAt: '', removedAt: '', ...state }, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] })).filter(
      (row) => matches(row, words) && (!reported || reported.has(row.id)),
    );
    const stories = await storiesOf(store, clock.now(), rows);
    const listed = rows.filter((row) => stories.has(row.id));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const shown = listed.slice((page - 1) * pageSize, page * pageSize);
    // Likes are counted for the page shown only, in one query per kind.
    const [comments, reports, authors] = await Promise.all([
      commentsOfRows(ports, shown),
      reportsOf(store, shown.map((row) => row.id)),
      blocksInForce(store, shown.map((row) => row.userId)),
    ]);
    const items = shown.map((row, index) => adminCommentOf(row, comments[index]!, stories.get(row.id)!, reports.get(row.id) ?? NO_REPORTS, authors));
    return ok({ items, page, pageSize, total: listed.length });
  }),

  rule(setAdminCommentState, async ({ query, body, admin }, ports) => {
    const { store, clock } = ports;
    const hidden = body.state === 'hidden';
    const answer = async (row: CommentRow, story: CommentStory) =>
      ok<typeof setAdminCommentState>({
        comment: adminCommentOf(row, await commentOf(ports, row), story, (await reportsOf(store, [row.id])).get(row.id) ?? NO_REPORTS, await blocksInForce(store, [row.userId])),
      });
    for (let attempt = 1; ; attempt += 1) {
      const now = clock.now();
      const row = await store.get('comment', query.id);
      const story = row ? await storyOf(store, now, row) : null;
      if (!row || !story) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
      if (row.deletedAt) return fail(410, ADMIN_COMMENT_ERRORS.deleted, 'id');
      // Already so: the comment as it is, with the record of the change that made it so.
      if (row.hidden === hidden) return answer(row, story);
      // Written only while the comment is as read: of two editors clicking at once one changes it, and the other
      // reads it again and is answered with that change's record (or that it was deleted meanwhile).
      const changed = await store.update(
        'comment',
        row.id,
        { hidden, moderatedAction: hidden ? 'hidden' : 'shown', moderatedBy: admin?.name ?? '', moderatedAt: iso(now) },
        { hidden: row.hidden, deletedAt: '' },
      );
      if (changed) return answer(changed, story);
      if (attempt >= ATTEMPTS) throw new Error(`comment ${row.id} kept changing while it was moderated`);
    }
  }),

  rule(deleteAdminComment, async ({ query, admin }, ports) =>
    ports.store.transaction(async (tx) => {
      const record = (row: CommentRow) => ok<typeof deleteAdminComment>({ status: 'deleted', deletedBy: row.deletedBy, deletedAt: row.deletedAt });
      const now = ports.clock.now();
      const row = await tx.get('comment', query.id);
      if (!row) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
      if (row.deletedAt) return record(row);
      if (!(await storyOf(tx, now, row))) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
      await tx.deleteWhere('like', { targetKind: likeKindOf(row), targetId: row.id });
      // The row stays as the record (who, when); what the reader wrote does not. Written only while not deleted:
      // a second editor deleting it at the same moment is answered with the first one's record.
      const gone = { text: '', hidden: true, deletedAt: iso(now), deletedBy: admin?.name ?? '' };
      const deleted = await tx.update('comment', row.id, gone, { deletedAt: '' });
      const stands = deleted ?? (await tx.get('comment', row.id));
      return stands?.deletedAt ? record(stands) : fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
    }),
  ),
];
