/**
 * Ours: the editors' desk's polls (contracts/adminPolls.ts, docs/decisions/045). They write the rows the readers'
 * poll, article and post calls read (mocks/views.ts): an attached poll shows on its story at once, a closed one
 * shows its results, a deleted one leaves the page.
 */
import {
  ADMIN_POLL_ERRORS,
  closeAdminPoll,
  createAdminPoll,
  deleteAdminPoll,
  getAdminPoll,
  listAdminPolls,
  POLL_LIMITS,
  saveAdminPoll,
  searchPollStories,
  setAdminPollStory,
  type PollInput,
  type PollStory,
} from '../../contracts/adminPolls';
import { LOCALES } from '../../contracts/common';
import type { Post } from '../../contracts/content';
import { mockNow } from '../clock';
import { db, docOf, newId } from '../db';
import { adminPollOf, pollStoryOf, pollVersionOf, type PollRow } from '../pollRows';
import { fail, handle, ok, type Outcome } from '../respond';
import { foldScripts } from '../../src/rules/scriptFold';
import { attachedPollId, pollOf } from '../views';

type Failure = Outcome<never>;

const now = () => new Date(mockNow()).toISOString();

function findRow(id: string): PollRow | null {
  return db.poll.findFirst({ where: { id: { equals: id } } });
}

function variantRows(pollId: string) {
  return db.pollVariant.findMany({ where: { pollId: { equals: pollId } } }).sort((a, b) => a.order - b.order);
}

/**
 * What any poll must be, new or changed: enough options, every text written in every language, an end time
 * ahead (an unchanged one is no new choice: a closed poll's wording can still be corrected).
 */
function checkInput(input: PollInput, row: PollRow | null): Failure | null {
  if (input.variants.length < POLL_LIMITS.minVariants) return fail(400, ADMIN_POLL_ERRORS.tooFewVariants, 'variants');
  for (const locale of LOCALES) {
    if (!input.data[locale].question.trim()) return fail(400, ADMIN_POLL_ERRORS.emptyText, `data.${locale}.question`);
  }
  for (const [index, variant] of input.variants.entries()) {
    for (const locale of LOCALES) {
      if (!variant.data[locale].text.trim()) return fail(400, ADMIN_POLL_ERRORS.emptyText, `variants.${index}.data.${locale}.text`);
    }
  }
  const endsAt = Date.parse(input.endsAt);
  if (endsAt <= mockNow() && !(row && endsAt === row.endsAt)) return fail(400, ADMIN_POLL_ERRORS.endInPast, 'endsAt');
  return null;
}

const trimmed = <T extends Record<string, string>>(texts: Record<(typeof LOCALES)[number], T>) =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(texts[locale]).map(([key, value]) => [key, value.trim()]))]),
  ) as Record<(typeof LOCALES)[number], T>;

/** Writes the options in the order sent: known ones keep their id (and votes), new ones are made. */
function writeVariants(pollId: string, input: PollInput): void {
  input.variants.forEach((variant, order) => {
    const data = trimmed(variant.data);
    if (variant._id) {
      db.pollVariant.update({
        where: { id: { equals: variant._id } },
        data: { order, doc: JSON.stringify({ _id: variant._id, data }) },
      });
    } else {
      const id = newId('var');
      db.pollVariant.create({ id, pollId, order, baseVotes: 0, doc: JSON.stringify({ _id: id, data }) });
    }
  });
}

function answer(row: PollRow) {
  return { poll: adminPollOf(row) };
}

/** Words of a story's titles (every language, both scripts) and its address. */
function storyMatches(story: PollStory, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldScripts([story.slug, ...LOCALES.map((locale) => story.data[locale].title)].join('\n').toLowerCase());
  return words.every((word) => haystack.includes(word));
}

