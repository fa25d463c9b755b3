/**
 * The desk's polls on the mock backend (issue 14 part 8, docs/decisions/045): what an editor does shows on the
 * readers' poll, article and post calls at once, and once readers have voted the options stay as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAdminArticle, saveAdminArticle, type AdminArticle } from '../contracts/adminArticles';
import {
  ADMIN_POLL_ERRORS,
  closeAdminPoll,
  createAdminPoll,
  deleteAdminPoll,
  getAdminPoll,
  listAdminPolls,
  saveAdminPoll,
  searchPollStories,
  setAdminPollStory,
  type AdminPoll,
  type PollInput,
  type PollStory,
} from '../contracts/adminPolls';
import type { Locale } from '../contracts/common';
import { getPoll, vote, type Poll } from '../contracts/community';
import { getArticle, getPost } from '../contracts/content';
import { signIn } from '../contracts/user';
import { mockNow } from '../mocks/clock';
import { db } from '../mocks/db';
import { fileStore } from '../mocks/fileStore';
import { persistDb } from '../mocks/persistence';
import { resetDb } from '../mocks/seedDb';
import { fixtures } from '../mocks/seed/fixtures';
import { memoryStore } from '../mocks/memoryStore';
import { mockPorts } from '../mocks/ports';
import { answerRule } from '../src/rules/answer';
import type { Store, Tx, Where } from '../src/rules/ports';
import { RULES } from '../src/rules/ruleBook';
import type { Row, TableName } from '../src/rules/schema';
import { callEndpoint } from './contracts/http';
import { BASE, clockAtStart, expectFailure, signedInEditor } from './deskCalls';

clockAtStart();
const editor = signedInEditor();
const desk = editor.call;
const DAY = 24 * 3_600_000;

const texts = <K extends string>(key: K, en: string, cn: string, tw: string) =>
  ({ en: { [key]: en }, 'zh-cn': { [key]: cn }, 'zh-tw': { [key]: tw } }) as Record<Locale, Record<K, string>>;

function input(overrides: Partial<PollInput> = {}): PollInput {
  return {
    data: texts('question', 'Tea or coffee?', '茶还是咖啡？', '茶還是咖啡？'),
    variants: [{ data: texts('text', 'Tea', '茶', '茶') }, { data: texts('text', 'Coffee', '咖啡', '咖啡') }],
    endsAt: new Date(mockNow() + 7 * DAY).toISOString(),
    ...overrides,
  };
}

async function created(body: PollInput = input()): Promise<AdminPoll> {
  const reply = await desk(createAdminPoll, { body });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return (reply.json as { poll: AdminPoll }).poll;
}

/** The poll's input as it stands: every option by its id. */
const inputOf = (poll: AdminPoll): PollInput => ({
  data: poll.data,
  variants: poll.variants.map(({ _id, data }) => ({ _id, data })),
  endsAt: poll.endsAt,
});

/** A save from the version the editor read (the poll as last answered, unless told otherwise). */
const save = (poll: AdminPoll, body: PollInput, version = poll.version) =>
  desk(saveAdminPoll, { query: { id: poll._id }, body: { version, poll: body } });

async function readerVotes(pollId: string, variantId: string): Promise<Poll> {
  const session = await callEndpoint(BASE, signIn, { body: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password, locale: 'en' } });
  const token = (session.json as { token: string }).token;
  const reply = await callEndpoint(BASE, vote, { body: { voteId: pollId, variantId, locale: 'en', path: '/en/somewhere' }, token });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (reply.json as { poll: Poll }).poll;
}

/**
 * The memory store as a database with concurrent transactions would run two saves: neither waits for the other,
 * and neither writes the poll before both have read it (the mock's own transactions run one at a time).
 */
function bothReadFirst(writers: number): Store {
  let arrived = 0;
  let release = () => {};
  const allRead = new Promise<void>((resolve) => (release = resolve));
  const tx: Tx = {
    ...memoryStore,
    async update<T extends TableName>(table: T, key: string, patch: Partial<Row<T>>, where?: Where<T>) {
      if (table === 'poll') {
        arrived += 1;
        if (arrived === writers) release();
        await allRead;
      }
      return memoryStore.update(table, key, patch, where);
    },
  };
  return { ...tx, transaction: (work) => work(tx) };
}

