/** Fills the mock database from the seed (mocks/seed/): the state every test, story and fresh browser starts from. */
import { mockNow, SEED_EPOCH } from './clock';
import { seedArticleRow } from './articleRows';
import { seedCommercialRow } from './commercialRows';
import { db, dropDb } from './db';
import { seedPasswordHash } from '../src/rules/passwords';
import { searchRowsOf } from '../src/rules/searchIndex';
import { seed } from './seed/data';

export const SEED_ADMIN = { email: 'editor@huanyu.example', password: 'admin-pass-1', name: 'Huanyu Editors' } as const;
/** A second editor, so two people can open and save the same article (the desk's conflicts). */
export const SEED_SECOND_ADMIN = { email: 'desk@huanyu.example', password: 'admin-pass-2', name: 'Lin Wen' } as const;

/** The seed's search rows, made once per process: every test seeds the database again. */
let seedSearchRows: ReturnType<typeof searchRowsOf> | undefined;

function searchRows() {
  seedSearchRows ??= [
    ...seed.articles.flatMap((article) => searchRowsOf('article', article._id, article.data)),
    ...seed.posts.flatMap((post) => searchRowsOf('post', post._id, post.data)),
  ];
  return seedSearchRows;
}

export function seedDb(): void {
  // Poll deadlines keep their distance from "now": an open poll stays open however long after the seed's day
  // the mock runs, and a closed one stays closed.
  const shift = Math.max(0, mockNow() - SEED_EPOCH);

  seed.categories.forEach((category, order) =>
    db.category.create({ id: category._id, kind: category.kind, order, version: 1, updatedAt: '', updatedBy: '', doc: JSON.stringify(category) }),
  );
  seed.authors.forEach((author) => db.author.create({ id: author._id, doc: JSON.stringify(author) }));
  seed.topics.forEach((topic, order) => db.topic.create({ id: topic._id, order, doc: JSON.stringify(topic) }));
  for (const article of seed.articles) db.article.create(seedArticleRow(article, SEED_ADMIN.name));
  for (const post of seed.posts) {
    db.post.create({
      id: post._id,
      slug: post.slug,
      categoryId: post.data.en.category,
      subcategoryId: post.data.en.subcategory ?? '',
      publishedAt: post.publishedAt,
      baseLikes: post.baseLikes,
      doc: JSON.stringify(post),
    });
  }
  for (const poll of seed.polls) {
    // The story a seeded poll is on is the one whose seed names it: from now on the poll's row says so.
    const article = seed.articles.find((candidate) => candidate.pollId === poll._id);
    const post = article ? undefined : seed.posts.find((candidate) => candidate.pollId === poll._id);
    const created = new Date(SEED_EPOCH - 7 * 24 * 3600 * 1000).toISOString();
    db.poll.create({
      id: poll._id,
      endsAt: Date.parse(poll.endsAt) + shift,
      doc: JSON.stringify(poll),
      storyKind: article ? 'article' : post ? 'post' : '',
      storyId: article?._id ?? post?._id ?? '',
      createdAt: created,
      updatedAt: created,
      updatedBy: SEED_ADMIN.name,
      version: 1,
    });
    poll.variants.forEach((variant, order) =>
      db.pollVariant.create({ id: variant._id, pollId: poll._id, order, baseVotes: variant.baseVotes, doc: JSON.stringify(variant) }),
    );
  }
  for (const item of [...seed.videos, ...seed.galleries]) {
    db.media.create({
      id: item._id,
      kind: item.kind,
      categoryId: item.category,
      subcategoryId: item.subcategory ?? '',
      publishedAt: item.publishedAt,
      doc: JSON.stringify(item),
    });
  }
  // Each page type's blocks keep the seed's order among themselves.
  const placed = new Map<string, number>();
  for (const block of seed.commercialBlocks) {
    const order = placed.get(block.pageType) ?? 0;
    placed.set(block.pageType, order + 1);
    db.commercialBlock.create(seedCommercialRow(block, order));
  }
  db.page.create({ id: 'general', doc: JSON.stringify(seed.pages.general), version: 1, updatedAt: '', updatedBy: '' });
  db.page.create({ id: 'main', doc: JSON.stringify(seed.pages.main), version: 1, updatedAt: '', updatedBy: '' });
  seed.cities.forEach((city) => db.city.create({ id: city.loc, doc: JSON.stringify(city) }));
  for (const row of searchRows()) db.searchDoc.create(row);

  for (const user of seed.users) {
    db.user.create({
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
    });
  }
  for (const comment of seed.comments) {
    db.comment.create({
      id: comment._id,
      targetKind: comment.target.kind,
      targetId: comment.target.id,
      userId: comment.userId,
      userName: comment.userName,
      text: comment.text,
      createdAt: comment.createdAt,
      baseLikes: comment.baseLikes,
      hidden: false,
      moderatedAction: '',
      moderatedBy: '',
      moderatedAt: '',
      deletedAt: '',
      deletedBy: '',
    });
  }
  db.admin.create({ id: 'adm_editor', email: SEED_ADMIN.email, name: SEED_ADMIN.name, passwordHash: seedPasswordHash('adm_editor', SEED_ADMIN.password) });
  db.admin.create({
    id: 'adm_desk',
    email: SEED_SECOND_ADMIN.email,
    name: SEED_SECOND_ADMIN.name,
    passwordHash: seedPasswordHash('adm_desk', SEED_SECOND_ADMIN.password),
  });
}

/** Empties every table and seeds it again. */
export function resetDb(): void {
  dropDb();
  seedDb();
}