export const adminPollHandlers = [
  handle(listAdminPolls, () => {
    const at = mockNow();
    const rows = db.poll.getAll();
    const open = rows.filter((row) => row.endsAt > at).sort((a, b) => a.endsAt - b.endsAt || a.id.localeCompare(b.id));
    const closed = rows.filter((row) => row.endsAt <= at).sort((a, b) => b.endsAt - a.endsAt || a.id.localeCompare(b.id));
    return ok({ polls: [...open, ...closed].map(adminPollOf) });
  }),

  handle(getAdminPoll, ({ query }) => {
    const row = findRow(query.id);
    return row ? ok(answer(row)) : fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
  }),

  handle(createAdminPoll, ({ body, admin }) => {
    if (body.variants.some((variant) => variant._id)) return fail(400, ADMIN_POLL_ERRORS.unknownVariant, 'variants');
    const refused = checkInput(body, null);
    if (refused) return refused;
    const id = newId('poll');
    const timestamp = now();
    const row = db.poll.create({
      id,
      endsAt: Date.parse(body.endsAt),
      doc: JSON.stringify({ _id: id, data: trimmed(body.data) }),
      storyKind: '',
      storyId: '',
      createdAt: timestamp,
      updatedAt: timestamp,
      updatedBy: admin?.name ?? '',
      version: 1,
    });
    writeVariants(id, body);
    return ok(answer(row), 201);
  }),

  handle(saveAdminPoll, ({ query, body: { version, poll: body }, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
    // Someone saved, closed or attached it since this editor opened it: nothing is overwritten unseen.
    if (version !== pollVersionOf(row)) return fail(409, ADMIN_POLL_ERRORS.versionConflict, 'version');
    const stored = variantRows(row.id);
    const known = new Set(stored.map((variant) => variant.id));
    const sent = body.variants.flatMap((variant) => (variant._id ? [variant._id] : []));
    const strange = body.variants.findIndex((variant) => variant._id && !known.has(variant._id));
    if (strange >= 0 || new Set(sent).size !== sent.length) {
      return fail(400, ADMIN_POLL_ERRORS.unknownVariant, `variants.${Math.max(strange, 0)}._id`);
    }
    // After the first vote the options are fixed: a removed one would take its votes along, an added one was
    // never offered to those who voted (docs/decisions/045). Wording, order and the end time stay open.
    const voted = (pollOf(row.id, null)?.totalVotes ?? 0) > 0;
    if (voted && (sent.length !== stored.length || body.variants.length !== stored.length)) {
      return fail(409, ADMIN_POLL_ERRORS.votedVariants, 'variants');
    }
    const refused = checkInput(body, row);
    if (refused) return refused;
    for (const variant of stored) {
      if (sent.includes(variant.id)) continue;
      db.vote.deleteMany({ where: { variantId: { equals: variant.id } } });
      db.pollVariant.delete({ where: { id: { equals: variant.id } } });
    }
    writeVariants(row.id, body);
    const updated = db.poll.update({
      where: { id: { equals: row.id } },
      data: {
        endsAt: Date.parse(body.endsAt),
        doc: JSON.stringify({ ...docOf<object>(row), data: trimmed(body.data) }),
        updatedAt: now(),
        updatedBy: admin?.name ?? '',
        version: pollVersionOf(row) + 1,
      },
    });
    return ok(answer(updated ?? row));
  }),

  handle(closeAdminPoll, ({ query, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
    if (row.endsAt <= mockNow()) return ok(answer(row));
    const updated = db.poll.update({
      where: { id: { equals: row.id } },
      data: { endsAt: mockNow(), updatedAt: now(), updatedBy: admin?.name ?? '', version: pollVersionOf(row) + 1 },
    });
    return ok(answer(updated ?? row));
  }),

  handle(deleteAdminPoll, ({ query }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
    db.vote.deleteMany({ where: { pollId: { equals: row.id } } });
    db.pollVariant.deleteMany({ where: { pollId: { equals: row.id } } });
    db.poll.delete({ where: { id: { equals: row.id } } });
    return ok({ status: 'deleted' });
  }),

  handle(setAdminPollStory, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
    const target = body.story;
    if (target) {
      if (!pollStoryOf(target.kind, target.id)) return fail(404, ADMIN_POLL_ERRORS.storyNotFound, 'story');
      const holder = attachedPollId(target.kind, target.id);
      // A story shows one poll: replacing another silently would take it off readers' page unseen.
      if (holder && holder !== row.id) return fail(409, ADMIN_POLL_ERRORS.storyHasPoll, 'story');
    }
    const updated = db.poll.update({
      where: { id: { equals: row.id } },
      data: {
        storyKind: target?.kind ?? '',
        storyId: target?.id ?? '',
        updatedAt: now(),
        updatedBy: admin?.name ?? '',
        version: pollVersionOf(row) + 1,
      },
    });
    return ok(answer(updated ?? row));
  }),

  handle(searchPollStories, ({ query }) => {
    const words = foldScripts(query.query.toLowerCase()).split(/\s+/).filter(Boolean);
    const articles = db.article.getAll().map((row) => ({ when: row.updatedAt, story: pollStoryOf('article', row.id) }));
    const posts = db.post.getAll().map((row) => ({ when: docOf<Post>(row).publishedAt, story: pollStoryOf('post', row.id) }));
    const stories = [...articles, ...posts]
      .flatMap(({ when, story }) => (story && storyMatches(story, words) ? [{ when, story }] : []))
      // The newest first: an editor attaching a poll usually means the story just written.
      .sort((a, b) => b.when.localeCompare(a.when) || a.story.id.localeCompare(b.story.id))
      .slice(0, POLL_LIMITS.stories)
      .map(({ story }) => story);
    return ok({ stories });
  }),
];
