import { describe, expect, it } from 'vitest';
import { commentArticle, vote as voteEndpoint } from '../../contracts/community';
import { db } from '../../mocks/db';
import { fixtures } from '../../mocks/seed/fixtures';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { getPoll } from '../../src/api/community';
import { signIn as signInApi } from '../../src/api/user';
import { RecordingNavigation } from '../../src/lib/navigation';
import { MemoryStorage } from '../../src/lib/storage';
import { LocalCoordination } from '../../src/lib/tabs';
import type { RootStore } from '../../src/stores/RootStore';
import { createTestStore, TEST_NOW } from '../render';
import { recordRequests } from '../requests';
import { openPollVariant, stored } from '../storeReads';

/**
 * Issue 16 item 2 and 3: a draft is replayed exactly once — across two tabs, a reload at any point of sign-in, a
 * failed step — and an expired session turns the action into a draft that is replayed after sign-in.
 */
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const ARTICLE = 'art_001';
const PAGE = '/en/some-article';
const TEXT = 'A comment written before signing in';

const likesOfArticle = () => stored.find('like', { targetKind: 'article', targetId: ARTICLE, userId: 'usr_reader' });
const commentsWith = (text: string) => stored.find('comment', { text });
const likeCalls = (seen: ReturnType<typeof recordRequests>) => seen.filter((r) => r.path === '/api/client/user/like/article');
const commentCalls = (seen: ReturnType<typeof recordRequests>) => seen.filter((r) => r.path === '/api/client/user/comment/article');

/** Tabs of one browser: one local storage, and one coordination standing for Web Locks and BroadcastChannel. */
function browser() {
  const storage = new MemoryStorage();
  const tabs = new LocalCoordination();
  const tab = (path = PAGE) => createTestStore({ storage, tabs, navigation: new RecordingNavigation(path) });
  return { storage, tabs, tab };
}

async function draftLikeAndComment(store: RootStore) {
  await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
  return store.comments.submit({ kind: 'article', id: ARTICLE }, { text: TEXT });
}

/** Lets the other tabs' reactions (profile loads, replays they try) run to the end. */
async function settled(...stores: RootStore[]) {
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (stores.every((store) => !store.drafts.replaying)) return;
  }
}

describe('a draft is replayed once across tabs', () => {
  it('two tabs signing in at once: one replay, the like applied once, the comment posted once', async () => {
    const { tab } = browser();
    const [a, b] = [tab(), tab()];
    // Drafted in tab B; tab A, which did not draft it, learns of it at once.
    await draftLikeAndComment(b);
    expect(a.drafts.draft.draftLikeArticle).toEqual({ articleId: ARTICLE });
    const seen = recordRequests();

    await Promise.all([a.session.signIn(READER), b.session.signIn(READER)]);
    await settled(a, b);

    expect(likeCalls(seen)).toHaveLength(1);
    expect(likeCalls(seen)[0]?.query).toMatchObject({ drafted: 'true' });
    expect(commentCalls(seen)).toHaveLength(1);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(await commentsWith(TEXT)).toHaveLength(1);
    for (const store of [a, b]) {
      expect(store.drafts.pending).toBe(false);
      expect(store.likes.isLiked({ kind: 'article', id: ARTICLE })).toBe(true);
    }
  });

  it('a draft made in another tab is replayed by the tab that signs in', async () => {
    const { tab } = browser();
    const [a, b] = [tab(), tab()];
    await draftLikeAndComment(b);
    await a.session.signIn(READER);
    await settled(a, b);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(await commentsWith(TEXT)).toHaveLength(1);
    expect(a.navigation.current()).toBe(PAGE);
  });

  it('even two tabs that cannot lock (no Web Locks) both replaying apply it once: every step is idempotent', async () => {
    const storage = new MemoryStorage();
    const [a, b] = [createTestStore({ storage }), createTestStore({ storage })];
    await draftLikeAndComment(a);
    b.drafts.sync();
    const seen = recordRequests();
    await Promise.all([a.session.signIn(READER), b.session.signIn(READER)]);
    expect(likeCalls(seen).length + commentCalls(seen).length).toBeGreaterThanOrEqual(2);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(await commentsWith(TEXT)).toHaveLength(1);
  });

  it('sign-in and sign-out in one tab reach the other', async () => {
    const { tab } = browser();
    const [a, b] = [tab(), tab()];
    await Promise.all([a.session.loadProfile(), b.session.loadProfile()]);
    await a.session.signIn(READER);
    await settled(a, b);
    expect(b.session.authorised).toBe(true);
    expect(b.session.user?._id).toBe('usr_reader');
    b.session.signOut();
    expect(a.session.authorised).toBe(false);
    expect(a.session.token).toBeNull();
  });
});