describe('creating and listing polls', () => {
  it('a new poll is open, on no story, with its options in order and no votes; the list shows open polls first', async () => {
    const poll = await created();
    expect(poll).toMatchObject({ closed: false, totalVotes: 0, story: null, updatedBy: fixtures.editor.name });
    expect(poll.variants.map((variant) => variant.data.en.text)).toEqual(['Tea', 'Coffee']);
    const { polls } = (await desk(listAdminPolls)).json as { polls: AdminPoll[] };
    expect(polls.map((item) => item._id)).toContain(poll._id);
    const firstClosed = polls.findIndex((item) => item.closed);
    expect(polls.slice(firstClosed).every((item) => item.closed)).toBe(true);
    // The seed's polls come with the stories their seed names.
    expect(polls.find((item) => item._id === fixtures.openPollArticle.pollId)?.story).toMatchObject({ kind: 'article', id: fixtures.openPollArticle._id });
  });

  it('refuses fewer than two options, an empty text in any language (naming it), and an end time in the past', async () => {
    expectFailure(await desk(createAdminPoll, { body: input({ variants: input().variants.slice(0, 1) }) }), 400, ADMIN_POLL_ERRORS.tooFewVariants, 'variants');
    expectFailure(await desk(createAdminPoll, { body: input({ data: texts('question', 'Tea or coffee?', '茶还是咖啡？', '  ') }) }), 400, ADMIN_POLL_ERRORS.emptyText, 'data.zh-tw.question');
    const variants = [input().variants[0]!, { data: texts('text', 'Coffee', '', '咖啡') }];
    expectFailure(await desk(createAdminPoll, { body: input({ variants }) }), 400, ADMIN_POLL_ERRORS.emptyText, 'variants.1.data.zh-cn.text');
    expectFailure(await desk(createAdminPoll, { body: input({ endsAt: new Date(mockNow() - 1000).toISOString() }) }), 400, ADMIN_POLL_ERRORS.endInPast, 'endsAt');
  });
});

