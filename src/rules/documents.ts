/**
 * The JSON documents kept in the content tables' `doc` columns: the contracts' own shapes, less what the rules
 * count from the tables on every read (likes, comments, votes), plus the starting numbers those counts add to.
 * The seed (mocks/seed/) is written in these shapes.
 */
import type { Comment, Poll } from '../../contracts/community';
import type { Article, Post } from '../../contracts/content';
import type { Locale } from '../../contracts/common';

type Counted = 'likes' | 'commentsCount';

export type StoredArticle = Omit<Article, Counted> & {
  /** Likes from readers who are not in the user table. */
  readonly baseLikes: number;
};

export type StoredPost = Omit<Post, Counted> & { readonly baseLikes: number };

export type StoredComment = Omit<Comment, 'likes'> & {
  readonly target: { readonly kind: 'article' | 'post'; readonly id: string };
  readonly baseLikes: number;
};

export type StoredPoll = Omit<Poll, 'closed' | 'totalVotes' | 'votedVariantId' | 'variants'> & {
  readonly variants: readonly { readonly _id: string; readonly data: Poll['variants'][number]['data']; readonly baseVotes: number }[];
};

export interface StoredCity {
  readonly loc: string;
  readonly city: Readonly<Record<Locale, string>>;
  readonly region: Readonly<Record<Locale, string>>;
  readonly country: Readonly<Record<Locale, string>>;
  /** Also matched when the weather call names the city instead of coordinates. */
  readonly aliases: readonly string[];
  readonly tempC: number;
  readonly icon: string;
  readonly condition: Readonly<Record<Locale, string>>;
}

/** Reads a content row's document. */
export function docOf<T>(row: { readonly doc: string }): T {
  return JSON.parse(row.doc) as T;
}

/** An article's document as lists read it: each edition without its body (`summaryText`). */
export type StoredArticleSummary = Omit<StoredArticle, 'data'> & {
  readonly data: { readonly [L in keyof StoredArticle['data']]?: Omit<NonNullable<StoredArticle['data'][L]>, 'content'> };
};

/** Reads an article row's summary. */
export function summaryOf(row: { readonly summary: string }): StoredArticleSummary {
  return JSON.parse(row.summary) as StoredArticleSummary;
}

/**
 * An article's document as lists read it (the `summary` column): the same, less every edition's body, which is
 * four fifths of the text and which no card, front or related list shows (docs/decisions/111). '' stays ''.
 */
export function summaryText(doc: string): string {
  if (doc === '') return '';
  const article = JSON.parse(doc) as { data: Record<string, Record<string, unknown>> };
  const data = Object.fromEntries(Object.entries(article.data).map(([locale, { content: _body, ...text }]) => [locale, text]));
  return JSON.stringify({ ...article, data });
}

/** Minutes of reading for an article's HTML body, at 220 words a minute. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
