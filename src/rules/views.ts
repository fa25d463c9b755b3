/**
 * Rows -> the contracts' shapes. Counts (likes, comments, votes) are counted from the tables on every read, so
 * they are always what the readers' own actions made them; a list's counts are read in one query per kind.
 */
import { DELETED_READER_ID } from '../../contracts/accountErrors';
import { COMMENTS_PAGE_SIZE, type Comment, type CommentPage, type CommentSort, type Poll } from '../../contracts/community';
import type { Article, ArticleSummary, Post, PostSummary, StoryEdition } from '../../contracts/content';
import { LOCALES, mapLocales } from '../../contracts/common';
import { docOf, summaryOf, type StoredArticle, type StoredArticleSummary, type StoredPoll, type StoredPost } from './documents';
import type { Ports, Reader, Where } from './ports';
import type { Row } from './schema';

export type LikeKind = 'article' | 'post' | 'articleComment' | 'postComment';
export type StoryKind = 'article' | 'post';
type ArticleRow = Pick<Row<'article'>, 'id' | 'baseLikes' | 'doc'>;
type ListedRow = Pick<Row<'article'>, 'id' | 'baseLikes' | 'summary'>;
type PostRow = Row<'post'>;
type CommentRow = Row<'comment'>;

/**
 * The comments readers see: none an editor hid or deleted (docs/decisions/046). Every public read of comments —
 * the lists, the counts, the likes — goes through this condition, so a hide leaves the site at once.
 */
export const READER_VISIBLE = { hidden: false, deletedAt: '', removedAt: '' } as const satisfies Where<'comment'>;

/**
 * The posts readers see: none the desk hid (docs/decisions/100). Every public read of posts — the post page, the
 * hotspot, search, likes and comments on a post — goes through this condition, so a hide leaves the site at once.
 */
export const PUBLIC_POST = { hidden: false } as const satisfies Where<'post'>;

/** Posts featured first, the latest featured first ('' is not featured); then `then` (the list's own order). */
export function featuredFirst<T>(items: readonly T[], featuredAt: (item: T) => string, then: (a: T, b: T) => number): T[] {
  return [...items].sort((a, b) => {
    const [first, second] = [featuredAt(a), featuredAt(b)];
    if (first === second) return then(a, b);
    return first < second ? 1 : -1;
  });
}

/**
 * What a conversation shows: what readers see, and the placeholders of comments their authors deleted while they
 * had replies (counted nowhere, liked by nobody: docs/decisions/080).
 */
export const IN_THREAD = { hidden: false, deletedAt: '' } as const satisfies Where<'comment'>;

/** A comment as it is written, by a reader or the seed: never hidden, shown again or deleted, nor edited. */
export const UNMODERATED = {
  hidden: false,
  moderatedAction: '',
  moderatedBy: '',
  moderatedAt: '',
  deletedAt: '',
  deletedBy: '',
  editedAt: '',
  removedAt: '',
} as const;

export async function likeCount(store: Reader, targetKind: LikeKind, targetId: string, base: number): Promise<number> {
  return base + (await store.count('like', { targetKind, targetId }));
}

/** Likes per target id, for a list: one query. */
export function likeCounts(store: Reader, targetKind: LikeKind, targetIds: readonly string[]): Promise<Map<string, number>> {
  return targetIds.length === 0 ? Promise.resolve(new Map<string, number>()) : store.countBy('like', 'targetId', { targetKind, targetId: { in: targetIds } });
}

export function commentCounts(store: Reader, targetKind: StoryKind, targetIds: readonly string[]): Promise<Map<string, number>> {
  return targetIds.length === 0
    ? Promise.resolve(new Map<string, number>())
    : store.countBy('comment', 'targetId', { ...READER_VISIBLE, targetKind, targetId: { in: targetIds } });
}

/**
 * The poll a story shows: the one whose row names it. A story's own document may still name the poll it was
 * seeded or published with; the poll desk's attachment wins (docs/decisions/045).
 */
export async function attachedPollId(store: Reader, kind: StoryKind, storyId: string): Promise<string | null> {
  return (await store.first('poll', { storyKind: kind, storyId }))?.id ?? null;
}

/** The attached poll per story id, for a list: one query. */
export async function attachedPollIds(store: Reader, kind: StoryKind, storyIds: readonly string[]): Promise<Map<string, string>> {
  if (storyIds.length === 0) return new Map();
  const polls = await store.find('poll', { storyKind: kind, storyId: { in: storyIds } }, { orderBy: [['id', 'asc']] });
  const attached = new Map<string, string>();
  for (const poll of polls) if (!attached.has(poll.storyId)) attached.set(poll.storyId, poll.id);
  return attached;
}

