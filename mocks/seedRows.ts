/**
 * The demo magazine (mocks/seed/) as the rows of src/rules/schema.ts: what the mock's database starts from
 * (mocks/seedDb.ts) and what `npm run db:seed` and the real API's local mode put into PostgreSQL. One seed, two
 * stores, the same rows.
 */
import { LOCALES } from '../contracts/common';
import type { CommercialBlock } from '../contracts/content';
import { readerColumns, workingCopyFromReaderDoc } from '../src/rules/articleRows';
import { seedPasswordHash } from '../src/rules/passwords';
import type { Store } from '../src/rules/ports';
import { TABLE_NAMES, type Row, type TableName } from '../src/rules/schema';
import { searchRowsOf } from '../src/rules/searchIndex';
import { UNMODERATED } from '../src/rules/views';
import { SEED_EPOCH } from './clock';
import { seed } from './seed/data';
import { LIBRARY_ITEMS } from './seed/media';
import type { FullSeedArticle } from './seed/types';

/** The desk's first account: an administrator, who may do everything (docs/decisions/089). */
export const SEED_ADMIN = { email: 'editor@huanyu.example', password: 'admin-pass-1', name: 'Huanyu Editors', role: 'administrator' } as const;
/** A second administrator, so two people can open and save the same article, section or front (the desk's conflicts). */
export const SEED_SECOND_ADMIN = { email: 'desk@huanyu.example', password: 'admin-pass-2', name: 'Lin Wen', role: 'administrator' } as const;
/** An editor: publishes, curates and moderates, but keeps no roles, sections, sponsors or newsletter sends. */
export const SEED_EDITOR = { email: 'news@huanyu.example', password: 'admin-pass-3', name: 'Chen Jia', role: 'editor' } as const;
/** A contributor: writes drafts of their own, publishes nothing. */
export const SEED_CONTRIBUTOR = { email: 'writer@huanyu.example', password: 'admin-pass-4', name: 'Zhou Min', role: 'contributor' } as const;

export type SeedRows = { readonly [T in TableName]?: readonly Row<T>[] };

/** A seeded article as the desk sees it: published, its working copy made from what readers read. */
export function seedArticleRow(article: FullSeedArticle, updatedBy: string): Row<'article'> {
  return {
    id: article._id,
    slug: article.slug,
    categoryId: article.data.en.category,
    subcategoryId: article.data.en.subcategory ?? '',
    publishedAt: article.publishedAt,
    baseLikes: article.baseLikes,
    ...readerColumns(article),
    status: 'published',
    publishAt: article.publishedAt,
    version: 1,
    createdAt: article.publishedAt,
    updatedAt: article.updatedAt ?? article.publishedAt,
    updatedBy,
    createdBy: '',
    adminDoc: JSON.stringify(workingCopyFromReaderDoc(article)),
    liveRevision: 0,
    pendingUpdate: false,
  };
}

/** A seeded block: switched on, in every language, with no dates, in the seed's order within its page type. */
export function seedCommercialRow(block: CommercialBlock, order: number): Row<'commercialBlock'> {
  return {
    id: block._id,
    pageType: block.pageType,
    categoryId: block.categoryId ?? '',
    doc: JSON.stringify(block),
    order,
    enabled: true,
    locales: LOCALES.join(','),
    startAt: '',
    endAt: '',
    version: 1,
    updatedAt: new Date(SEED_EPOCH).toISOString(),
    updatedBy: '',
  };
}

/** What does not depend on the clock, made once per process: every test seeds the database again. */
let fixed: SeedRows | undefined;

