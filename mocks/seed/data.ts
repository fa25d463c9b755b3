/** Everything the mock database starts from (mocks/seedDb.ts), assembled from the seed's files. */
import { articles } from './articles';
import { authors } from './authors';
import { categories } from './categories';
import { cities } from './cities';
import { comments } from './comments';
import { commercialBlocks } from './commercial';
import { galleries, videos } from './multimedia';
import { generalPage, mainPage } from './pages';
import { polls } from './polls';
import { posts } from './posts';
import { topics } from './topics';
import type { SeedData } from './types';
import { users } from './users';

export const seed: SeedData = {
  categories,
  authors,
  topics,
  articles,
  posts,
  comments,
  polls,
  videos,
  galleries,
  commercialBlocks,
  pages: { general: generalPage, main: mainPage },
  users,
  cities,
};
