import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import {
  commentArticle as commentArticleEndpoint,
  commentPost as commentPostEndpoint,
  likeArticle as likeArticleEndpoint,
  likeCommentOfArticle as likeCommentOfArticleEndpoint,
  likePost as likePostEndpoint,
  vote as voteEndpoint,
} from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { communityMessages } from '../../src/i18n/communityMessages';
import { formErrors } from '../../src/i18n/formErrors';
import { pollIsClosed, pollPercentages, pollTimeLeft, type CommunityTarget } from '../../src/stores/CommunityStore';
import { RecordingNavigation } from '../../src/lib/navigation';
import type { RootStore } from '../../src/stores/RootStore';
import { MemoryStorage } from '../../src/lib/storage';
import { createTestStore, TEST_NOW } from '../render';
import { recordRequests } from '../requests';

const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const ARTICLE_SLUG = 'night-markets-of-taipei'; // art_021, open poll poll_001
const CLOSED_POLL_SLUG = 'four-day-week-trials'; // art_047, poll_002 ended
const POST_SLUG = 'how-do-you-spend-your-weekends'; // open poll poll_004

function storeAt(path: string, storage = new MemoryStorage()) {
  return createTestStore({ navigation: new RecordingNavigation(path), storage });
}

async function openArticle(store: RootStore, slug = ARTICLE_SLUG) {
  await store.content.openArticle(slug);
  const view = store.content.currentArticle?.data;
  if (!view) throw new Error(`article ${slug} did not load`);
  return { view, target: { kind: 'article', id: view.article._id } satisfies CommunityTarget };
}

async function openPost(store: RootStore, slug = POST_SLUG) {
  await store.content.openPost(slug);
  const view = store.content.currentPost?.data;
  if (!view) throw new Error(`post ${slug} did not load`);
  return { view, target: { kind: 'post', id: view.post._id } satisfies CommunityTarget };
}

async function signedIn(path = `/en/${ARTICLE_SLUG}`, storage = new MemoryStorage()) {
  const store = storeAt(path, storage);
  await store.session.signIn(READER);
  return store;
}

