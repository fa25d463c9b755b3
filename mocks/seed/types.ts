/**
 * The shapes of the seed data: the contracts' own types, less what the mock computes from its tables
 * (like and comment counts, poll tallies), plus the starting numbers the seed gives those counts.
 */
import type { StoredArticle, StoredCity, StoredComment, StoredPoll, StoredPost } from '../../src/rules/documents';
import type {
  Author,
  Category,
  CommercialBlock,
  Gallery,
  GeneralPage,
  MainPage,
  StoryEdition,
  Topic,
  Video,
} from '../../contracts/content';
import type { Locale } from '../../contracts/common';
import type { User } from '../../contracts/user';

/** The seed writes every article in all three editions; the newsroom may publish fewer (readerDocOf). */
export type FullSeedArticle = SeedArticle & { readonly data: Readonly<Record<Locale, StoryEdition>> };

export type SeedArticle = StoredArticle;
export type SeedPost = StoredPost;
export type SeedComment = StoredComment;
export type SeedPoll = StoredPoll;
export type SeedCity = StoredCity;

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
