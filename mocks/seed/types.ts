/**
 * The shapes of the seed data: the contracts' own types, less what the mock computes from its tables
 * (like and comment counts, poll tallies), plus the starting numbers the seed gives those counts.
 */
import type { Comment, Poll } from '../../contracts/community';
import type {
  Article,
  Author,
  Category,
  CommercialBlock,
  Gallery,
  GeneralPage,
  MainPage,
  Post,
  StoryEdition,
  Topic,
  Video,
} from '../../contracts/content';
import type { Locale } from '../../contracts/common';
import type { User } from '../../contracts/user';

type Counted = 'likes' | 'commentsCount';

export type SeedArticle = Omit<Article, Counted> & {
  /** Likes from readers who are not in the seed's user table. */
  readonly baseLikes: number;
};

/** The seed writes every article in all three editions; the newsroom may publish fewer (readerDocOf). */
export type FullSeedArticle = SeedArticle & { readonly data: Readonly<Record<Locale, StoryEdition>> };

export type SeedPost = Omit<Post, Counted> & { readonly baseLikes: number };

export type SeedComment = Omit<Comment, 'likes'> & {
  readonly target: { readonly kind: 'article' | 'post'; readonly id: string };
  readonly baseLikes: number;
};

export type SeedPoll = Omit<Poll, 'closed' | 'totalVotes' | 'votedVariantId' | 'variants'> & {
  readonly variants: readonly { readonly _id: string; readonly data: Poll['variants'][number]['data']; readonly baseVotes: number }[];
};

/** Seed readers sign in with their email (or userName) and `password`. */
export type SeedUser = Omit<User, 'draft' | 'createdAt'> & { readonly password: string; readonly createdAt: string };

export interface SeedData {
  readonly categories: readonly Category[];
  readonly authors: readonly Author[];
  readonly topics: readonly Topic[];
  readonly articles: readonly FullSeedArticle[];
  readonly posts: readonly SeedPost[];
  readonly comments: readonly SeedComment[];
  readonly polls: readonly SeedPoll[];
  readonly videos: readonly Video[];
  readonly galleries: readonly Gallery[];
  readonly commercialBlocks: readonly CommercialBlock[];
  readonly pages: { readonly general: GeneralPage; readonly main: MainPage };
  readonly users: readonly SeedUser[];
  /** Weather per known city, for the weather call: condition texts per locale. */
  readonly cities: readonly SeedCity[];
}

export interface SeedCity {
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
