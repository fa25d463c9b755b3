import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { commentArticle as commentArticleEndpoint, commentPost as commentPostEndpoint } from '../../contracts/community';
import { faultHandler } from '../../mocks/faults';
import { fixtures } from '../../mocks/seed/fixtures';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { communityMessages } from '../../src/i18n/communityMessages';
import { formErrors } from '../../src/i18n/formErrors';
import { UNMODERATED } from '../../src/rules/views';
import { ARTICLE_SLUG, openArticle, openPost, POST_SLUG, READER, signedIn, storeAt } from '../community';
import { recordRequests } from '../requests';
import { mailed, stored } from '../storeReads';

describe('comments (SPEC §3, §5, §7)', () => {
  it('a message is required: nothing is sent and the message is error.messageRequired', async () => {
    const store = await signedIn();
    const { target } = await openArticle(store);
    const seen = recordRequests();
    for (const values of [{}, { text: '' }, { text: '   \n ' }]) {
      const outcome = await store.comments.submit(target, values);
      expect(outcome).toEqual({ errors: { text: { message: formErrors.messageRequired } } });
    }
    expect(seen).toEqual([]);
  });

  it('is shown at once, signed as the name is written (Emma Clarke), then confirmed by the server', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const seen = recordRequests();

    const pending = store.comments.submit(target, { text: '  Went last week — the pepper buns are worth it.  ' });
    const [shown] = store.comments.list(target, view.comments);
    expect(shown).toMatchObject({ userName: 'Emma Clarke', text: 'Went last week — the pepper buns are worth it.' });
    expect(store.comments.isUnconfirmed(shown?._id ?? '')).toBe(true);
    expect(store.comments.count(target, view.article.commentsCount)).toBe(view.article.commentsCount + 1);

    expect(await pending).toEqual({ done: 'sent' });
    const [confirmed] = store.comments.list(target, view.comments);
    expect(confirmed?._id).not.toBe(shown?._id);
    expect(store.comments.isUnconfirmed(confirmed?._id ?? '')).toBe(false);
    expect(confirmed).toMatchObject({ userId: 'usr_reader', userName: 'Emma Clarke', likes: 0 });
    expect(store.comments.list(target, view.comments)).toHaveLength(view.comments.length + 1);
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/api/client/user/comment/article',
        query: { articleId: target.id, userId: 'usr_reader' },
        // The request keeps SPEC §3's form (last name, then first name); the server signs with the shown one.
        body: { userName: 'Clarke Emma', text: 'Went last week — the pepper buns are worth it.' },
      },
    ]);

    // A fresh load has it too: the server kept it.
    const again = storeAt(`/en/${ARTICLE_SLUG}`);
    const reloaded = await openArticle(again);
    expect(reloaded.view.comments[0]?.text).toBe('Went last week — the pepper buns are worth it.');
  });

  it('signs a Chinese reader’s comment without a space between family and given name (王小明), as the server does', async () => {
    const store = storeAt(`/zh-cn/${ARTICLE_SLUG}`);
    const { email, password, lastName, firstName } = fixtures.simplifiedReader;
    await store.session.signIn({ email, password });
    const { view, target } = await openArticle(store);
    const seen = recordRequests();
    expect(await store.comments.submit(target, { text: '下周再去。' })).toEqual({ done: 'sent' });
    // SPEC §3's form and the shown one agree for a Han name: family name first, no space.
    const written = `${lastName.trim()}${firstName.trim()}`;
    expect(seen[0]).toMatchObject({ body: { userName: written } });
    expect(store.comments.list(target, view.comments)[0]).toMatchObject({ userName: written, text: '下周再去。' });
  });

  it('a reader who just signed up is shown as they wrote their name, in every edition (Ana Lima; 林小雨)', async () => {
    for (const [locale, lastName, firstName, shown] of [
      ['zh-cn', 'Lima', 'Ana', 'Ana Lima'],
      ['en', '林', '小雨', '林小雨'],
    ] as const) {
      const email = `new-${locale}@example.com`;
      const store = storeAt(`/${locale}/${ARTICLE_SLUG}`);
      await store.session.signUp({ lastName, firstName, userName: `reader-${locale}`, email, password: 'a-long-password', confirmPassword: 'a-long-password' });
      const token = new URL((await mailed('verifyEmail', email)).link, 'http://x').searchParams.get('verify-token') ?? '';
      expect((await fetch(`http://127.0.0.1/api/client/user/verify?token=${token}`)).status).toBe(200);
      await store.session.signIn({ email, password: 'a-long-password' });
      expect(store.comments.signedInAs).toBe(shown);
      const { view, target } = await openArticle(store);
      expect(await store.comments.submit(target, { text: 'Hello' })).toEqual({ done: 'sent' });
      expect(store.comments.list(target, view.comments)[0]).toMatchObject({ userName: shown, text: 'Hello' });
    }
  });

  it('on a post', async () => {
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { view, target } = await openPost(store);
    const seen = recordRequests();
    expect(await store.comments.submit(target, { text: 'Cycling, every time.' })).toEqual({ done: 'sent' });
    expect(store.comments.list(target, view.comments)[0]?.text).toBe('Cycling, every time.');
    expect(seen[0]).toMatchObject({ path: '/api/client/user/comment/post', query: { postId: target.id } });
  });

  it('a refused comment is taken back, and the form says so (the text stays with the form)', async () => {
    server.use(faultHandler(commentArticleEndpoint, 'serverError'));
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const outcome = await store.comments.submit(target, { text: 'Hello' });
    expect(outcome).toEqual({ errors: { form: { message: communityMessages.commentFailed } } });
    expect(store.comments.list(target, view.comments)).toEqual(view.comments);
    expect(store.comments.count(target, view.article.commentsCount)).toBe(view.article.commentsCount);
  });

  it('sent again after its answer was lost, the same comment is posted once (issue 29: the form sends a key)', async () => {
    // The server takes the comment, and the answer never reaches the reader.
    server.use(
      http.post('*/api/client/user/comment/article', async ({ request }) => {
        await getResponse(handlers as RequestHandler[], request);
        return HttpResponse.error();
      }, { once: true }),
    );
    const store = await signedIn();
    const { target } = await openArticle(store);
    expect(await store.comments.submit(target, { text: 'Posted once, whatever the network does.' })).toEqual({ errors: { form: { message: formErrors.offline } } });
    expect(await store.comments.submit(target, { text: 'Posted once, whatever the network does.' })).toEqual({ done: 'sent' });
    expect(await stored.count('comment', { text: 'Posted once, whatever the network does.' })).toBe(1);
    // Another text after a failure is another comment, under a key of its own.
    expect(await store.comments.submit(target, { text: 'And a second thought.' })).toEqual({ done: 'sent' });
    expect(await stored.count('comment', { text: 'And a second thought.' })).toBe(1);
  });

  it('offline: the form says to check the connection', async () => {
    server.use(faultHandler(commentPostEndpoint, 'networkError'));
    const store = await signedIn(`/en/posts/${POST_SLUG}`);
    const { target } = await openPost(store);
    expect(await store.comments.submit(target, { text: 'Hello' })).toEqual({ errors: { form: { message: formErrors.offline } } });
  });

  it('signed out: kept as a draft with its text, and sign-up opens; the form can show the text again', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { target } = await openArticle(store);
    const seen = recordRequests();
    expect(await store.comments.submit(target, { text: ' My comment ' })).toEqual({ done: 'drafted' });
    expect(store.drafts.draft).toEqual({
      draftCommentArticle: { articleId: target.id, text: 'My comment' },
      redirectUrl: `/en/${ARTICLE_SLUG}`,
    });
    expect(store.popups.current?.id).toBe('signUp');
    expect(store.comments.draftText(target)).toBe('My comment');
    expect(store.comments.draftText({ kind: 'article', id: 'art_001' })).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('signed out on a post: draftCommentPost', async () => {
    const store = storeAt(`/en/posts/${POST_SLUG}`);
    const { target } = await openPost(store);
    await store.comments.submit(target, { text: 'Reading at home.' });
    expect(store.drafts.draft.draftCommentPost).toEqual({ postId: target.id, text: 'Reading at home.' });
  });
});

