/**
 * The desk's polls (issue 14 part 8): the list, and the poll editor that says what is wrong before anything is
 * sent, keeps what was typed through every failure, fixes the options once readers have voted, and attaches the
 * poll to a story found by its title. Against the mock backend (msw/node).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_POLL_ERRORS, createAdminPoll, POLL_LIMITS } from '../../contracts/adminPolls';
import { getArticle } from '../../contracts/content';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { fixtures } from '../../mocks/seed/fixtures';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import { fromLocalInput, toLocalInput, type PollEditorStore } from '../../src/stores/admin/PollEditorStore';
import { callEndpoint } from '../contracts/http';
import { createTestStore, TEST_NOW } from '../render';
import { pollsAsking, storedRow } from '../storeReads';
import { hashSecret } from '../../src/rules/secrets';

async function signedInDesk(overrides: ConstructorParameters<typeof AdminDeskStore>[1] = {}) {
  const root = createTestStore();
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return { root, desk: new AdminDeskStore(root, overrides) };
}

function fill(editor: PollEditorStore) {
  editor.setQuestion('en', 'Tea or coffee?');
  editor.setQuestion('zh-cn', '茶还是咖啡？');
  editor.setQuestion('zh-tw', '茶還是咖啡？');
  const options = [
    ['Tea', '茶', '茶'],
    ['Coffee', '咖啡', '咖啡'],
  ] as const;
  options.forEach(([en, cn, tw], index) => {
    editor.setVariantText(index, 'en', en);
    editor.setVariantText(index, 'zh-cn', cn);
    editor.setVariantText(index, 'zh-tw', tw);
  });
}

describe('the polls list', () => {
  it('shows every poll with its state, votes and story, open ones first', async () => {
    const { desk } = await signedInDesk();
    await desk.polls.show();
    const polls = desk.polls.results.data ?? [];
    expect(polls.length).toBeGreaterThanOrEqual(5);
    expect(polls[0]?.closed).toBe(false);
    expect(polls.find((poll) => poll._id === fixtures.openPollArticle.pollId)).toMatchObject({ story: { kind: 'article', id: fixtures.openPollArticle._id } });
    expect(polls.every((poll) => poll.totalVotes === poll.variants.reduce((sum, variant) => sum + variant.votes, 0))).toBe(true);
  });

  it('an ended session signs the desk out', async () => {
    const { root, desk } = await signedInDesk();
    // The server forgets the session (idle too long): the next desk call answers 401.
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    await desk.polls.show();
    expect(desk.polls.results.status).toBe('error');
    expect(root.admin.authenticated).toBe(false);
  });
});

describe('a new poll', () => {
  it('starts with two empty options and an end a week ahead, and says nothing is missing until a save is tried', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    expect(editor.values.variants).toHaveLength(2);
    expect(Date.parse(fromLocalInput(editor.values.endsAt)!)).toBeGreaterThan(TEST_NOW + 6 * 24 * 3_600_000);
    expect(editor.problemOf('data.en.question')).toBeUndefined();
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'invalid' });
    expect(editor.problemOf('data.en.question')).toEqual({ kind: 'required' });
    expect(editor.problemOf('variants.1.data.zh-tw.text')).toEqual({ kind: 'required' });
  });

  it('says at once when a text is too long or the end is past, and keeps what was typed', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    const long = 'x'.repeat(POLL_LIMITS.question + 5);
    editor.setQuestion('en', long);
    expect(editor.problemOf('data.en.question')).toEqual({ kind: 'tooLong', max: POLL_LIMITS.question });
    editor.setEndsAt(toLocalInput(new Date(TEST_NOW - 3_600_000).toISOString()));
    expect(editor.problemOf('endsAt')).toEqual({ kind: 'endInPast' });
    editor.setEndsAt('');
    expect(await editor.save()).toBe(false);
    expect(editor.problemOf('endsAt')).toEqual({ kind: 'endMissing' });
    expect(editor.values.data.en.question).toBe(long);
  });

  it('adds up to the limit, removes down to two, and moves options', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    expect(editor.canRemoveVariant).toBe(false);
    while (editor.canAddVariant) editor.addVariant();
    expect(editor.values.variants).toHaveLength(POLL_LIMITS.maxVariants);
    editor.setVariantText(9, 'en', 'Last');
    editor.moveVariant(9, -1);
    expect(editor.values.variants[8]?.data.en.text).toBe('Last');
    editor.moveVariant(0, -1);
    expect(editor.values.variants).toHaveLength(POLL_LIMITS.maxVariants);
    while (editor.canRemoveVariant) editor.removeVariant(0);
    expect(editor.values.variants).toHaveLength(2);
  });

  it('is created, attached to an article found by its title, and readers see it on the article at once', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    fill(editor);
    const article = fixtures.commentedArticle;
    editor.setStoryQuery(article.data['zh-cn'].title);
    await editor.searchStories();
    const found = editor.stories?.data?.find((story) => story.id === article._id);
    expect(found).toBeDefined();
    editor.chooseStory(found!);
    expect(editor.dirty).toBe(true);
    expect(await editor.save()).toBe(true);
    expect(editor.success).toBe('created');
    expect(editor.dirty).toBe(false);
    expect(editor.poll?.story).toMatchObject({ kind: 'article', id: article._id });
    const page = await callEndpoint('http://127.0.0.1', getArticle, { query: { slug: article.slug } });
    expect((page.json as { poll?: { _id: string } }).poll?._id).toBe(editor.poll?._id);
  });

  it("a story that has another poll: the server's word is said under the story, and the poll itself is saved", async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    fill(editor);
    editor.setStoryQuery(fixtures.openPollArticle.data.en.title);
    await editor.searchStories();
    editor.chooseStory(editor.stories!.data!.find((story) => story.id === fixtures.openPollArticle._id)!);
    expect(await editor.save()).toBe(false);
    expect(editor.serverErrorOf('story')).toBe(ADMIN_POLL_ERRORS.storyHasPoll);
    expect(editor.poll).not.toBeNull();
    expect(editor.values.story?.id).toBe(fixtures.openPollArticle._id);
  });

  it('no connection: says so and keeps every value; the same save then goes through', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    fill(editor);
    server.use(faultHandler(createAdminPoll, 'networkError', { once: true }));
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'offline' });
    expect(editor.values.data.en.question).toBe('Tea or coffee?');
    expect(await editor.save()).toBe(true);
  });
});

describe('a poll readers have voted in', () => {
  it('keeps its options: none added or removed; they can be reworded and moved, their votes going with them', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(fixtures.openPollArticle.pollId!);
    expect(editor.locked).toBe(true);
    expect(editor.canAddVariant).toBe(false);
    expect(editor.canRemoveVariant).toBe(false);
    const first = editor.values.variants[0]!;
    editor.moveVariant(0, 1);
    editor.setVariantText(1, 'en', `${first.data.en.text}!`);
    expect(await editor.save()).toBe(true);
    expect(editor.poll?.variants[1]).toMatchObject({ _id: first._id, votes: first.votes, data: { en: { text: `${first.data.en.text}!` } } });
  });

  it('closes now: readers see the results; the list shows it closed', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(fixtures.openPollArticle.pollId!);
    await editor.closeNow();
    expect(editor.success).toBe('closed');
    expect(editor.closed).toBe(true);
    expect(editor.dirty).toBe(false);
    await desk.polls.show();
    expect(desk.polls.results.data?.find((poll) => poll._id === fixtures.openPollArticle.pollId)?.closed).toBe(true);
  });

  it('is deleted, and a poll that no longer exists says so', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(fixtures.openPollPost.pollId!);
    expect(await editor.remove()).toBe(true);
    const gone = await desk.polls.open(fixtures.openPollPost.pollId!);
    expect(gone.loadStatus).toBe('error');
    expect(gone.error).toEqual({ kind: 'notFound' });
  });
});

describe('an ended session', () => {
  it('keeps what was typed on this device; after the sign-in the same poll opens with it', async () => {
    const { root, desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    fill(editor);
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'sessionExpired' });
    expect(root.admin.authenticated).toBe(false);
    // The desk is built again after the sign-in, on the same device.
    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = await new AdminDeskStore(root).polls.open(null);
    expect(again.success).toBe('restoredAfterSignIn');
    expect(again.values.data['zh-tw'].question).toBe('茶還是咖啡？');
    expect(again.dirty).toBe(true);
    expect(await again.save()).toBe(true);
    // Put back once: the next new poll starts blank.
    expect((await new AdminDeskStore(root).polls.open(null)).values.data.en.question).toBe('');
  });

  it('someone else saved while the session was ended: the kept work meets their version as a conflict, not over it', async () => {
    const pollId = fixtures.openPollArticle.pollId!;
    const { root, desk } = await signedInDesk();
    const mine = await desk.polls.open(pollId);
    mine.setQuestion('en', 'My question?');
    db.adminSession.deleteMany({ where: { tokenHash: { equals: hashSecret(root.admin.data?.token ?? '') } } });
    expect(await mine.save()).toBe(false);
    expect(mine.error).toEqual({ kind: 'sessionExpired' });
    const theirs = await (await signedInDesk()).desk.polls.open(pollId);
    theirs.setQuestion('en', 'Their question?');
    expect(await theirs.save()).toBe(true);

    expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
    const again = await new AdminDeskStore(root).polls.open(pollId);
    expect(again.success).toBe('restoredAfterSignIn');
    expect(again.values.data.en.question).toBe('My question?');
    expect(await again.save()).toBe(false);
    expect(again.conflict?.data.en.question).toBe('Their question?');
    expect(await pollsAsking('Their question?')).toHaveLength(1);
  });
});

describe('a closed poll', () => {
  it('can be reworded with its end left as it was, even when the stored end is between two minutes', async () => {
    const { desk } = await signedInDesk();
    const pollId = fixtures.closedPollPost.pollId!;
    const stored = await storedRow('poll', { id: pollId });
    db.poll.update({ where: { id: { equals: pollId } }, data: { endsAt: stored.endsAt + 12_345 } });
    const editor = await desk.polls.open(pollId);
    expect(editor.closed).toBe(true);
    editor.setQuestion('en', 'How do you read books most often? (corrected)');
    expect(editor.problemOf('endsAt')).toBeUndefined();
    expect(await editor.save()).toBe(true);
    expect(editor.poll?.endsAt).toBe(new Date(stored.endsAt + 12_345).toISOString());
  });
});

describe('a create whose answer was lost (docs/decisions/048)', () => {
  it('tried again, it sends the same key: the poll the first try stored is the one, never a second', async () => {
    const keys = ['desk-poll-try', 'desk-poll-next'];
    const { root, desk } = await signedInDesk({ newId: () => keys.shift() ?? 'spent' });
    const editor = await desk.polls.open(null);
    fill(editor);
    editor.setQuestion('en', 'Lost on the way back?');
    server.use(faultHandler(createAdminPoll, 'networkError', { once: true }));
    expect(await editor.save()).toBe(false);
    expect(editor.error).toEqual({ kind: 'offline' });
    // The first try did reach the server and was stored; only its answer never came back.
    const token = root.admin.data?.token ?? '';
    const first = await callEndpoint('http://127.0.0.1', createAdminPoll, { body: editor.inputOf(), token, idempotencyKey: 'desk-poll-try' });
    expect(first.status).toBe(201);
    expect(await editor.save()).toBe(true);
    expect(editor.poll?._id).toBe((first.json as { poll: { _id: string } }).poll._id);
    expect(await pollsAsking('Lost on the way back?')).toHaveLength(1);
    // The create went through: the next new poll takes a new key.
    expect(keys).toEqual(['desk-poll-next']);
  });

  it('changed between the tries, the stored first try gets what was typed since', async () => {
    const { root, desk } = await signedInDesk({ newId: () => 'desk-poll-changed' });
    const editor = await desk.polls.open(null);
    fill(editor);
    editor.setQuestion('en', 'Typed first?');
    server.use(faultHandler(createAdminPoll, 'networkError', { once: true }));
    expect(await editor.save()).toBe(false);
    await callEndpoint('http://127.0.0.1', createAdminPoll, { body: editor.inputOf(), token: root.admin.data?.token ?? '', idempotencyKey: 'desk-poll-changed' });
    editor.setQuestion('en', 'Typed since?');
    expect(await editor.save()).toBe(true);
    expect(await pollsAsking('Typed first?')).toHaveLength(0);
    expect(await pollsAsking('Typed since?')).toHaveLength(1);
    expect(editor).toMatchObject({ dirty: false, poll: { version: 2, data: { en: { question: 'Typed since?' } } } });
  });

  it('a refused create takes a new key: the corrected form is not answered with the refusal', async () => {
    const ids = ['desk-poll-refused', 'desk-poll-fixed'];
    const { desk } = await signedInDesk({ newId: () => ids.shift() ?? 'spent' });
    const editor = await desk.polls.open(null);
    fill(editor);
    editor.setQuestion('en', 'Refused then fixed?');
    server.use(faultHandler(createAdminPoll, 'badRequest', { once: true }));
    expect(await editor.save()).toBe(false);
    expect(await editor.save()).toBe(true);
    expect(ids).toEqual([]);
    expect(await pollsAsking('Refused then fixed?')).toHaveLength(1);
  });
});

describe('two editors on one poll (docs/decisions/048)', () => {
  async function twoEditors() {
    const mine = await (await signedInDesk()).desk.polls.open(fixtures.openPollArticle.pollId!);
    const theirs = await (await signedInDesk()).desk.polls.open(fixtures.openPollArticle.pollId!);
    theirs.setQuestion('en', 'Their question?');
    expect(await theirs.save()).toBe(true);
    mine.setQuestion('en', 'My question?');
    mine.setVariantText(0, 'zh-tw', '我的選項');
    return mine;
  }

  it('the later save is refused and shows both versions, field by field; nothing is overwritten', async () => {
    const mine = await twoEditors();
    expect(await mine.save()).toBe(false);
    expect(mine.conflict?.data.en.question).toBe('Their question?');
    expect(mine.differences).toEqual(
      expect.arrayContaining([
        { field: 'question', locale: 'en', theirs: 'Their question?', mine: 'My question?' },
        expect.objectContaining({ field: 'option', index: 0, locale: 'zh-tw', mine: '我的選項' }),
      ]),
    );
    expect(mine.values.data.en.question).toBe('My question?');
    const stored = await callEndpoint('http://127.0.0.1', getArticle, { query: { slug: fixtures.openPollArticle.slug } });
    expect((stored.json as { poll: { data: { en: { question: string } } } }).poll.data.en.question).toBe('Their question?');
  });

  it('"keep their version" takes theirs into the form; a save then starts from it', async () => {
    const mine = await twoEditors();
    await mine.save();
    mine.keepTheirs();
    expect(mine).toMatchObject({ conflict: null, dirty: false, values: { data: { en: { question: 'Their question?' } } } });
    mine.setQuestion('zh-cn', '他们的问题？');
    expect(await mine.save()).toBe(true);
  });

  it('"save mine over theirs" saves what I typed from their version', async () => {
    const mine = await twoEditors();
    await mine.save();
    const theirVersion = mine.conflict?.version ?? 0;
    expect(await mine.saveMine()).toBe(true);
    expect(mine).toMatchObject({ conflict: null, success: 'saved', poll: { version: theirVersion + 1, data: { en: { question: 'My question?' } } } });
  });

  it('closing the poll under an open form is a version the form follows; someone else\'s save is not', async () => {
    const { desk } = await signedInDesk();
    const editor = await desk.polls.open(null);
    fill(editor);
    expect(await editor.save()).toBe(true);
    await editor.closeNow();
    editor.setQuestion('en', 'Closed, then reworded?');
    expect(await editor.save()).toBe(true);
    const other = await (await signedInDesk()).desk.polls.open(editor.poll!._id);
    other.setQuestion('en', 'Someone else?');
    expect(await other.save()).toBe(true);
    editor.setQuestion('en', 'Not over theirs?');
    expect(await editor.save()).toBe(false);
    expect(editor.conflict?.data.en.question).toBe('Someone else?');
  });
});
