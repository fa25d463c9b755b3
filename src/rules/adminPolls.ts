/**
 * Ours: the editors' desk's polls (contracts/adminPolls.ts, docs/decisions/045). They write the rows the readers'
 * poll, article and post calls read (src/rules/views.ts): an attached poll shows on its story at once, a closed one
 * shows its results, a deleted one leaves the page.
 *
 * Every change that raises a poll's version writes on the version it read (docs/decisions/048): of two editors
 * saving from one version, the database lets one through and the other gets 409. A poll and its options change in
 * one transaction, so a save that loses changes no option either.
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
  type AdminPoll,
  type PollInput,
  type PollStory,
} from '../../contracts/adminPolls';
import { LOCALES, type Locale } from '../../contracts/common';
import { docOf, type StoredPost } from './documents';
import { fail, ok, type Failure } from './outcome';
import { adminPollOf, adminPollsOf, articleStoryOf, pollVersionOf, postStoryOf, storyExists, type PollRow } from './pollRows';
import { isUniqueViolation, type Ids, type Ports, type Reader, type Tx } from './ports';
import { rule } from './rule';
import { foldScripts } from './scriptFold';
import type { AdminRow } from './sessions';
import { attachedPollId, attachedPollIds } from './views';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What any poll must be, new or changed: enough options, every text written in every language, an end time
 * ahead (an unchanged one is no new choice: a closed poll's wording can still be corrected).
 */
function checkInput(input: PollInput, row: PollRow | null, now: number): Failure | null {
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
  if (endsAt <= now && !(row && endsAt === row.endsAt)) return fail(400, ADMIN_POLL_ERRORS.endInPast, 'endsAt');
  return null;
}

const trimmed = <T extends Record<string, string>>(texts: Record<Locale, T>) =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(texts[locale]).map(([key, value]) => [key, value.trim()]))]),
  ) as Record<Locale, T>;

/** Writes the options in the order sent: known ones keep their id (and votes), new ones are made. */
async function writeVariants(tx: Tx, ids: Ids, pollId: string, input: PollInput): Promise<void> {
  for (const [order, variant] of input.variants.entries()) {
    const data = trimmed(variant.data);
    if (variant._id) {
      await tx.update('pollVariant', variant._id, { order, doc: JSON.stringify({ _id: variant._id, data }) });
    } else {
      const id = ids.id('var');
      await tx.insert('pollVariant', { id, pollId, order, baseVotes: 0, doc: JSON.stringify({ _id: id, data }) });
    }
  }
}

/**
 * An editor's change to the poll's row, written only while the row still has the version it was read with: the
 * changed row, or null when another change came between (or the poll was deleted meanwhile).
 */
function writeOnVersion(tx: Tx, row: PollRow, patch: Partial<PollRow>, admin: AdminRow | null, now: number): Promise<PollRow | null> {
  const change = { ...patch, updatedAt: iso(now), updatedBy: admin?.name ?? '', version: pollVersionOf(row) + 1 };
  // The stored version, not pollVersionOf's: a row from before versions holds 0 and reads as 1.
  return tx.update('poll', row.id, change, { version: row.version });
}

/** Another change came between a read and its write: the transaction is rolled back and run again. */
class Raced extends Error {}

const ATTEMPTS = 3;

/**
 * For the changes that name no version (closing, attaching): they still write on the version they read, so no
 * change is lost and a save from before them gets 409; when another came between, they run again on what is there.
 */