describe('changing a poll', () => {
  it('before the first vote, options may be added, removed and moved', async () => {
    const poll = await created();
    const [tea, coffee] = poll.variants;
    const body = { ...inputOf(poll), variants: [{ _id: coffee!._id, data: coffee!.data }, { data: texts('text', 'Water', '水', '水') }] };
    const reply = await save(poll, body);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const saved = (reply.json as { poll: AdminPoll }).poll;
    expect(saved.variants.map((variant) => variant.data.en.text)).toEqual(['Coffee', 'Water']);
    expect(await mockPorts.store.first('pollVariant', { id: tea!._id })).toBeNull();
  });

  it('after the first vote, options can no longer be added or removed; wording, order and the end time still change', async () => {
    const poll = await created();
    await readerVotes(poll._id, poll.variants[1]!._id);
    const current = inputOf(poll);
    const added = { ...current, variants: [...current.variants, { data: texts('text', 'Water', '水', '水') }] };
    expectFailure(await save(poll, added), 409, ADMIN_POLL_ERRORS.votedVariants, 'variants');
    const removed = { ...current, variants: current.variants.slice(1) };
    expectFailure(await save(poll, removed), 409, ADMIN_POLL_ERRORS.votedVariants, 'variants');

    const reordered = {
      ...current,
      data: texts('question', 'Coffee or tea?', '咖啡还是茶？', '咖啡還是茶？'),
      variants: [current.variants[1]!, current.variants[0]!],
      endsAt: new Date(mockNow() + 14 * DAY).toISOString(),
    };
    const reply = await save(poll, reordered);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    // The vote stays with its option, wherever it moved.
    const { poll: read } = (await callEndpoint(BASE, getPoll, { query: { voteId: poll._id } })).json as { poll: Poll };
    expect(read.data.en.question).toBe('Coffee or tea?');
    expect(read.variants.map((variant) => [variant.data.en.text, variant.votes])).toEqual([['Coffee', 1], ['Tea', 0]]);
  });

  it("refuses an option id of another poll, and the seed's polls (which have votes) keep their options", async () => {
    const poll = await created();
    const other = (await desk(getAdminPoll, { query: { id: fixtures.openPollArticle.pollId! } })).json as { poll: AdminPoll };
    const body = { ...inputOf(poll), variants: [inputOf(poll).variants[0]!, inputOf(other.poll).variants[0]!] };
    expectFailure(await save(poll, body), 400, ADMIN_POLL_ERRORS.unknownVariant, 'variants.1._id');
    const seeded = inputOf(other.poll);
    expectFailure(
      await save(other.poll, { ...seeded, variants: seeded.variants.slice(1) }),
      409,
      ADMIN_POLL_ERRORS.votedVariants,
    );
  });

  it("a closed poll's wording can be corrected with its end time unchanged; a new end time must be ahead", async () => {
    const { poll } = (await desk(getAdminPoll, { query: { id: fixtures.closedPollArticle.pollId! } })).json as { poll: AdminPoll };
    expect(poll.closed).toBe(true);
    const fixed = { ...inputOf(poll), data: { ...poll.data, en: { question: `${poll.data.en.question} (corrected)` } } };
    expect((await save(poll, fixed)).status).toBe(200);
    const moved = { ...fixed, endsAt: new Date(Date.parse(poll.endsAt) + 1000).toISOString() };
    expectFailure(await save(poll, moved, poll.version + 1), 400, ADMIN_POLL_ERRORS.endInPast, 'endsAt');
  });

  it('closing now ends voting and the story shows the results; closing again changes nothing', async () => {
    const article = fixtures.openPollArticle;
    const pollId = article.pollId!;
    const reply = await desk(closeAdminPoll, { query: { id: pollId } });
    expect((reply.json as { poll: AdminPoll }).poll.closed).toBe(true);
    const page = (await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { poll: Poll };
    expect(page.poll).toMatchObject({ _id: pollId, closed: true });
    const session = await callEndpoint(BASE, signIn, { body: { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password, locale: 'en' } });
    const variantId = page.poll.variants[0]!._id;
    const refused = await callEndpoint(BASE, vote, {
      body: { voteId: pollId, variantId, locale: 'en', path: '/en/x' },
      token: (session.json as { token: string }).token,
    });
    expect(refused.status).toBe(409);
    const again = await desk(closeAdminPoll, { query: { id: pollId } });
    expect((again.json as { poll: AdminPoll }).poll.endsAt).toBe((reply.json as { poll: AdminPoll }).poll.endsAt);
  });
});

describe('two editors on one poll (versions, docs/decisions/048)', () => {
  it('every save, close and attachment is a new version; votes are not', async () => {
    const poll = await created();
    expect(poll.version).toBe(1);
    const saved = ((await save(poll, inputOf(poll))).json as { poll: AdminPoll }).poll;
    expect(saved.version).toBe(2);
    await readerVotes(poll._id, poll.variants[0]!._id);
    const story = { kind: 'article' as const, id: fixtures.commentedArticle._id };
    const attached = ((await desk(setAdminPollStory, { query: { id: poll._id }, body: { story } })).json as { poll: AdminPoll }).poll;
    expect(attached.version).toBe(3);
    const closed = ((await desk(closeAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll }).poll;
    expect(closed.version).toBe(4);
    // Closing a closed poll changes nothing, its version included.
    expect(((await desk(closeAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll }).poll.version).toBe(4);
  });

  it('a save from a version someone has saved over answers 409 and changes nothing', async () => {
    const poll = await created();
    const theirs = { ...inputOf(poll), data: texts('question', 'Theirs?', '他们的？', '他們的？') };
    expect((await save(poll, theirs)).status).toBe(200);
    const mine = { ...inputOf(poll), data: texts('question', 'Mine?', '我的？', '我的？') };
    expectFailure(await save(poll, mine), 409, ADMIN_POLL_ERRORS.versionConflict, 'version');
    const { poll: stored } = (await desk(getAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll };
    expect(stored).toMatchObject({ version: 2, data: { en: { question: 'Theirs?' } } });
    // Saving mine over theirs knowingly: from their version.
    expect((await save(stored, mine)).status).toBe(200);
  });

  it("two saves racing from one version: one is saved, the other gets 409, and the poll is the winner's", async () => {
    const poll = await created();
    const theirs = { ...inputOf(poll), data: texts('question', 'Theirs?', '他们的？', '他們的？'), variants: [...inputOf(poll).variants, { data: texts('text', 'Water', '水', '水') }] };
    const mine = { ...inputOf(poll), data: texts('question', 'Mine?', '我的？', '我的？') };
    const replies = await Promise.all([save(poll, theirs), save(poll, mine)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expectFailure(replies.find((reply) => reply.status === 409)!, 409, ADMIN_POLL_ERRORS.versionConflict, 'version');
    const winner = (replies.find((reply) => reply.status === 200)!.json as { poll: AdminPoll }).poll;
    const { poll: stored } = (await desk(getAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll };
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(2);
  });

  it('when both saves read the poll before either writes (as on PostgreSQL), the versioned write decides', async () => {
    const poll = await created();
    const theirs = { ...inputOf(poll), data: texts('question', 'Theirs?', '他们的？', '他們的？'), variants: [...inputOf(poll).variants, { data: texts('text', 'Water', '水', '水') }] };
    const mine = { ...inputOf(poll), data: texts('question', 'Mine?', '我的？', '我的？'), variants: inputOf(poll).variants.slice(0, 1).concat({ data: texts('text', 'Juice', '果汁', '果汁') }) };
    const ports = { ...mockPorts, store: bothReadFirst(2) };
    const saveRule = RULES.find((rule) => rule.endpoint === saveAdminPoll)!;
    const request = (body: PollInput) =>
      new Request(`${BASE}${saveAdminPoll.path}?id=${poll._id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${editor.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: poll.version, poll: body }),
      });
    const answers = await Promise.all([answerRule(saveRule, request(theirs), ports, 'local'), answerRule(saveRule, request(mine), ports, 'local')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 409]);
    expect(answers[1].body).toMatchObject({ message: ADMIN_POLL_ERRORS.versionConflict, field: 'version' });
    // The loser changed nothing: neither the question nor an option.
    const { poll: stored } = (await desk(getAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll };
    expect(stored).toMatchObject({ version: 2, data: { en: { question: 'Theirs?' } } });
    expect(stored.variants.map((variant) => variant.data.en.text)).toEqual(['Tea', 'Coffee', 'Water']);
    expect(await mockPorts.store.count('pollVariant', { pollId: poll._id })).toBe(3);
  });

  it("a poll saved before polls had versions reads as version 1, and saves from there", async () => {
    const poll = await created();
    db.poll.update({ where: { id: { equals: poll._id } }, data: { version: 0 } });
    const { poll: read } = (await desk(getAdminPoll, { query: { id: poll._id } })).json as { poll: AdminPoll };
    expect(read.version).toBe(1);
    expect(((await save(read, inputOf(read))).json as { poll: AdminPoll }).poll.version).toBe(2);
  });
});

describe('a create retried under its idempotency key (docs/decisions/048)', () => {
  it('the second try after a lost answer gets the first answer, and there is one poll', async () => {
    const body = input({ data: texts('question', 'Retried once?', '重试一次？', '重試一次？') });
    const first = await desk(createAdminPoll, { body, idempotencyKey: 'desk-poll-once' });
    expect(first.status).toBe(201);
    const again = await desk(createAdminPoll, { body, idempotencyKey: 'desk-poll-once' });
    expect({ status: again.status, json: again.json }).toEqual({ status: first.status, json: first.json });
    const { polls } = (await desk(listAdminPolls)).json as { polls: AdminPoll[] };
    expect(polls.filter((poll) => poll.data.en.question === 'Retried once?')).toHaveLength(1);
  });
});

describe('attaching a poll to a story', () => {
  it('an attached poll shows on the article at once; detaching takes it off; moving it takes it to the post', async () => {
    const poll = await created();
    const article = fixtures.commentedArticle;
    const attached = await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'article', id: article._id } } });
    expect((attached.json as { poll: AdminPoll }).poll.story).toMatchObject({ kind: 'article', id: article._id, slug: article.slug, visible: true, pollId: poll._id });
    const page = (await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { article: { pollId?: string }; poll?: Poll };
    expect(page.article.pollId).toBe(poll._id);
    expect(page.poll?.data.en.question).toBe('Tea or coffee?');

    const post = fixtures.plainPost;
    await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'post', id: post._id } } });
    expect(((await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { poll?: Poll }).poll).toBeUndefined();
    expect(((await callEndpoint(BASE, getPost, { query: { slug: post.slug } })).json as { poll?: Poll }).poll?._id).toBe(poll._id);

    await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: null } });
    expect(((await callEndpoint(BASE, getPost, { query: { slug: post.slug } })).json as { poll?: Poll }).poll).toBeUndefined();
  });

  it('refuses a story that has another poll, and one that does not exist', async () => {
    const poll = await created();
    const busy = fixtures.openPollArticle;
    expectFailure(await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'article', id: busy._id } } }), 409, ADMIN_POLL_ERRORS.storyHasPoll, 'story');
    expectFailure(await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'post', id: 'post_nope' } } }), 404, ADMIN_POLL_ERRORS.storyNotFound, 'story');
  });

  it("the article editor's save keeps the poll desk's attachment, whatever pollId it sends", async () => {
    const poll = await created();
    const article = fixtures.commentedArticle;
    const { article: loaded } = (await desk(getAdminArticle, { query: { id: article._id } })).json as { article: AdminArticle };
    await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'article', id: article._id } } });
    const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate: _pending, liveAlias: _live, ...copy } = loaded;
    const saved = await desk(saveAdminArticle, { query: { id: _id }, body: { version, byHand: true, article: { ...copy, pollId: null } } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((saved.json as { article: AdminArticle }).article.pollId).toBe(poll._id);
    expect(((await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { poll?: Poll }).poll?._id).toBe(poll._id);
  });

  it('finds stories by the words of a title in any language and either script, drafts included', async () => {
    const article = fixtures.openPollArticle;
    const search = async (query: string) => ((await desk(searchPollStories, { query: { query } })).json as { stories: PollStory[] }).stories;
    const traditional = article.data['zh-tw'].title.slice(0, 2);
    expect((await search(traditional)).map((story) => story.id)).toContain(article._id);
    const [english] = await search(article.data.en.title);
    expect(english).toMatchObject({ kind: 'article', id: article._id, pollId: article.pollId });
    expect((await search('')).length).toBeLessThanOrEqual(10);
  });
});

describe('deleting a poll', () => {
  it('removes its options and votes, and the story shows no poll', async () => {
    const poll = await created();
    const article = fixtures.commentedArticle;
    await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'article', id: article._id } } });
    await readerVotes(poll._id, poll.variants[0]!._id);
    expect((await desk(deleteAdminPoll, { query: { id: poll._id } })).status).toBe(200);
    expect(await mockPorts.store.count('vote', { pollId: poll._id })).toBe(0);
    expect(await mockPorts.store.count('pollVariant', { pollId: poll._id })).toBe(0);
    expect(((await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { poll?: Poll }).poll).toBeUndefined();
    expectFailure(await desk(getAdminPoll, { query: { id: poll._id } }), 404, ADMIN_POLL_ERRORS.notFound);
  });
});

describe('polls survive a restart of the mock server', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'polls-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a new poll, its attachment and a closed seeded poll are restored', async () => {
    const handle = persistDb(fileStore(join(dir, 'db.json')), 'db');
    try {
      const poll = await created();
      const article = fixtures.commentedArticle;
      await desk(setAdminPollStory, { query: { id: poll._id }, body: { story: { kind: 'article', id: article._id } } });
      await desk(closeAdminPoll, { query: { id: fixtures.openPollPost.pollId! } });
      handle.flush();
      handle.stop();
      resetDb();
      expect(await mockPorts.store.first('poll', { id: poll._id })).toBeNull();
      const again = persistDb(fileStore(join(dir, 'db.json')), 'db');
      again.stop();
      const page = (await callEndpoint(BASE, getArticle, { query: { slug: article.slug } })).json as { poll?: Poll };
      expect(page.poll?._id).toBe(poll._id);
      const { poll: closed } = (await callEndpoint(BASE, getPoll, { query: { voteId: fixtures.openPollPost.pollId! } })).json as { poll: Poll };
      expect(closed.closed).toBe(true);
    } finally {
      handle.stop();
    }
  });
});