function fixedRows(): SeedRows {
  const placed = new Map<string, number>();
  const commercialBlock = seed.commercialBlocks.map((block) => {
    // Each page type's blocks keep the seed's order among themselves.
    const order = placed.get(block.pageType) ?? 0;
    placed.set(block.pageType, order + 1);
    return seedCommercialRow(block, order);
  });
  return {
    category: seed.categories.map((category, order) => ({ id: category._id, kind: category.kind, order, version: 1, updatedAt: '', updatedBy: '', doc: JSON.stringify(category) })),
    author: seed.authors.map((author, order) => ({ id: author._id, order, doc: JSON.stringify(author), names: '', email: '', version: 1, updatedAt: '', updatedBy: '' })),
    authorSlug: seed.authors.map((author) => ({ slug: author.slug, authorId: author._id, createdAt: '' })),
    topic: seed.topics.map((topic, order) => ({ id: topic._id, order, doc: JSON.stringify(topic), version: 1 })),
    article: seed.articles.map((article) => seedArticleRow(article, SEED_ADMIN.name)),
    // Readers know every seeded story by its alias: each is kept (and redirects) once an editor changes it.
    articleAlias: seed.articles.map((article) => ({ alias: article.slug, articleId: article._id, live: true, createdAt: article.publishedAt })),
    post: seed.posts.map((post) => ({
      id: post._id,
      slug: post.slug,
      categoryId: post.data.en.category,
      subcategoryId: post.data.en.subcategory ?? '',
      publishedAt: post.publishedAt,
      baseLikes: post.baseLikes,
      doc: JSON.stringify(post),
      hidden: false,
      moderatedAction: '',
      moderatedReason: '',
      moderatedBy: '',
      moderatedAt: '',
      featuredAt: '',
    })),
    pollVariant: seed.polls.flatMap((poll) =>
      poll.variants.map((variant, order) => ({ id: variant._id, pollId: poll._id, order, baseVotes: variant.baseVotes, doc: JSON.stringify(variant) })),
    ),
    media: [...seed.videos, ...seed.galleries].map((item) => ({
      id: item._id,
      kind: item.kind,
      categoryId: item.category,
      subcategoryId: item.subcategory ?? '',
      publishedAt: item.publishedAt,
      doc: JSON.stringify(item),
      version: 1,
      updatedAt: '',
      updatedBy: '',
    })),
    commercialBlock,
    // The library's seeded items, oldest first in the seed's order (the desk lists the newest first).
    mediaItem: LIBRARY_ITEMS.map((item, n) => ({
      id: item.id,
      kind: item.kind,
      name: item.path.split('/').pop() ?? item.path,
      path: item.path,
      image: item.image ? JSON.stringify(item.image) : '',
      type: item.type,
      size: item.size,
      alt: JSON.stringify(item.alt),
      credit: item.credit,
      createdAt: SEED_EPOCH - (LIBRARY_ITEMS.length - n) * 60_000,
      createdBy: SEED_ADMIN.name,
      updatedAt: SEED_EPOCH - (LIBRARY_ITEMS.length - n) * 60_000,
      updatedBy: SEED_ADMIN.name,
      version: 1,
      sourceId: '',
    })),
    page: [
      { id: 'general', doc: JSON.stringify(seed.pages.general), version: 1, updatedAt: '', updatedBy: '' },
      { id: 'main', doc: JSON.stringify(seed.pages.main), version: 1, updatedAt: '', updatedBy: '' },
    ],
    city: seed.cities.map((city) => ({ id: city.loc, doc: JSON.stringify(city) })),
    searchDoc: [
      ...seed.articles.flatMap((article) => searchRowsOf('article', article._id, article.data)),
      ...seed.posts.flatMap((post) => searchRowsOf('post', post._id, post.data)),
    ],
    user: seed.users.map((user) => ({
      id: user._id,
      email: user.email.toLowerCase(),
      userName: user.userName,
      userNameKey: user.userName.toLowerCase(),
      passwordHash: seedPasswordHash(user._id, user.password),
      firstName: user.firstName,
      lastName: user.lastName,
      country: user.country ?? '',
      city: user.city ?? '',
      phone: user.phone ?? '',
      gender: user.gender ?? '',
      birthdate: user.birthdate ?? null,
      hobby: user.hobby ?? '',
      locale: user.locale,
      verified: user.verified,
      createdAt: user.createdAt,
      draft: '',
    })),
    comment: seed.comments.map((comment) => ({
      id: comment._id,
      targetKind: comment.target.kind,
      targetId: comment.target.id,
      userId: comment.userId,
      userName: comment.userName,
      text: comment.text,
      createdAt: comment.createdAt,
      baseLikes: comment.baseLikes,
      ...UNMODERATED,
      parentId: comment.parentId ?? '',
    })),
    admin: (
      [
        ['adm_editor', SEED_ADMIN],
        ['adm_desk', SEED_SECOND_ADMIN],
        ['adm_news', SEED_EDITOR],
        ['adm_writer', SEED_CONTRIBUTOR],
      ] as const
    ).map(([id, account]) => ({ id, email: account.email, name: account.name, role: account.role, passwordHash: seedPasswordHash(id, account.password) })),
  };
}

/**
 * Every seeded row, polls included. Poll deadlines keep their distance from `now`: an open poll stays open however
 * long after the seed's day the magazine runs, and a closed one stays closed.
 */
export function seedRows(now: number): SeedRows {
  fixed ??= fixedRows();
  const shift = Math.max(0, now - SEED_EPOCH);
  const created = new Date(SEED_EPOCH - 7 * 24 * 3600 * 1000).toISOString();
  const poll = seed.polls.map((item) => {
    // The story a seeded poll is on is the one whose seed names it: from then on the poll's row says so.
    const article = seed.articles.find((candidate) => candidate.pollId === item._id);
    const post = article ? undefined : seed.posts.find((candidate) => candidate.pollId === item._id);
    return {
      id: item._id,
      endsAt: Date.parse(item.endsAt) + shift,
      doc: JSON.stringify(item),
      storyKind: article ? 'article' : post ? 'post' : '',
      storyId: article?._id ?? post?._id ?? '',
      createdAt: created,
      updatedAt: created,
      updatedBy: SEED_ADMIN.name,
      version: 1,
    };
  });
  return { ...fixed, poll };
}

/** The seed, written through the rules' store: parents before the rows that name them. */
export async function seedStore(store: Store, now: number): Promise<void> {
  const rows = seedRows(now);
  await store.transaction(async (tx) => {
    for (const table of TABLE_NAMES) await tx.insertMany(table, (rows[table] ?? []));
  });
}
