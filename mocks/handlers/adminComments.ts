/**
 * Ours: the editors' desk's comments (contracts/adminComments.ts, docs/decisions/046). The desk changes the same
 * rows the readers' article and post pages read (mocks/views.ts READER_VISIBLE): a hidden or deleted comment
 * leaves the public page, and its story's count, at once.
 */
import {
  ADMIN_COMMENT_ERRORS,
  deleteAdminComment,
  listAdminComments,
  setAdminCommentState,
  type AdminComment,
  type CommentStory,
} from '../../contracts/adminComments';
import { LOCALES, type Locale } from '../../contracts/common';
import type { Post } from '../../contracts/content';
import { isPublic, workingCopyOf } from '../articleRows';
import { mockNow } from '../clock';
import { db, docOf } from '../db';
import { fail, handle, ok } from '../respond';
import { foldScripts } from '../../src/rules/scriptFold';
import { commentOf } from '../views';

const DEFAULT_PAGE_SIZE = 20;

type CommentRow = NonNullable<ReturnType<typeof db.comment.findFirst>>;

const now = () => new Date(mockNow()).toISOString();
const titles = (title: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((locale) => [locale, title(locale)])) as CommentStory['title'];

/** The story a comment hangs on; null when it is gone (an article deleted takes its comments with it). */
function storyOf(row: CommentRow): CommentStory | null {
  if (row.targetKind === 'post') {
    const post = db.post.findFirst({ where: { id: { equals: row.targetId } } });
    if (!post) return null;
    const doc = docOf<Post>(post);
    return { kind: 'post', _id: post.id, slug: post.slug, title: titles((locale) => doc.data[locale].title), public: true };
  }
  const article = db.article.findFirst({ where: { id: { equals: row.targetId } } });
  if (!article) return null;
  // The editors' working copy: an unpublished article's comments still name the story they were written under.
  const copy = workingCopyOf(article);
  return { kind: 'article', _id: article.id, slug: article.slug, title: titles((locale) => copy.data[locale].title), public: isPublic(article) };
}

function adminCommentOf(row: CommentRow, story: CommentStory): AdminComment {
  const action = row.moderatedAction;
  return {
    ...commentOf(row),
    state: row.hidden ? 'hidden' : 'visible',
    moderation: action === 'hidden' || action === 'shown' ? { action, by: row.moderatedBy, at: row.moderatedAt } : null,
    story,
  };
}

/** Every word in the comment's text or its author's name, Simplified and Traditional alike. */
function matches(row: CommentRow, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = foldScripts(`${row.text} ${row.userName}`.toLowerCase());
  return words.every((word) => text.includes(word));
}

const findRow = (id: string) => db.comment.findFirst({ where: { id: { equals: id } } });

export const adminCommentHandlers = [
  handle(listAdminComments, ({ query }) => {
    const words = foldScripts((query.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
    const rows = db.comment
      .findMany({ where: { deletedAt: { equals: '' } } })
      .filter((row) => !query.state || (query.state === 'hidden') === row.hidden)
      .filter((row) => matches(row, words))
      // Newest first; comments made in the same millisecond, the newest id first.
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .flatMap((row) => {
        const story = storyOf(row);
        return story ? [adminCommentOf(row, story)] : [];
      });
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return ok({ items: rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: rows.length });
  }),

  handle(setAdminCommentState, ({ query, body, admin }) => {
    const row = findRow(query.id);
    const story = row ? storyOf(row) : null;
    if (!row || !story) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
    if (row.deletedAt) return fail(410, ADMIN_COMMENT_ERRORS.deleted, 'id');
    const hidden = body.state === 'hidden';
    // Already so: the comment as it is, with the record of the change that made it so.
    if (row.hidden === hidden) return ok({ comment: adminCommentOf(row, story) });
    const changed = db.comment.update({
      where: { id: { equals: row.id } },
      data: { hidden, moderatedAction: hidden ? 'hidden' : 'shown', moderatedBy: admin?.name ?? '', moderatedAt: now() },
    });
    return ok({ comment: adminCommentOf(changed ?? row, story) });
  }),

  handle(deleteAdminComment, ({ query, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
    if (row.deletedAt) return ok({ status: 'deleted', deletedBy: row.deletedBy, deletedAt: row.deletedAt });
    if (!storyOf(row)) return fail(404, ADMIN_COMMENT_ERRORS.notFound, 'id');
    const kind = row.targetKind === 'post' ? 'postComment' : 'articleComment';
    db.like.deleteMany({ where: { targetKind: { equals: kind }, targetId: { equals: row.id } } });
    // The row stays as the record (who, when); what the reader wrote does not.
    const deleted = db.comment.update({
      where: { id: { equals: row.id } },
      data: { text: '', hidden: true, deletedAt: now(), deletedBy: admin?.name ?? '' },
    });
    return ok({ status: 'deleted', deletedBy: deleted?.deletedBy ?? '', deletedAt: deleted?.deletedAt ?? '' });
  }),
];