describe('likes, signed in (SPEC §6, §7)', () => {
  it('likes an article: the count and the pressed state change at once, then take the server’s answer', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const loaded = view.article.likes;
    const seen = recordRequests();

    const pending = store.community.toggleLike(target, loaded);
    expect(store.community.isLiked(target)).toBe(true);
    expect(store.community.likeCount(target, loaded)).toBe(loaded + 1);
    expect(store.community.likeBusy(target)).toBe(true);
    await pending;

    expect(store.community.isLiked(target)).toBe(true);
    expect(store.community.likeCount(target, loaded)).toBe(loaded + 1);
    expect(store.community.likeBusy(target)).toBe(false);
    expect(store.session.likes.articles.has(target.id)).toBe(true);
    expect(seen).toMatchObject([
      {
        method: 'PUT',
        path: '/api/client/user/like/article',
        query: { articleId: target.id, userId: 'usr_reader', drafted: 'false' },
      },
    ]);

    await store.community.toggleLike(target, loaded);
    expect(store.community.isLiked(target)).toBe(false);
    expect(store.community.likeCount(target, loaded)).toBe(loaded);
  });

  it('a refused like is taken back, with a short message', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const loaded = view.article.likes;

    const pending = store.community.toggleLike(target, loaded);
    expect(store.community.likeCount(target, loaded)).toBe(loaded + 1);
    await pending;

    expect(store.community.isLiked(target)).toBe(false);
    expect(store.community.likeCount(target, loaded)).toBe(loaded);
    expect(store.community.likeNotice(target)?.message).toEqual(communityMessages.likeFailed);
  });

  it('an unreachable server: the like is taken back and the reader is told to check the connection', async () => {
    server.use(faultHandler(likePostEndpoint, 'networkError'));
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    await store.community.toggleLike(target, view.post.likes);
    expect(store.community.isLiked(target)).toBe(false);
    expect(store.community.likeCount(target, view.post.likes)).toBe(view.post.likes);
    expect(store.community.likeNotice(target)?.message).toEqual(formErrors.offline);
  });

  it('the notice goes once the like is tried again and works', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    await store.community.toggleLike(target, view.article.likes);
    server.resetHandlers();
    await store.community.toggleLike(target, view.article.likes);
    expect(store.community.likeNotice(target)).toBeUndefined();
    expect(store.community.isLiked(target)).toBe(true);
  });

  it('likes a post, and a comment of an article and of a post, each in its own set', async () => {
    const store = await signedIn();
    const { view: article, target: onArticle } = await openArticle(store);
    const { view: post, target: onPost } = await openPost(store);
    const articleComment = article.comments[0];
    const postComment = post.comments[0];
    if (!articleComment || !postComment) throw new Error('the seed has comments on both');
    const seen = recordRequests();

    await store.community.toggleLike(onPost, post.post.likes);
    await store.community.toggleLike(onArticle, articleComment.likes, articleComment._id);
    await store.community.toggleLike(onPost, postComment.likes, postComment._id);

    expect(store.session.likes.posts.has(onPost.id)).toBe(true);
    expect(store.session.likes.articlesComments.has(articleComment._id)).toBe(true);
    expect(store.session.likes.postsComments.has(postComment._id)).toBe(true);
    expect(store.session.likes.articles.has(onArticle.id)).toBe(false);
    expect(store.community.likeCount(onArticle, articleComment.likes, articleComment._id)).toBe(articleComment.likes + 1);
    expect(store.community.likeCount(onPost, postComment.likes, postComment._id)).toBe(postComment.likes + 1);
    expect(seen.map((request) => [request.path, request.query])).toEqual([
      ['/api/client/user/like/post', { postId: onPost.id, userId: 'usr_reader', drafted: 'false' }],
      [
        '/api/client/user/comment/like/article',
        { articleId: onArticle.id, commentId: articleComment._id, userId: 'usr_reader', drafted: 'false' },
      ],
      [
        '/api/client/user/comment/like/post',
        { postId: onPost.id, commentId: postComment._id, userId: 'usr_reader', drafted: 'false' },
      ],
    ]);
  });

  it('a refused comment like is taken back', async () => {
    server.use(faultHandler(likeCommentOfArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const comment = view.comments[0];
    if (!comment) throw new Error('the seed has comments');
    await store.community.toggleLike(target, comment.likes, comment._id);
    expect(store.community.isLiked(target, comment._id)).toBe(false);
    expect(store.community.likeCount(target, comment.likes, comment._id)).toBe(comment.likes);
    expect(store.community.likeNotice(target, comment._id)?.message).toEqual(communityMessages.likeFailed);
  });
});

