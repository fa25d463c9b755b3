/**
 * The seed's cast, by role: tests and stories ask for "the verified reader" or "the article with an open poll",
 * never for an id, slug or email typed by hand, so rewriting seed prose or swapping an article cannot break an
 * unrelated test. Each role is found by what makes it that role, and a missing one fails loudly at import.
 */
import type { Locale } from '../../contracts/common';
import { SEED_EPOCH } from '../clock';
import { SEED_ADMIN, SEED_CONTRIBUTOR, SEED_EDITOR, SEED_SECOND_ADMIN } from '../seedDb';
import { UNSAFE_ARTICLE_ID } from './articles';
import { seed } from './data';
import type { SeedArticle, SeedPoll, SeedPost, SeedUser } from './types';

function one<T>(what: string, found: T | undefined): T {
  if (found === undefined) throw new Error(`The seed has no ${what} (mocks/seed/fixtures.ts)`);
  return found;
}

function reader(what: string, test: (user: SeedUser) => boolean): SeedUser {
  return one(what, seed.users.find(test));
}

/** Open at the seed's day: seedDb keeps every deadline at its distance from "now". */
const isOpen = (poll: SeedPoll) => Date.parse(poll.endsAt) > SEED_EPOCH;
const pollOf = (item: { readonly pollId?: string }) => seed.polls.find((poll) => poll._id === item.pollId);

function withPoll<T extends SeedArticle | SeedPost>(what: string, items: readonly T[], open: boolean): T {
  return one(what, items.find((item) => { const poll = pollOf(item); return poll !== undefined && isOpen(poll) === open; }));
}

function section(what: string, kind: 'articles' | 'multimedia', test: (alias: string) => boolean = () => true) {
  return one(what, seed.categories.find((category) => category.kind === kind && test(category.data.en.alias)));
}

const commentCount = (id: string) => seed.comments.filter((comment) => comment.target.id === id).length;

export const fixtures = {
  /** Signs in, verified, reads in English. */
  verifiedReader: reader('verified English reader', (user) => user.verified && user.locale === 'en'),
  /** Signs in, verified, reads in Simplified Chinese. */
  simplifiedReader: reader('verified Simplified Chinese reader', (user) => user.verified && user.locale === 'zh-cn'),
  /** Signs in, verified, reads in Traditional Chinese. */
  traditionalReader: reader('verified Traditional Chinese reader', (user) => user.verified && user.locale === 'zh-tw'),
  /** Registered but never confirmed the email: signing in answers 'User is not verified'. */
  unverifiedReader: reader('unverified reader', (user) => !user.verified),
  /** Signs in to /admin. */
  editor: SEED_ADMIN,
  /** Signs in to /admin too: the other editor who saves the same article (conflicts). */
  secondEditor: SEED_SECOND_ADMIN,
  /** An editor's role only: publishes and curates, keeps no roles, sections or sponsors. */
  deskEditor: SEED_EDITOR,
  /** Writes drafts of their own; publishing is refused (a contributor refused publishing). */
  contributor: SEED_CONTRIBUTOR,

  openPollArticle: withPoll('article with an open poll', seed.articles, true),
  closedPollArticle: withPoll('article with a closed poll', seed.articles, false),
  openPollPost: withPoll('post with an open poll', seed.posts, true),
  closedPollPost: withPoll('post with a closed poll', seed.posts, false),
  /** An article without a poll, with readers' comments under it. */
  commentedArticle: one('commented article without a poll', seed.articles.find((item) => !item.pollId && commentCount(item._id) > 0)),
  /** The article whose body carries the seed's script, event-handler and javascript: markup (sanitizer tests). */
  unsafeArticle: one('article with unsafe markup', seed.articles.find((item) => item._id === UNSAFE_ARTICLE_ID)),
  /** A post without a poll. */
  plainPost: one('post without a poll', seed.posts.find((item) => !item.pollId)),

  /** An article section (with subsections). */
  articleSection: section('article section with subsections', 'articles'),
  /** The multimedia section of videos, and the one of picture galleries. */
  videoSection: section('video section', 'multimedia', (alias) => alias === 'video'),
  gallerySection: section('picture section', 'multimedia', (alias) => alias !== 'video'),
} as const;

/** An article's or a post's address in one locale: `/{locale}/{alias}`. */
export function storyPath(item: SeedArticle | SeedPost, locale: Locale = 'en'): string {
  return `/${locale}/${item.slug}`;
}