describe('a draft like means "make it liked"', () => {
  it('a draft like of an article the reader already likes leaves it liked, and is not sent', async () => {
    const first = createTestStore();
    await first.session.signIn(READER);
    await first.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    expect(await likesOfArticle()).toHaveLength(1);

    const store = createTestStore({ navigation: new RecordingNavigation(PAGE) });
    await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    const seen = recordRequests();
    await store.session.signIn(READER);
    expect(likeCalls(seen)).toHaveLength(0);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(store.drafts.pending).toBe(false);
  });

  it('the mock answers a drafted like of a liked article "liked", and never unlikes it', async () => {
    const store = createTestStore();
    await store.session.signIn(READER);
    const like = { target: { kind: 'article', id: ARTICLE } as const };
    const first = await store.likes.dispatch(like, 'usr_reader', true);
    const again = await store.likes.dispatch(like, 'usr_reader', true);
    expect(first.liked).toBe(true);
    expect(again).toEqual(first);
    expect(await likesOfArticle()).toHaveLength(1);
    // The button still toggles.
    expect((await store.likes.dispatch(like, 'usr_reader', false)).liked).toBe(false);
  });
});

describe('a reload at any point of sign-in ends with the draft applied once', () => {
  /** Signs in as the sign-in flow does up to storing the token, then stops: the page reloads there. */
  async function tokenStoredThenReload(storage: MemoryStorage, before?: (store: RootStore) => Promise<void>) {
    const half = createTestStore({ storage });
    const { token } = await signInApi(half.api, { ...READER, locale: 'en' });
    storage.setItem(half.keys.userToken, token ?? '');
    storage.setItem(half.keys.clientToken, token ?? '');
    await before?.(half);
    const reloaded = createTestStore({ storage, navigation: new RecordingNavigation(PAGE) });
    await reloaded.session.loadProfile();
    return reloaded;
  }

  it.each([
    ['after the token was stored, before any step', false, false],
    ['after the like went out, before its answer was recorded', true, false],
    ['after the like and the comment went out, before either was recorded', true, true],
  ])('%s', async (_when, likeSent, commentSent) => {
    const storage = new MemoryStorage();
    await draftLikeAndComment(createTestStore({ storage, navigation: new RecordingNavigation(PAGE) }));
    const reloaded = await tokenStoredThenReload(storage, async (half) => {
      // What the interrupted replay had sent before the reload: the same calls, with the draft's own key.
      half.session.token = storage.getItem(half.keys.userToken);
      if (likeSent) await half.likes.dispatch({ target: { kind: 'article', id: ARTICLE } }, 'usr_reader', true);
      if (commentSent) {
        const keys = JSON.parse(storage.getItem(half.keys.draftKeys) ?? '{}') as { draftCommentArticle?: string };
        const key = keys.draftCommentArticle ?? '';
        expect(key).not.toBe('');
        // The same request the replay makes (the same reader, text and key): the server knows it for a repeat.
        const reader = fixtures.verifiedReader;
        await half.comments.dispatch({ kind: 'article', id: ARTICLE }, reader, TEXT, key);
      }
    });
    expect(reloaded.session.authorised).toBe(true);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(await commentsWith(TEXT)).toHaveLength(1);
    expect(reloaded.drafts.pending).toBe(false);
    expect(storage.getItem(reloaded.keys.drafts)).toBeNull();
    expect(reloaded.likes.isLiked({ kind: 'article', id: ARTICLE })).toBe(true);
  });
});