async function onLatest<R>(ports: Ports, work: (tx: Tx) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ports.store.transaction(work);
    } catch (error) {
      if (!(error instanceof Raced) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function changed(tx: Tx, row: PollRow, patch: Partial<PollRow>, admin: AdminRow | null, now: number): Promise<PollRow> {
  const saved = await writeOnVersion(tx, row, patch, admin, now);
  if (!saved) throw new Raced(`poll ${row.id} changed while written`);
  return saved;
}

async function answer(store: Reader, now: number, row: PollRow): Promise<{ poll: AdminPoll }> {
  return { poll: await adminPollOf(store, now, row) };
}

/** Words of a story's titles (every language, both scripts) and its address. */
function storyMatches(story: PollStory, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldScripts([story.slug, ...LOCALES.map((locale) => story.data[locale].title)].join('\n').toLowerCase());
  return words.every((word) => haystack.includes(word));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const adminPollRules = [
  rule(listAdminPolls, async (_, { store, clock }) => {
    const now = clock.now();
    const [open, closed] = await Promise.all([
      store.find('poll', { endsAt: { gt: now } }, { orderBy: [['endsAt', 'asc'], ['id', 'asc']] }),
      store.find('poll', { endsAt: { lte: now } }, { orderBy: [['endsAt', 'desc'], ['id', 'asc']] }),
    ]);
    return ok({ polls: await adminPollsOf(store, now, [...open, ...closed]) });
  }),

  rule(getAdminPoll, async ({ query }, { store, clock }) => {
    const row = await store.get('poll', query.id);
    return row ? ok(await answer(store, clock.now(), row)) : fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
  }),

  // Idempotent by its contract: answer.ts answers a retried key with the first answer, so a retry makes no second poll.
  rule(createAdminPoll, async ({ body, admin }, ports) => {
    if (body.variants.some((variant) => variant._id)) return fail(400, ADMIN_POLL_ERRORS.unknownVariant, 'variants');
    const now = ports.clock.now();
    const refused = checkInput(body, null, now);
    if (refused) return refused;
    const created = await ports.store.transaction(async (tx) => {
      const id = ports.ids.id('poll');
      const row = await tx.insert('poll', {
        id,
        endsAt: Date.parse(body.endsAt),
        doc: JSON.stringify({ _id: id, data: trimmed(body.data) }),
        storyKind: '',
        storyId: '',
        createdAt: iso(now),
        updatedAt: iso(now),
        updatedBy: admin?.name ?? '',
        version: 1,
      });
      await writeVariants(tx, ports.ids, id, body);
      return answer(tx, now, row);
    });
    return ok(created, 201);
  }),

  rule(saveAdminPoll, async ({ query, body: { version, poll: body }, admin }, ports) =>
    ports.store.transaction(async (tx) => {
      const now = ports.clock.now();
      const row = await tx.get('poll', query.id);
      if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
      // Someone saved, closed or attached it since this editor opened it: nothing is overwritten unseen.
      if (version !== pollVersionOf(row)) return fail(409, ADMIN_POLL_ERRORS.versionConflict, 'version');
      const stored = await tx.find('pollVariant', { pollId: row.id }, { orderBy: [['order', 'asc'], ['id', 'asc']] });
      const known = new Set(stored.map((variant) => variant.id));
      const sent = body.variants.flatMap((variant) => (variant._id ? [variant._id] : []));
      const strange = body.variants.findIndex((variant) => variant._id && !known.has(variant._id));
      if (strange >= 0 || new Set(sent).size !== sent.length) {
        return fail(400, ADMIN_POLL_ERRORS.unknownVariant, `variants.${Math.max(strange, 0)}._id`);
      }
      // After the first vote the options are fixed: a removed one would take its votes along, an added one was
      // never offered to those who voted (docs/decisions/045). Wording, order and the end time stay open.
      const votes = await tx.countBy('vote', 'variantId', { pollId: row.id });
      const voted = stored.reduce((sum, variant) => sum + variant.baseVotes + (votes.get(variant.id) ?? 0), 0) > 0;
      if (voted && (sent.length !== stored.length || body.variants.length !== stored.length)) {
        return fail(409, ADMIN_POLL_ERRORS.votedVariants, 'variants');
      }
      const refused = checkInput(body, row, now);
      if (refused) return refused;
      // The row first, on the version read: a save that lost the race to another stops before touching an option.
      const texts = { endsAt: Date.parse(body.endsAt), doc: JSON.stringify({ ...docOf<object>(row), data: trimmed(body.data) }) };
      const saved = await writeOnVersion(tx, row, texts, admin, now);
      if (!saved) return fail(409, ADMIN_POLL_ERRORS.versionConflict, 'version');
      const removed = stored.filter((variant) => !sent.includes(variant.id)).map((variant) => variant.id);
      if (removed.length > 0) {
        await tx.deleteWhere('vote', { variantId: { in: removed } });
        await tx.deleteWhere('pollVariant', { id: { in: removed } });
      }
      await writeVariants(tx, ports.ids, row.id, body);
      return ok(await answer(tx, now, saved));
    }),
  ),

  rule(closeAdminPoll, async ({ query, admin }, ports) =>
    onLatest(ports, async (tx) => {
      const now = ports.clock.now();
      const row = await tx.get('poll', query.id);
      if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
      if (row.endsAt <= now) return ok(await answer(tx, now, row));
      return ok(await answer(tx, now, await changed(tx, row, { endsAt: now }, admin, now)));
    }),
  ),

  rule(deleteAdminPoll, async ({ query }, ports) => {
    const deleted = await ports.store.transaction(async (tx) => {
      if (!(await tx.get('poll', query.id))) return false;
      await tx.deleteWhere('vote', { pollId: query.id });
      await tx.deleteWhere('pollVariant', { pollId: query.id });
      return tx.delete('poll', query.id);
    });
    return deleted ? ok({ status: 'deleted' }) : fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
  }),

  rule(setAdminPollStory, async ({ query, body, admin }, ports) =>
    onLatest(ports, async (tx) => {
      const now = ports.clock.now();
      const row = await tx.get('poll', query.id);
      if (!row) return fail(404, ADMIN_POLL_ERRORS.notFound, 'id');
      const target = body.story;
      if (target) {
        if (!(await storyExists(tx, target.kind, target.id))) return fail(404, ADMIN_POLL_ERRORS.storyNotFound, 'story');
        const holder = await attachedPollId(tx, target.kind, target.id);
        // A story shows one poll: replacing another silently would take it off readers' page unseen.
        if (holder && holder !== row.id) return fail(409, ADMIN_POLL_ERRORS.storyHasPoll, 'story');
      }
      let saved: PollRow;
      try {
        saved = await changed(tx, row, { storyKind: target?.kind ?? '', storyId: target?.id ?? '' }, admin, now);
      } catch (error) {
        // Another editor attached another poll to the story at the same moment: the database let one in.
        if (isUniqueViolation(error, 'poll')) return fail(409, ADMIN_POLL_ERRORS.storyHasPoll, 'story');
        throw error;
      }
      return ok(await answer(tx, now, saved));
    }),
  ),

  rule(searchPollStories, async ({ query }, { store, clock }) => {
    const now = clock.now();
    const words = foldScripts(query.query.toLowerCase()).split(/\s+/).filter(Boolean);
    const [articles, posts] = await Promise.all([store.find('article'), store.find('post')]);
    const found = [
      ...articles.map((row) => ({ when: row.updatedAt, story: articleStoryOf(row, now, null) })),
      ...posts.map((row) => ({ when: docOf<StoredPost>(row).publishedAt, story: postStoryOf(row, null) })),
    ]
      .filter(({ story }) => storyMatches(story, words))
      // The newest first: an editor attaching a poll usually means the story just written.
      .sort((a, b) => byCodeUnits(b.when, a.when) || byCodeUnits(a.story.id, b.story.id))
      .slice(0, POLL_LIMITS.stories)
      .map(({ story }) => story);
    // The polls they carry, for the ten found only: one query per kind.
    const idsOf = (kind: PollStory['kind']) => found.filter((story) => story.kind === kind).map((story) => story.id);
    const [articlePolls, postPolls] = await Promise.all([
      attachedPollIds(store, 'article', idsOf('article')),
      attachedPollIds(store, 'post', idsOf('post')),
    ]);
    const stories = found.map((story) => ({ ...story, pollId: (story.kind === 'article' ? articlePolls : postPolls).get(story.id) ?? null }));
    return ok({ stories });
  }),
];