/** What a story's counts and poll are, read for a whole list at once. */
interface Tallies {
  readonly likes: Map<string, number>;
  readonly comments: Map<string, number>;
  readonly polls: Map<string, string>;
}

async function talliesOf(store: Reader, kind: StoryKind, ids: readonly string[]): Promise<Tallies> {
  const [likes, comments, polls] = await Promise.all([
    likeCounts(store, kind, ids),
    commentCounts(store, kind, ids),
    attachedPollIds(store, kind, ids),
  ]);
  return { likes, comments, polls };
}

/** The reader's article from its stored document: whole (an `Article`), or a list's summary (without the bodies). */
function articleWith<D extends StoredArticleSummary>(row: Pick<ArticleRow, 'id' | 'baseLikes'>, stored: D, tallies: Tallies) {
  const { baseLikes: _base, pollId: _stored, ...article } = stored;
  const pollId = tallies.polls.get(row.id);
  return {
    ...article,
    ...(pollId ? { pollId } : {}),
    likes: row.baseLikes + (tallies.likes.get(row.id) ?? 0),
    commentsCount: tallies.comments.get(row.id) ?? 0,
  };
}

function summaryOfArticle(article: ReturnType<typeof articleWith<StoredArticleSummary>>): ArticleSummary {
  // A summary's text is the card's: no body, nothing about the lead picture beyond the picture itself.
  const summary = ({ title, description, category, subcategory }: Pick<StoryEdition, 'title' | 'description' | 'category' | 'subcategory'>) => ({
    title,
    description,
    category,
    subcategory,
  });
  return {
    _id: article._id,
    slug: article.slug,
    authorId: article.authorId,
    publishedAt: article.publishedAt,
    ...(article.updatedAt ? { updatedAt: article.updatedAt } : {}),
    ...(article.topics ? { topics: article.topics } : {}),
    image: article.image,
    readingMinutes: article.readingMinutes,
    likes: article.likes,
    commentsCount: article.commentsCount,
    // The editions it exists in, and no others.
    data: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const text = article.data[locale];
        return text ? [[locale, summary(text)]] : [];
      }),
    ),
  };
}

/** An article and the summaries of `others` (its related stories), their counts read together: one query per kind. */
export async function articleAndSummaries(
  { store }: Pick<Ports, 'store'>,
  row: ArticleRow,
  others: readonly ListedRow[],
): Promise<{ article: Article; summaries: ArticleSummary[] }> {
  const tallies = await talliesOf(store, 'article', [row.id, ...others.map((other) => other.id)]);
  return {
    article: articleWith(row, docOf<StoredArticle>(row), tallies) satisfies Article,
    summaries: others.map((other) => summaryOfArticle(articleWith(other, summaryOf(other), tallies))),
  };
}

/** Summaries of `rows`, in their order, from the rows' summary documents. */
export async function articleSummariesOf({ store }: Pick<Ports, 'store'>, rows: readonly ListedRow[]): Promise<ArticleSummary[]> {
  const tallies = await talliesOf(store, 'article', rows.map((row) => row.id));
  return rows.map((row) => summaryOfArticle(articleWith(row, summaryOf(row), tallies)));
}

function postWith(row: PostRow, tallies: Tallies): Post {
  const { baseLikes: _base, pollId: _stored, ...post } = docOf<StoredPost>(row);
  const pollId = tallies.polls.get(row.id);
  return {
    ...post,
    ...(pollId ? { pollId } : {}),
    likes: row.baseLikes + (tallies.likes.get(row.id) ?? 0),
    commentsCount: tallies.comments.get(row.id) ?? 0,
  };
}

export async function postOf({ store }: Pick<Ports, 'store'>, row: PostRow): Promise<Post> {
  return postWith(row, await talliesOf(store, 'post', [row.id]));
}

export async function postSummariesOf({ store }: { readonly store: Reader }, rows: readonly PostRow[]): Promise<PostSummary[]> {
  const tallies = await talliesOf(store, 'post', rows.map((row) => row.id));
  return rows.map((row) => {
    const post = postWith(row, tallies);
    const summary = (locale: keyof Post['data']) => {
      const { title, description, category, subcategory } = post.data[locale];
      return { title, description, category, subcategory };
    };
    return {
      _id: post._id,
      slug: post.slug,
      userName: post.userName,
      publishedAt: post.publishedAt,
      ...(post.image ? { image: post.image } : {}),
      likes: post.likes,
      commentsCount: post.commentsCount,
      data: mapLocales(summary),
    };
  });
}

export const commentLikeKind = (row: Pick<CommentRow, 'targetKind'>): LikeKind => (row.targetKind === 'post' ? 'postComment' : 'articleComment');