describe('likes, signed out: a draft and the sign-up popup (SPEC §4, §6)', () => {
  it('a like of an article is kept with the page it happened on, and sign-up opens', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { view, target } = await openArticle(store);
    const seen = recordRequests();
    await store.community.toggleLike(target, view.article.likes);
    expect(store.drafts.draft).toEqual({ draftLikeArticle: { articleId: target.id }, redirectUrl: `/en/${ARTICLE_SLUG}` });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.drafts.popupLayout).toBe('short');
    expect(store.community.likeCount(target, view.article.likes)).toBe(view.article.likes);
    expect(seen).toEqual([]);
  });

  it('a like of a comment keeps the comment id; on a post too', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    const comment = view.comments[0];
    if (!comment) throw new Error('the seed has comments');
    await store.community.toggleLike(target, comment.likes, comment._id);
    expect(store.drafts.draft).toEqual({
      draftLikePost: { postId: target.id, commentId: comment._id },
      redirectUrl: `/en/posts/${POST_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');

    const onArticle = storeAt(`/en/${ARTICLE_SLUG}`);
    const article = await openArticle(onArticle);
    const articleComment = article.view.comments[0];
    if (!articleComment) throw new Error('the seed has comments');
    await onArticle.community.toggleLike(article.target, articleComment.likes, articleComment._id);
    expect(onArticle.drafts.draft.draftLikeArticle).toEqual({ articleId: article.target.id, commentId: articleComment._id });
  });

  it('after sign-in and the reload at redirectUrl, the page shows the like', async () => {
    const storage = new MemoryStorage();
    const before = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    const { view, target } = await openArticle(before);
    await before.community.toggleLike(target, view.article.likes);
    await before.session.signIn(READER);
    const navigation = before.navigation as RecordingNavigation;
    expect(navigation.visits.at(-1)).toEqual({ kind: 'load', path: `/en/${ARTICLE_SLUG}` });

    // The reload: a new store on the same storage, as the browser gives the page.
    const after = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    await after.session.loadProfile();
    const reloaded = await openArticle(after);
    expect(after.community.isLiked(reloaded.target)).toBe(true);
    expect(reloaded.view.article.likes).toBe(view.article.likes + 1);
  });
});

describe('comments (SPEC §3, §5, §7)', () => {
  it('a message is required: nothing is sent and the message is error.messageRequired', async () => {
    const store = await signedIn();
    const { target } = await openArticle(store);
    const seen = recordRequests();
    for (const values of [{}, { text: '' }, { text: '   \n ' }]) {
      const outcome = await store.community.comment(target, values);
      expect(outcome).toEqual({ errors: { text: { message: formErrors.messageRequired } } });
    }
    expect(seen).toEqual([]);
  });

  it('is shown at once, signed last name then first name, then confirmed by the server', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const seen = recordRequests();

    const pending = store.community.comment(target, { text: '  Went last week — the pepper buns are worth it.  ' });
    const [shown] = store.community.comments(target, view.comments);
    expect(shown).toMatchObject({ userName: 'Clarke Emma', text: 'Went last week — the pepper buns are worth it.' });
    expect(store.community.isUnconfirmed(shown?._id ?? '')).toBe(true);
    expect(store.community.commentsCount(target, view.article.commentsCount)).toBe(view.article.commentsCount + 1);

    expect(await pending).toEqual({ done: 'sent' });
    const [confirmed] = store.community.comments(target, view.comments);
    expect(confirmed?._id).not.toBe(shown?._id);
    expect(store.community.isUnconfirmed(confirmed?._id ?? '')).toBe(false);
    expect(confirmed).toMatchObject({ userId: 'usr_reader', userName: 'Clarke Emma', likes: 0 });
    expect(store.community.comments(target, view.comments)).toHaveLength(view.comments.length + 1);
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/api/client/user/comment/article',
        query: { articleId: target.id, userId: 'usr_reader' },
        body: { userName: 'Clarke Emma', text: 'Went last week — the pepper buns are worth it.' },
      },
    ]);

    // A fresh load has it too: the server kept it.
    const again = storeAt(`/en/${ARTICLE_SLUG}`);
    const reloaded = await openArticle(again);
    expect(reloaded.view.comments[0]?.text).toBe('Went last week — the pepper buns are worth it.');
  });

  it('on a post', async () => {
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    const seen = recordRequests();
    expect(await store.community.comment(target, { text: 'Cycling, every time.' })).toEqual({ done: 'sent' });
    expect(store.community.comments(target, view.comments)[0]?.text).toBe('Cycling, every time.');
    expect(seen[0]).toMatchObject({ path: '/api/client/user/comment/post', query: { postId: target.id } });
  });

  it('a refused comment is taken back, and the form says so (the text stays with the form)', async () => {
    server.use(faultHandler(commentArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const outcome = await store.community.comment(target, { text: 'Hello' });
    expect(outcome).toEqual({ errors: { [FORM_ERROR]: { message: communityMessages.commentFailed } } });
    expect(store.community.comments(target, view.comments)).toEqual(view.comments);
    expect(store.community.commentsCount(target, view.article.commentsCount)).toBe(view.article.commentsCount);
  });

  it('offline: the form says to check the connection', async () => {
    server.use(faultHandler(commentPostEndpoint, 'networkError'));
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { target } = await openPost(store);
    expect(await store.community.comment(target, { text: 'Hello' })).toEqual({
      errors: { [FORM_ERROR]: { message: formErrors.offline } },
    });
  });

  it('signed out: kept as a draft with its text, and sign-up opens; the form can show the text again', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { target } = await openArticle(store);
    const seen = recordRequests();
    expect(await store.community.comment(target, { text: ' My comment ' })).toEqual({ done: 'drafted' });
    expect(store.drafts.draft).toEqual({
      draftCommentArticle: { articleId: target.id, text: 'My comment' },
      redirectUrl: `/en/${ARTICLE_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.community.draftText(target)).toBe('My comment');
    expect(store.community.draftText({ kind: 'article', id: 'art_001' })).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('signed out on a post: draftCommentPost', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { target } = await openPost(store);
    await store.community.comment(target, { text: 'Reading at home.' });
    expect(store.drafts.draft.draftCommentPost).toEqual({ postId: target.id, text: 'Reading at home.' });
  });
});