describe('comments that converse (issue 28)', () => {
  it('a reply shows under its comment at once, and a reply to a reply under the same comment', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    const top = view.comments.find((comment) => !comment.parentId);
    if (!top) throw new Error('the article has comments');
    expect(await store.comments.submit(target, { text: 'Which stall?' }, top._id)).toEqual({ done: 'sent' });
    const thread = store.comments.threads(target, view).find((one) => one.comment._id === top._id);
    expect(thread?.replies.map((reply) => reply.text)).toEqual(['Which stall?']);
    expect(thread?.replies[0]?.parentId).toBe(top._id);
    const again = storeAt(`/en/${ARTICLE_SLUG}`);
    const reloaded = await openArticle(again);
    expect(reloaded.view.comments.find((comment) => comment.text === 'Which stall?')?.parentId).toBe(top._id);
  });

  it('signed out, a reply is drafted with the comment it answers, and posted once under it after sign-in', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { view, target } = await openArticle(store);
    const top = view.comments[0];
    if (!top) throw new Error('the article has comments');
    expect(await store.comments.submit(target, { text: 'Reply later' }, top._id)).toEqual({ done: 'drafted' });
    expect(store.drafts.draft.draftCommentArticle).toEqual({ articleId: target.id, text: 'Reply later', parentId: top._id });
    expect(store.comments.draftText(target, top._id)).toBe('Reply later');
    expect(store.comments.draftText(target)).toBeUndefined();
    await store.session.signIn(READER);
    await store.drafts.replay();
    await store.drafts.replay();
    const replies = await stored.find('comment', { text: 'Reply later' });
    expect(replies).toHaveLength(1);
    expect(replies[0]?.parentId).toBe(top._id);
  });

  it('the author edits within 15 minutes and deletes; a reader reports once; sort and more read pages', async () => {
    const store = await signedIn();
    const { view, target } = await openArticle(store);
    await store.comments.submit(target, { text: 'Pepper bun' });
    const mine = store.comments.threads(target, view)[0]?.comment;
    if (!mine) throw new Error('the comment shows');
    expect(store.comments.canEdit(mine, Date.parse(mine.createdAt) + 60_000)).toBe(true);
    expect(store.comments.canEdit(mine, Date.parse(mine.createdAt) + 16 * 60_000)).toBe(false);
    expect(await store.comments.saveEdit(mine, { text: 'Pepper buns!' })).toEqual({ done: 'sent' });
    const edited = store.comments.threads(target, view)[0]?.comment;
    expect([edited?.text, typeof edited?.editedAt]).toEqual(['Pepper buns!', 'string']);
    expect(await store.comments.remove(target, mine)).toBeUndefined();
    expect(store.comments.threads(target, view).map((thread) => thread.comment._id)).not.toContain(mine._id);

    const other = view.comments.find((comment) => comment.userId !== 'usr_reader');
    if (!other) throw new Error('someone else commented');
    store.comments.openReport(other._id);
    await store.comments.sendReport(undefined, '');
    expect(store.comments.report?.error).toEqual({ message: communityMessages.reportReasonRequired });
    await store.comments.sendReport('spam', ' An advert ');
    expect(store.comments.report).toBeNull();
    expect(store.comments.isReported(other._id)).toBe(true);
    expect(await stored.find('commentReport', { commentId: other._id })).toMatchObject([{ reason: 'spam', note: 'An advert' }]);

    await store.comments.sortBy(target, 'oldest');
    const oldest = store.comments.threads(target, view).map((thread) => thread.comment.createdAt);
    expect(oldest).toEqual([...oldest].sort());
    expect(store.comments.sortOf(target)).toBe('oldest');
  });

  it('signed out, Report asks to sign in first', async () => {
    const store = storeAt(`/en/${ARTICLE_SLUG}`);
    const { view } = await openArticle(store);
    store.comments.openReport(view.comments[0]?._id ?? '');
    expect(store.comments.report).toBeNull();
    expect(store.popups.current?.id).toBe('signIn');
  });
});

describe('more comments (issue 28)', () => {
  it('"More comments" adds the next page after the page the story came with, until none are left', async () => {
    const article = fixtures.openPollArticle;
    for (let i = 0; i < 10; i += 1) {
      await stored.insert('comment', {
        id: `cmt_page_${i}`,
        targetKind: 'article',
        targetId: article._id,
        userId: 'usr_xiaoming',
        userName: '王小明',
        text: `第 ${i + 1} 条`,
        createdAt: new Date(Date.UTC(2026, 10, 22, 9, i)).toISOString(),
        baseLikes: 0,
        ...UNMODERATED,
        parentId: '',
      });
    }
    const store = storeAt(`/en/${article.slug}`);
    const { view, target } = await openArticle(store, article.slug);
    expect(store.comments.threads(target, view)).toHaveLength(10);
    expect(store.comments.hasMore(target, view)).toBe(true);
    await store.comments.more(target, view);
    expect(store.comments.threads(target, view)).toHaveLength(view.commentThreads);
    expect(store.comments.hasMore(target, view)).toBe(false);
  });
});