/** Reader's comments of `rows`, in their order, with their likes counted in one query. */
export async function commentsOfRows({ store }: Pick<Ports, 'store'>, rows: readonly CommentRow[]): Promise<Comment[]> {
  const kinds = [...new Set(rows.map(commentLikeKind))];
  const counts = new Map<string, number>();
  for (const kind of kinds) {
    const ids = rows.filter((row) => commentLikeKind(row) === kind).map((row) => row.id);
    for (const [id, count] of await likeCounts(store, kind, ids)) counts.set(id, count);
  }
  return rows.map((row) => {
    const reply = row.parentId ? { parentId: row.parentId } : {};
    // A placeholder tells nothing of what was written, nor by whom.
    if (row.removedAt) return { _id: row.id, userId: DELETED_READER_ID, userName: '', text: '', createdAt: row.createdAt, likes: 0, ...reply, removed: true as const };
    return {
      _id: row.id,
      userId: row.userId,
      userName: row.userName,
      text: row.text,
      createdAt: row.createdAt,
      likes: row.baseLikes + (counts.get(row.id) ?? 0),
      ...reply,
      ...(row.editedAt ? { editedAt: row.editedAt } : {}),
    };
  });
}

export async function commentOf(ports: Pick<Ports, 'store'>, row: CommentRow): Promise<Comment> {
  const [comment] = await commentsOfRows(ports, [row]);
  if (!comment) throw new Error(`comment ${row.id} vanished while read`);
  return comment;
}

const byNewest = (a: CommentRow, b: CommentRow) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);

/**
 * A page of a story's conversation: its top-level comments in `sort` order (ties: newest first), each followed by
 * its replies, oldest first. A story's top-level comments are read in one query and ordered here, because "most
 * liked" counts the likes table; a placeholder whose replies are all gone is left out (docs/decisions/080).
 */
export async function commentPage(
  ports: Pick<Ports, 'store'>,
  targetKind: StoryKind,
  targetId: string,
  sort: CommentSort = 'newest',
  page = 1,
): Promise<CommentPage> {
  const { store } = ports;
  const [tops, replyCounts] = await Promise.all([
    store.find('comment', { ...IN_THREAD, targetKind, targetId, parentId: '' }),
    store.countBy('comment', 'parentId', { ...READER_VISIBLE, targetKind, targetId, parentId: { not: '' } }),
  ]);
  const shown = tops.filter((row) => !row.removedAt || (replyCounts.get(row.id) ?? 0) > 0).sort(byNewest);
  if (sort === 'oldest') shown.reverse();
  if (sort === 'liked') {
    const likes = await likeCounts(store, commentLikeKind({ targetKind }), shown.map((row) => row.id));
    const score = (row: CommentRow) => (row.removedAt ? -1 : row.baseLikes + (likes.get(row.id) ?? 0));
    // Array.prototype.sort is stable: equal likes keep newest first.
    shown.sort((a, b) => score(b) - score(a));
  }
  const pageRows = shown.slice((page - 1) * COMMENTS_PAGE_SIZE, page * COMMENTS_PAGE_SIZE);
  const replies =
    pageRows.length === 0
      ? []
      : await store.find(
          'comment',
          { ...READER_VISIBLE, targetKind, targetId, parentId: { in: pageRows.map((row) => row.id) } },
          { orderBy: [['createdAt', 'asc'], ['id', 'asc']] },
        );
  const ordered = pageRows.flatMap((row) => [row, ...replies.filter((reply) => reply.parentId === row.id)]);
  return { comments: await commentsOfRows(ports, ordered), sort, page, pageSize: COMMENTS_PAGE_SIZE, threads: shown.length };
}

export async function pollOf({ store, clock }: Pick<Ports, 'store' | 'clock'>, pollId: string, viewerId: string | null): Promise<Poll | null> {
  const row = await store.get('poll', pollId);
  if (!row) return null;
  const doc = docOf<StoredPoll>(row);
  const [variantRows, votes, mine] = await Promise.all([
    store.find('pollVariant', { pollId }, { orderBy: [['order', 'asc'], ['id', 'asc']] }),
    store.countBy('vote', 'variantId', { pollId }),
    viewerId ? store.first('vote', { pollId, userId: viewerId }) : Promise.resolve(null),
  ]);
  const variants = variantRows.map((variant) => ({
    _id: variant.id,
    data: docOf<StoredPoll['variants'][number]>(variant).data,
    votes: variant.baseVotes + (votes.get(variant.id) ?? 0),
  }));
  return {
    _id: row.id,
    data: doc.data,
    variants,
    endsAt: new Date(row.endsAt).toISOString(),
    closed: row.endsAt <= clock.now(),
    totalVotes: variants.reduce((sum, variant) => sum + variant.votes, 0),
    ...(mine ? { votedVariantId: mine.variantId } : {}),
  };
}