describe('votes (SPEC §5, §7)', () => {
  it('an option must be selected: nothing is sent', async () => {
    const store = await signedIn();
    const { view } = await openArticle(store);
    const poll = view.poll;
    if (!poll) throw new Error('art_021 has a poll');
    const seen = recordRequests();
    expect(await store.community.vote(poll, {})).toEqual({
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

    const pending = store.community.vote(poll, { variantId: variant._id });
    const shown = store.community.poll(poll);
    expect(shown.votedVariantId).toBe(variant._id);
    expect(shown.totalVotes).toBe(poll.totalVotes + 1);
    expect(shown.variants[1]?.votes).toBe(variant.votes + 1);

    expect(await pending).toEqual({ done: 'sent' });
    expect(store.community.poll(poll)).toMatchObject({ votedVariantId: variant._id, totalVotes: poll.totalVotes + 1 });
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
    const outcome = await store.community.vote(poll, { variantId: poll.variants[0]?._id ?? '' });
    expect(outcome).toEqual({ errors: { [FORM_ERROR]: { message: communityMessages.voteFailed } } });
    expect(store.community.poll(poll)).toEqual(poll);
  });

  it('a poll that closed meanwhile: the vote is taken back and the final results are shown, with a word why', async () => {
    const store = await signedIn(`/en/${CLOSED_POLL_SLUG}`);
    const { view } = await openArticle(store, CLOSED_POLL_SLUG);
    const loaded = view.poll;
    if (!loaded) throw new Error('art_047 has a poll');
    // The reader's copy still says open (the page was loaded before the end).
    const stale = { ...loaded, closed: false, endsAt: new Date(TEST_NOW + 3_600_000).toISOString() };
    const outcome = await store.community.vote(stale, { variantId: loaded.variants[0]?._id ?? '' });
    expect(outcome).toEqual({ done: 'outdated' });
    expect(store.community.poll(stale)).toMatchObject({ closed: true, totalVotes: loaded.totalVotes });
    expect(store.community.poll(stale).votedVariantId).toBeUndefined();
    expect(store.community.pollNotice(loaded._id)?.message).toEqual(communityMessages.pollClosed);
  });

  it('signed out: kept as a draft (voteId, variant) and sign-up opens', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { view } = await openPost(store);
    const poll = view.poll;
    const variant = poll?.variants[2];
    if (!poll || !variant) throw new Error('the post has a poll');
    const seen = recordRequests();
    expect(await store.community.vote(poll, { variantId: variant._id })).toEqual({ done: 'drafted' });
    expect(store.drafts.draft).toEqual({
      draftVote: { voteId: poll._id, variant: variant._id },
      redirectUrl: `/en/posts/${POST_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.community.poll(poll)).toEqual(poll);
    expect(seen).toEqual([]);
  });

  it('after the replay, the reloaded page learns the reader’s vote by asking for the poll with the token', async () => {
    const storage = new MemoryStorage();
    const before = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    const { view } = await openArticle(before);
    const poll = view.poll;
    const variant = poll?.variants[3];
    if (!poll || !variant) throw new Error('art_021 has a poll');
    await before.community.vote(poll, { variantId: variant._id });
    await before.session.signIn(READER);

    const after = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    await after.session.loadProfile();
    const reloaded = await openArticle(after);
    const loaded = reloaded.view.poll;
    if (!loaded) throw new Error('art_021 has a poll');
    expect(loaded.votedVariantId).toBeUndefined();
    await after.community.refreshPoll(loaded._id);
    expect(after.community.poll(loaded)).toMatchObject({ votedVariantId: variant._id, totalVotes: poll.totalVotes + 1 });
  });
});

describe('sign-out (SPEC §4)', () => {
  it('forgets the last reader’s vote and notices, keeping everyone’s counts', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const poll = view.poll;
    const variant = poll?.variants[2];
    if (!poll || !variant) throw new Error('art_021 has a poll');
    expect(await store.community.vote(poll, { variantId: variant._id })).toEqual({ done: 'sent' });
    await store.community.toggleLike(target, view.article.likes);
    expect(store.community.likeNotice(target)).toBeDefined();
    expect(store.community.signedInAs).toBeDefined();

    store.session.signOut();

    const shown = store.community.pollView(poll, TEST_NOW);
    expect(shown.votedVariantId).toBeUndefined();
    expect(shown.totalVotes).toBe(poll.totalVotes + 1);
    expect(store.community.likeNotice(target)).toBeUndefined();
    expect(store.community.signedInAs).toBeUndefined();
    expect(store.community.storyView(target, { ...view.article, comments: view.comments, poll }, TEST_NOW).poll?.votedVariantId).toBeUndefined();
  });
});

describe('poll arithmetic', () => {
  it('the countdown: whole days and hours left by the clock, nothing once ended', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(pollTimeLeft('2026-12-03T12:00:00.000Z', now)).toEqual({ days: 11, hours: 2 });
    expect(pollTimeLeft('2026-11-22T10:59:59.000Z', now)).toEqual({ days: 0, hours: 0 });
    expect(pollTimeLeft('2026-11-23T09:30:00.000Z', now)).toEqual({ days: 0, hours: 23 });
    expect(pollTimeLeft('2026-11-22T10:00:00.000Z', now)).toBeNull();
    expect(pollTimeLeft('2026-11-10T12:00:00.000Z', now)).toBeNull();
    expect(pollTimeLeft('not a date', now)).toBeNull();
  });

  it('a poll is closed by the server’s word or by the clock', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(pollIsClosed({ closed: true, endsAt: '2026-12-03T12:00:00.000Z' }, now)).toBe(true);
    expect(pollIsClosed({ closed: false, endsAt: '2026-11-22T09:00:00.000Z' }, now)).toBe(true);
    expect(pollIsClosed({ closed: false, endsAt: '2026-12-03T12:00:00.000Z' }, now)).toBe(false);
  });

  it('percentages are whole numbers that add up to 100, and 0 when nobody voted', () => {
    const variants = (votes: number[]) => ({
      variants: votes.map((count, index) => ({ _id: `v${index}`, votes: count, data: { en: { text: '' }, 'zh-cn': { text: '' }, 'zh-tw': { text: '' } } })),
    });
    const thirds = pollPercentages(variants([1, 1, 1]));
    expect([...thirds.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...thirds.values()].sort()).toEqual([33, 33, 34]);
    expect([...pollPercentages(variants([214, 176, 139, 88, 57])).values()]).toEqual([32, 26, 21, 13, 8]);
    expect([...pollPercentages(variants([0, 0])).values()]).toEqual([0, 0]);
  });
});
