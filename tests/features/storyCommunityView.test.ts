import { describe, expect, it } from 'vitest';
import { likeArticle as likeArticleEndpoint } from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { storyCommunityView } from '../../src/features/reading/storyCommunityView';
import { openArticle, signedIn } from '../community';
import { TEST_NOW } from '../render';

describe('sign-out (SPEC §4)', () => {
  it('forgets the last reader’s vote and notices, keeping everyone’s counts', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const poll = view.poll;
    const variant = poll?.variants[2];
    if (!poll || !variant) throw new Error('art_021 has a poll');
    expect(await store.polls.vote(poll, { variantId: variant._id })).toEqual({ done: 'sent' });
    await store.likes.toggle(target, view.article.likes);
    expect(store.likes.notice(target)).toBeDefined();
    expect(store.comments.signedInAs).toBeDefined();

    store.session.signOut();

    const shown = store.polls.view(poll, TEST_NOW);
    expect(shown.votedVariantId).toBeUndefined();
    expect(shown.totalVotes).toBe(poll.totalVotes + 1);
    expect(store.likes.notice(target)).toBeUndefined();
    expect(store.comments.signedInAs).toBeUndefined();
    expect(storyCommunityView(store, target, { ...view.article, comments: view.comments, commentThreads: view.commentThreads, poll }, TEST_NOW, true).poll?.votedVariantId).toBeUndefined();
  });
});
