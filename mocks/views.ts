/**
 * Rows -> the contracts' shapes. Counts (likes, comments, votes) are computed from the tables on every read, so
 * they are always what the readers' own actions made them.
 */
import type { Comment, Poll } from '../contracts/community';
import type { Article, ArticleSummary, Post, PostSummary, StoryEdition } from '../contracts/content';
import { LOCALES } from '../contracts/common';
import { mockNow } from './clock';
import { db, docOf } from './db';
import type { SeedArticle, SeedPost, SeedPoll } from './seed/types';

export type LikeKind = 'article' | 'post' | 'articleComment' | 'postComment';

export function likeCount(targetKind: LikeKind, targetId: string, base: number): number {
  return base + db.like.count({ where: { targetKind: { equals: targetKind }, targetId: { equals: targetId } } });
}

/**
 * The comments readers see: none an editor hid or deleted (docs/decisions/046). Every public read of comments —
 * the lists, the counts, the likes — goes through this condition, so a hide leaves the site at once.
 */
export const READER_VISIBLE = { hidden: { equals: false }, deletedAt: { equals: '' } } as const;

export function commentCount(targetKind: 'article' | 'post', targetId: string): number {
  return db.comment.count({ where: { ...READER_VISIBLE, targetKind: { equals: targetKind }, targetId: { equals: targetId } } });
}

type ArticleRow = NonNullable<ReturnType<typeof db.article.findFirst>>;
type PostRow = NonNullable<ReturnType<typeof db.post.findFirst>>;
type CommentRow = NonNullable<ReturnType<typeof db.comment.findFirst>>;

/**
 * The poll a story shows: the one whose row names it (mocks/pollRows.ts). A story's own document may still name
 * the poll it was seeded or published with; the poll desk's attachment wins (docs/decisions/045).
 */
export function attachedPollId(kind: 'article' | 'post', storyId: string): string | null {
  return db.poll.findFirst({ where: { storyKind: { equals: kind }, storyId: { equals: storyId } } })?.id ?? null;
}

export function articleOf(row: ArticleRow): Article {
  const { baseLikes: _base, pollId: _stored, ...article } = docOf<SeedArticle>(row);
  const pollId = attachedPollId('article', row.id);
  return {
    ...article,
    ...(pollId ? { pollId } : {}),
    likes: likeCount('article', row.id, row.baseLikes),
    commentsCount: commentCount('article', row.id),
  };
}

export function articleSummaryOf(row: ArticleRow): ArticleSummary {
  const article = articleOf(row);
  // A summary's text is the card's: no body, nothing about the lead picture beyond the picture itself.
  const summary = ({ title, description, category, subcategory }: StoryEdition) => ({ title, description, category, subcategory });
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

export function postOf(row: PostRow): Post {
  const { baseLikes: _base, pollId: _stored, ...post } = docOf<SeedPost>(row);
  const pollId = attachedPollId('post', row.id);
  return { ...post, ...(pollId ? { pollId } : {}), likes: likeCount('post', row.id, row.baseLikes), commentsCount: commentCount('post', row.id) };
}

export function postSummaryOf(row: PostRow): PostSummary {
  const post = postOf(row);
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
    data: { en: summary('en'), 'zh-cn': summary('zh-cn'), 'zh-tw': summary('zh-tw') },
  };
}

export function commentOf(row: CommentRow): Comment {
  const kind: LikeKind = row.targetKind === 'post' ? 'postComment' : 'articleComment';
  return {
    _id: row.id,
    userId: row.userId,
    userName: row.userName,
    text: row.text,
    createdAt: row.createdAt,
    likes: likeCount(kind, row.id, row.baseLikes),
  };
}

/** Newest first. */
export function commentsOf(targetKind: 'article' | 'post', targetId: string): Comment[] {
  return db.comment
    .findMany({ where: { ...READER_VISIBLE, targetKind: { equals: targetKind }, targetId: { equals: targetId } } })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(commentOf);
}

export function pollOf(pollId: string, viewerId: string | null): Poll | null {
  const row = db.poll.findFirst({ where: { id: { equals: pollId } } });
  if (!row) return null;
  const doc = docOf<SeedPoll>(row);
  const variants = db.pollVariant
    .findMany({ where: { pollId: { equals: pollId } } })
    .sort((a, b) => a.order - b.order)
    .map((variant) => ({
      _id: variant.id,
      data: docOf<SeedPoll['variants'][number]>(variant).data,
      votes: variant.baseVotes + db.vote.count({ where: { variantId: { equals: variant.id } } }),
    }));
  const mine = viewerId
    ? db.vote.findFirst({ where: { pollId: { equals: pollId }, userId: { equals: viewerId } } })
    : null;
  return {
    _id: row.id,
    data: doc.data,
    variants,
    endsAt: new Date(row.endsAt).toISOString(),
    closed: row.endsAt <= mockNow(),
    totalVotes: variants.reduce((sum, variant) => sum + variant.votes, 0),
    ...(mine ? { votedVariantId: mine.variantId } : {}),
  };
}
