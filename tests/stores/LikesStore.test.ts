import { describe, expect, it } from 'vitest';
import {
  likeArticle as likeArticleEndpoint,
  likeCommentOfArticle as likeCommentOfArticleEndpoint,
  likePost as likePostEndpoint,
} from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { communityMessages } from '../../src/i18n/communityMessages';
import { formErrors } from '../../src/i18n/formErrors';
import type { RecordingNavigation } from '../../src/lib/navigation';
import { MemoryStorage } from '../../src/lib/storage';
import { ARTICLE_SLUG, openArticle, openPost, POST_SLUG, READER, signedIn, storeAt } from '../community';
import { recordRequests } from '../requests';

describe('likes, signed in (SPEC §6, §7)', () => {
  it('likes an article: the count and the pressed state change at once, then take the server’s answer', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const loaded = view.article.likes;
    const seen = recordRequests();

    const pending = store.likes.toggle(target, loaded);
    expect(store.likes.isLiked(target)).toBe(true);
    expect(store.likes.count(target, loaded)).toBe(loaded + 1);
    expect(store.likes.busy(target)).toBe(true);
    await pending;

    expect(store.likes.isLiked(target)).toBe(true);
    expect(store.likes.count(target, loaded)).toBe(loaded + 1);
    expect(store.likes.busy(target)).toBe(false);
    expect(store.likes.liked.articles.has(target.id)).toBe(true);
    expect(seen).toMatchObject([
      {
        method: 'PUT',
        path: '/api/client/user/like/article',
        query: { articleId: target.id, userId: 'usr_reader', drafted: 'false' },
      },
    ]);

    await store.likes.toggle(target, loaded);
    expect(store.likes.isLiked(target)).toBe(false);
    expect(store.likes.count(target, loaded)).toBe(loaded);
  });

  it('a refused like is taken back, with a short message', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const loaded = view.article.likes;

    const pending = store.likes.toggle(target, loaded);
    expect(store.likes.count(target, loaded)).toBe(loaded + 1);
    await pending;

    expect(store.likes.isLiked(target)).toBe(false);
    expect(store.likes.count(target, loaded)).toBe(loaded);
    expect(store.likes.notice(target)?.message).toEqual(communityMessages.likeFailed);
  });

  it('an unreachable server: the like is taken back and the reader is told to check the connection', async () => {
    server.use(faultHandler(likePostEndpoint, 'networkError'));
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    await store.likes.toggle(target, view.post.likes);
    expect(store.likes.isLiked(target)).toBe(false);
    expect(store.likes.count(target, view.post.likes)).toBe(view.post.likes);
    expect(store.likes.notice(target)?.message).toEqual(formErrors.offline);
  });

  it('the notice goes once the like is tried again and works', async () => {
    server.use(faultHandler(likeArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    await store.likes.toggle(target, view.article.likes);
    server.resetHandlers();
    await store.likes.toggle(target, view.article.likes);
    expect(store.likes.notice(target)).toBeUndefined();
    expect(store.likes.isLiked(target)).toBe(true);
  });

  it('likes a post, and a comment of an article and of a post, each in its own set', async () => {
    const store = await signedIn();
    const { view: article, target: onArticle } = await openArticle(store);
    const { view: post, target: onPost } = await openPost(store);
    const articleComment = article.comments[0];
    const postComment = post.comments[0];
    if (!articleComment || !postComment) throw new Error('the seed has comments on both');
    const seen = recordRequests();

    await store.likes.toggle(onPost, post.post.likes);
    await store.likes.toggle(onArticle, articleComment.likes, articleComment._id);
    await store.likes.toggle(onPost, postComment.likes, postComment._id);

    expect(store.likes.liked.posts.has(onPost.id)).toBe(true);
    expect(store.likes.liked.articlesComments.has(articleComment._id)).toBe(true);
    expect(store.likes.liked.postsComments.has(postComment._id)).toBe(true);
    expect(store.likes.liked.articles.has(onArticle.id)).toBe(false);
    expect(store.likes.count(onArticle, articleComment.likes, articleComment._id)).toBe(articleComment.likes + 1);
    expect(store.likes.count(onPost, postComment.likes, postComment._id)).toBe(postComment.likes + 1);
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
    await store.likes.toggle(target, comment.likes, comment._id);
    expect(store.likes.isLiked(target, comment._id)).toBe(false);
    expect(store.likes.count(target, comment.likes, comment._id)).toBe(comment.likes);
    expect(store.likes.notice(target, comment._id)?.message).toEqual(communityMessages.likeFailed);
  });
});

describe('likes, signed out: a draft and the sign-up popup (SPEC §4, §6)', () => {
  it('a like of an article is kept with the page it happened on, and sign-up opens', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { view, target } = await openArticle(store);
    const seen = recordRequests();
    await store.likes.toggle(target, view.article.likes);
    expect(store.drafts.draft).toEqual({ draftLikeArticle: { articleId: target.id }, redirectUrl: `/en/${ARTICLE_SLUG}` });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.drafts.popupLayout).toBe('short');
    expect(store.likes.count(target, view.article.likes)).toBe(view.article.likes);
    expect(seen).toEqual([]);
  });

  it('a like of a comment keeps the comment id; on a post too', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    const comment = view.comments[0];
    if (!comment) throw new Error('the seed has comments');
    await store.likes.toggle(target, comment.likes, comment._id);
    expect(store.drafts.draft).toEqual({
      draftLikePost: { postId: target.id, commentId: comment._id },
      redirectUrl: `/en/posts/${POST_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');

    const onArticle = storeAt(`/en/${ARTICLE_SLUG}`);
    const article = await openArticle(onArticle);
    const articleComment = article.view.comments[0];
    if (!articleComment) throw new Error('the seed has comments');
    await onArticle.likes.toggle(article.target, articleComment.likes, articleComment._id);
    expect(onArticle.drafts.draft.draftLikeArticle).toEqual({ articleId: article.target.id, commentId: articleComment._id });
  });

  it('after sign-in and the reload at redirectUrl, the page shows the like', async () => {
    const storage = new MemoryStorage();
    const before = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    const { view, target } = await openArticle(before);
    await before.likes.toggle(target, view.article.likes);
    await before.session.signIn(READER);
    const navigation = before.navigation as RecordingNavigation;
    expect(navigation.visits.at(-1)).toEqual({ kind: 'load', path: `/en/${ARTICLE_SLUG}` });

    // The reload: a new store on the same storage, as the browser gives the page.
    const after = storeAt(`/en/${ARTICLE_SLUG}`, storage);
    await after.session.loadProfile();
    const reloaded = await openArticle(after);
    expect(after.likes.isLiked(reloaded.target)).toBe(true);
    expect(reloaded.view.article.likes).toBe(view.article.likes + 1);
  });
});