describe('a failed replay step keeps the draft and tells the reader', () => {
  it('a comment the server failed to take stays, the like goes; the next visit posts the comment once', async () => {
    const storage = new MemoryStorage();
    const store = createTestStore({ storage, navigation: new RecordingNavigation(PAGE) });
    await draftLikeAndComment(store);
    server.use(faultHandler(commentArticle, 'serverError', { once: true }));
    await store.session.signIn(READER);

    expect(await likesOfArticle()).toHaveLength(1);
    expect(await commentsWith(TEXT)).toHaveLength(0);
    expect(store.drafts.draft.draftCommentArticle?.text).toBe(TEXT);
    expect(store.drafts.draft.draftLikeArticle).toBeUndefined();
    expect(store.drafts.failures).toEqual([{ step: 'draftCommentArticle', kind: 'comment', problem: 'retry' }]);

    const next = createTestStore({ storage, navigation: new RecordingNavigation(PAGE) });
    await next.session.loadProfile();
    expect(await commentsWith(TEXT)).toHaveLength(1);
    expect(await likesOfArticle()).toHaveLength(1);
    expect(next.drafts.pending).toBe(false);
    expect(next.drafts.failures).toEqual([]);
  });

  it('a vote the server could not take stays, told, until the reader discards it', async () => {
    const variant = await openPollVariant(TEST_NOW);
    const store = createTestStore({ navigation: new RecordingNavigation(PAGE) });
    store.drafts.keepAndAskToSignIn({ draftVote: { voteId: variant.pollId, variant: variant.id } });
    server.use(faultHandler(voteEndpoint, 'serverError'));
    await store.session.signIn(READER);
    expect(store.drafts.failures).toEqual([{ step: 'draftVote', kind: 'vote', problem: 'retry' }]);
    expect(store.drafts.draft.draftVote).toEqual({ voteId: variant.pollId, variant: variant.id });
    store.drafts.discard('draftVote');
    expect(store.drafts.pending).toBe(false);
    expect(store.drafts.failures).toEqual([]);
  });
});

describe('a session that expired: the action becomes a draft, sign-in opens, the draft is replayed after', () => {
  async function expiredSession() {
    const store = createTestStore({ navigation: new RecordingNavigation(PAGE) });
    await store.session.signIn(READER);
    db.session.updateMany({ where: { userId: { equals: 'usr_reader' } }, data: { expiresAt: TEST_NOW - 1 } });
    return store;
  }

  it('a comment answered 401 keeps its text as a draft, and is posted once after sign-in', async () => {
    const store = await expiredSession();
    const target = { kind: 'article', id: ARTICLE } as const;
    expect(await store.comments.submit(target, { text: TEXT })).toEqual({ done: 'drafted' });
    expect(store.session.authorised).toBe(false);
    expect(store.popups.current?.id).toBe('signIn');
    expect(store.comments.draftText(target)).toBe(TEXT);
    expect(store.comments.list(target, [])).toEqual([]);

    expect(await store.session.signIn(READER)).toBeUndefined();
    expect(await commentsWith(TEXT)).toHaveLength(1);
    expect(store.drafts.pending).toBe(false);
  });

  it('a like answered 401 is liked after sign-in', async () => {
    const store = await expiredSession();
    await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    expect(store.likes.isLiked({ kind: 'article', id: ARTICLE })).toBe(false);
    expect(store.popups.current?.id).toBe('signIn');
    await store.session.signIn(READER);
    expect(await likesOfArticle()).toHaveLength(1);
  });

  it('a vote answered 401 is cast after sign-in', async () => {
    const variant = await openPollVariant(TEST_NOW);
    const store = await expiredSession();
    const { poll } = await getPoll(store.api, variant.pollId);
    expect(await store.polls.vote(poll, { variantId: variant.id })).toEqual({ done: 'drafted' });
    expect(store.polls.poll(poll).totalVotes).toBe(poll.totalVotes);
    expect(store.popups.current?.id).toBe('signIn');
    await store.session.signIn(READER);
    expect(await stored.find('vote', { userId: 'usr_reader' })).toMatchObject([{ variantId: variant.id, path: PAGE }]);
  });
});
