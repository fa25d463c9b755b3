import { describe, expect, it } from 'vitest';
import { commentArticle } from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { RecordingNavigation } from '../../src/lib/navigation';
import { MemoryStorage } from '../../src/lib/storage';
import { draftControl } from '../../src/stores/PlaceStore';
import { createTestStore } from '../render';

/**
 * Issue 15 item 2: signing in reloads the page (SPEC §4); the reloaded page returns the reader to where they
 * were — the scroll position, the control they used — and says what the replayed draft did.
 */
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const ARTICLE = 'art_001';
const PAGE = '/en/some-article';
const SCROLLED = 1840;

/** One browser tab: its local and session storage outlive the reload; the page is scrolled down to SCROLLED. */
function tab(path = PAGE) {
  const storage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const navigation = new RecordingNavigation(path);
  navigation.scrolled = SCROLLED;
  const store = createTestStore({ storage, sessionStorage, navigation });
  /** The page the sign-in reloads: the same storages, the top of `at` (the reload's own scroll is the shell's). */
  const reload = (at = path) => {
    const reloaded = new RecordingNavigation(at);
    return { navigation: reloaded, store: createTestStore({ storage, sessionStorage, navigation: reloaded }) };
  };
  return { store, navigation, sessionStorage, reload };
}

describe('signing in returns the reader to their place', () => {
  it('a like drafted mid-article: the reloaded page scrolls back, to the like button, and says the like was added', async () => {
    const { store, navigation, reload } = tab();
    await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    await store.session.signIn(READER);
    expect(navigation.visits.at(-1)?.kind).toMatch(/reload|load/);

    const after = reload();
    after.store.place.recall();
    expect(after.store.place.returning).toEqual({ path: PAGE, scrollY: SCROLLED, control: 'like', replayed: ['like'] });
    // SPEC §4's "a pending draft prevents scrolling to top", across the reload.
    expect(after.store.place.pending).toBe(true);

    after.store.place.returned();
    expect(after.navigation.scrolled).toBe(SCROLLED);
    expect(after.store.place.announced).toEqual(['like']);
    expect(after.store.place.pending).toBe(false);
  });

  it('the place is taken once: a second reload of the page starts at the top', async () => {
    const { store, reload } = tab();
    await store.session.signIn(READER);
    reload().store.place.recall();
    const again = reload().store;
    again.place.recall();
    expect(again.place.returning).toBeNull();
  });

  it('a place remembered for one page is not applied to another', async () => {
    const { store, reload, sessionStorage } = tab();
    await store.session.signIn(READER);
    const elsewhere = reload('/en/another-story').store;
    elsewhere.place.recall();
    expect(elsewhere.place.returning).toBeNull();
    expect(sessionStorage.getItem(elsewhere.keys.place)).toBeNull();
  });

  it('signing in from the header, with nothing drafted: the scroll comes back, no control, nothing announced', async () => {
    const { store, reload } = tab();
    await store.session.signIn(READER);
    const after = reload().store;
    after.place.recall();
    expect(after.place.returning).toEqual({ path: PAGE, scrollY: SCROLLED, replayed: [] });
    after.place.returned();
    expect(after.place.announced).toEqual([]);
  });

  it('only what went through is announced: a comment the server failed is the replay notice’s, not "posted"', async () => {
    server.use(faultHandler(commentArticle, 'serverError'));
    const { store, reload } = tab();
    await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    await store.comments.submit({ kind: 'article', id: ARTICLE }, { text: 'Written before signing in' });
    await store.session.signIn(READER);
    expect(store.drafts.failures.map((failure) => failure.kind)).toEqual(['comment']);
    const after = reload().store;
    after.place.recall();
    expect(after.place.returning?.replayed).toEqual(['like']);
  });

  it('moving on to another page ends the announcement', async () => {
    const { store, reload } = tab();
    await store.likes.toggle({ kind: 'article', id: ARTICLE }, 113);
    await store.session.signIn(READER);
    const after = reload().store;
    after.place.recall();
    after.place.returned();
    after.place.forget();
    expect(after.place.announced).toEqual([]);
  });
});

describe('the control a draft was made with', () => {
  it('names the story’s like, a comment’s like by its id, the comment form and the poll', () => {
    expect(draftControl({ draftLikeArticle: { articleId: ARTICLE } })).toBe('like');
    expect(draftControl({ draftLikePost: { postId: 'pst_001', commentId: 'cmt_007' } })).toBe('like-comment:cmt_007');
    expect(draftControl({ draftCommentArticle: { articleId: ARTICLE, text: 'x' } })).toBe('comment');
    expect(draftControl({ draftVote: { voteId: 'poll_001', variant: 'var_001_1' } })).toBe('vote');
    expect(draftControl({})).toBeUndefined();
  });
});
