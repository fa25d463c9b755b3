import { describe, expect, it } from 'vitest';
import { RecordingNavigation } from '../../src/lib/navigation';
import { MemoryStorage } from '../../src/lib/storage';
import { createTestStore } from '../render';

describe('drafts (SPEC §3, §4, §6)', () => {
  it('a signed-out action is kept with the page it happened on, and the sign-up popup opens', () => {
    const store = createTestStore({ navigation: new RecordingNavigation('/zh-cn/tea-road') });
    expect(store.drafts.pending).toBe(false);
    store.drafts.keepAndAskToSignIn({ draftVote: { voteId: 'poll_001', variant: 'var_1' } });
    expect(store.drafts.draft).toEqual({ draftVote: { voteId: 'poll_001', variant: 'var_1' }, redirectUrl: '/zh-cn/tea-road' });
    expect(store.drafts.pending).toBe(true);
    expect(store.popups.current?.id).toBe('signUp');
  });

  it('a pending draft gives the popups their short look and keeps the scroll position', () => {
    const store = createTestStore();
    expect(store.drafts.popupLayout).toBe('tall');
    expect(store.drafts.keepsScroll).toBe(false);
    store.drafts.keepAndAskToSignIn({ draftLikePost: { postId: 'post_001' } });
    expect(store.drafts.popupLayout).toBe('short');
    expect(store.drafts.keepsScroll).toBe(true);
  });

  it('survives a reload (kept in local storage), and clearing forgets it there too', () => {
    const storage = new MemoryStorage();
    createTestStore({ storage }).drafts.keepAndAskToSignIn({ draftCommentPost: { postId: 'post_002', text: '你好' } });
    const reloaded = createTestStore({ storage });
    expect(reloaded.drafts.draft.draftCommentPost).toEqual({ postId: 'post_002', text: '你好' });
    reloaded.drafts.clear();
    expect(createTestStore({ storage }).drafts.pending).toBe(false);
  });

  it('a malformed stored draft is dropped, not trusted', () => {
    const storage = new MemoryStorage();
    storage.setItem('huanyu:drafts', '{"draftVote": {"voteId": 7}}');
    expect(createTestStore({ storage }).drafts.draft).toEqual({});
    expect(storage.getItem('huanyu:drafts')).toBeNull();
  });
});
