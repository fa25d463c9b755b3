import { describe, expect, it } from 'vitest';
import { vote as voteEndpoint } from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { communityMessages } from '../../src/i18n/communityMessages';
import { formErrors } from '../../src/i18n/formErrors';
import { MemoryStorage } from '../../src/lib/storage';
import { ARTICLE_SLUG, CLOSED_POLL_SLUG, openArticle, openPost, POST_SLUG, READER, signedIn, storeAt } from '../community';
import { TEST_NOW } from '../render';
import { recordRequests } from '../requests';

describe('votes (SPEC §5, §7)', () => {
  it('an option must be selected: nothing is sent', async () => {
    const store = await signedIn();
    const { view } = await openArticle(store);
    const poll = view.poll;
    if (!poll) throw new Error('art_021 has a poll');
    const seen = recordRequests();
    expect(await store.polls.vote(poll, {})).toEqual({
      errors: { variantId: { message: formErrors.voteOptionRequired } },
    });
    expect(formErrors.voteOptionRequired.defaultMessage).toBe('The vote option should be selected');
    expect(seen).toEqual([]);
  });

  it('counts at once, sends voteId, variantId, locale and path, and takes the server’s poll', async () => {
    const store = await signedIn();
    const { view } = await openArticle(store);
    const poll = view.poll;
    const variant = poll?.variants[1];
    if (!poll || !variant) throw new Error('art_021 has a poll');
    const seen = recordRequests();

    const pending = store.polls.vote(poll, { variantId: variant._id });
    const shown = store.polls.poll(poll);
    expect(shown.votedVariantId).toBe(variant._id);
    expect(shown.totalVotes).toBe(poll.totalVotes + 1);
    expect(shown.variants[1]?.votes).toBe(variant.votes + 1);

    expect(await pending).toEqual({ done: 'sent' });
    expect(store.polls.poll(poll)).toMatchObject({ votedVariantId: variant._id, totalVotes: poll.totalVotes + 1 });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/api/client/votesApi',
        body: { voteId: poll._id, variantId: variant._id, locale: 'en', path: `/en/${ARTICLE_SLUG}` },
      },
    ]);
  });

  it('a refused vote is taken back, with a message', async () => {
    server.use(faultHandler(voteEndpoint, 'serverError'));
    const store = await signedIn();
    const { view } = await openArticle(store);
    const poll = view.poll;
    if (!poll) throw new Error('art_021 has a poll');
    const outcome = await store.polls.vote(poll, { variantId: poll.variants[0]?._id ?? '' });
    expect(outcome).toEqual({ errors: { form: { message: communityMessages.voteFailed } } });
    expect(store.polls.poll(poll)).toEqual(poll);
  });

  it('a poll that closed meanwhile: the vote is taken back and the final results are shown, with a word why', async () => {
    const store = await signedIn(`/en/${CLOSED_POLL_SLUG}`);
    const { view } = await openArticle(store, CLOSED_POLL_SLUG);
    const loaded = view.poll;
    if (!loaded) throw new Error('art_047 has a poll');
    // The reader's copy still says open (the page was loaded before the end).
    const stale = { ...loaded, closed: false, endsAt: new Date(TEST_NOW + 3_600_000).toISOString() };
    const outcome = await store.polls.vote(stale, { variantId: loaded.variants[0]?._id ?? '' });
    expect(outcome).toEqual({ done: 'outdated' });
    expect(store.polls.poll(stale)).toMatchObject({ closed: true, totalVotes: loaded.totalVotes });
    expect(store.polls.poll(stale).votedVariantId).toBeUndefined();
    expect(store.polls.notice(loaded._id)?.message).toEqual(communityMessages.pollClosed);
  });

  it('signed out: kept as a draft (voteId, variant) and sign-up opens', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { view } = await openPost(store);
    const poll = view.poll;
    const variant = poll?.variants[2];
    if (!poll || !variant) throw new Error('the post has a poll');
    const seen = recordRequests();
    expect(await store.polls.vote(poll, { variantId: variant._id })).toEqual({ done: 'drafted' });
    expect(store.drafts.draft).toEqual({
      draftVote: { voteId: poll._id, variant: variant._id },
      redirectUrl: `/en/posts/${POST_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.polls.poll(poll)).toEqual(poll);
    expect(seen).toEqual([]);
  });

  it('after the replay, the reloaded page learns the reader’s vote by asking for the poll with the token', async () => {
    const storage = new MemoryStorage();
    const before = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    const { view } = await openArticle(before);
    const poll = view.poll;
    const variant = poll?.variants[3];
    if (!poll || !variant) throw new Error('art_021 has a poll');
    await before.polls.vote(poll, { variantId: variant._id });
    await before.session.signIn(READER);

    const after = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    await after.session.loadProfile();
    const reloaded = await openArticle(after);
    const loaded = reloaded.view.poll;
    if (!loaded) throw new Error('art_021 has a poll');
    expect(loaded.votedVariantId).toBeUndefined();
    await after.polls.refresh(loaded._id);
    expect(after.polls.poll(loaded)).toMatchObject({ votedVariantId: variant._id, totalVotes: poll.totalVotes + 1 });
  });
});
