import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { profile, resetPassword as resetPasswordEndpoint, signIn as signInEndpoint, signUp as signUpEndpoint } from '../../contracts/user';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { formErrors } from '../../src/i18n/formErrors';
import { RecordingNavigation } from '../../src/lib/navigation';
import { personName } from '../../contracts/personName';
import { signUpPayload } from '../../src/stores/SessionStore';
import { MemoryStorage } from '../../src/lib/storage';
import { createTestStore } from '../render';
import { recordRequests } from '../requests';
import { fixtures } from '../../mocks/seed/fixtures';
import { mailbox, mailed, openPollVariant, stored, storedRow } from '../storeReads';
import { SIGN_UP_VALUES } from '../signUpValues';

const READER = { email: fixtures.verifiedReader.email, password: fixtures.verifiedReader.password };
const UNVERIFIED = { email: 'unverified@example.com', password: 'correct-horse-3' };

async function signedInStore(options: Parameters<typeof createTestStore>[0] = {}) {
  const store = createTestStore(options);
  await store.session.signIn(READER);
  return store;
}

describe('start-up profile load (SPEC §4 "At start")', () => {
  it('without a stored token, the reader is not authorised and nothing is asked', async () => {
    const seen = recordRequests();
    const store = createTestStore();
    await store.session.loadProfile();
    expect(store.session.authorised).toBe(false);
    expect(store.session.profileChecked).toBe(true);
    expect(seen).toEqual([]);
  });

  it('with a valid stored token: the profile loads, authorised is set, the likes are loaded', async () => {
    const storage = new MemoryStorage();
    const first = await signedInStore({ storage });
    await first.session.loadProfile();
    const token = storage.getItem('huanyu:user-token');
    expect(token).toBeTruthy();

    const seen = recordRequests();
    const store = createTestStore({ storage });
    await store.session.loadProfile();
    expect(store.session.authorised).toBe(true);
    expect(store.session.user?.email).toBe(READER.email);
    expect(store.session.token).toBe(token);
    expect(seen.map((r) => r.path)).toEqual(['/api/client/user/profile', '/api/client/user/likes']);
    expect(seen[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('a failed profile load marks the reader unauthorised and forgets an invalid token', async () => {
    const storage = new MemoryStorage();
    storage.setItem('huanyu:user-token', 'expired-token');
    const store = createTestStore({ storage });
    await store.session.loadProfile();
    expect(store.session.authorised).toBe(false);
    expect(store.session.user).toBeNull();
    expect(storage.getItem('huanyu:user-token')).toBeNull();
  });

  it('an unreachable server, with no profile kept on this device: shown signed out, told why, the token kept', async () => {
    server.use(faultHandler(profile, 'networkError'));
    const storage = new MemoryStorage();
    storage.setItem('huanyu:user-token', 'some-token');
    const store = createTestStore({ storage });
    await store.session.loadProfile();
    expect(store.session.authorised).toBe(false);
    expect(store.session.profileProblem).toBe('unknown');
    expect(storage.getItem('huanyu:user-token')).toBe('some-token');
  });

  it.each(['serverError', 'badRequest', 'malformed', 'networkError'] as const)(
    'a profile load that fails (%s), not for an ended session, keeps the reader signed in as last seen, and says so (issue 29)',
    async (fault) => {
      const storage = new MemoryStorage();
      await createTestStore({ storage }).session.signIn(READER);
      server.use(faultHandler(profile, fault));
      const store = createTestStore({ storage });
      await store.session.loadProfile();
      expect(store.session.authorised).toBe(true);
      expect(store.session.user?.email).toBe(READER.email);
      expect(store.session.profileProblem).toBe('kept');
      // Asked again (the notice's "Try again"), it loads, and the notice goes.
      server.resetHandlers();
      await store.session.loadProfile();
      expect(store.session.profileProblem).toBeNull();
    },
  );

  it('and asks again when the connection returns: a network error is no sign-out (issue 16)', async () => {
    const storage = new MemoryStorage();
    const first = createTestStore({ storage });
    await first.session.signIn(READER);
    server.use(faultHandler(profile, 'networkError'));
    const store = createTestStore({ storage });
    await store.session.loadProfile();
    expect(store.session.profileProblem).toBe('kept');
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.session.profileProblem).toBeNull());
    expect(store.session.authorised).toBe(true);
    expect(store.session.user?.email).toBe(READER.email);
  });

  it('signing out forgets the kept profile with the token', async () => {
    const storage = new MemoryStorage();
    const store = createTestStore({ storage });
    await store.session.signIn(READER);
    expect(storage.getItem('huanyu:user-profile')).toContain(READER.email);
    store.session.signOut();
    expect(storage.getItem('huanyu:user-profile')).toBeNull();
  });
});

describe('sign-in (SPEC §4, §5, §8)', () => {
  it.each([
    [{}, { email: formErrors.loginRequired, password: formErrors.passwordRequired }],
    [{ email: '  ', password: 'x' }, { email: formErrors.loginRequired }],
    [{ email: 'reader' }, { password: formErrors.passwordRequired }],
  ])('validates %j before any request', async (values, expected) => {
    const seen = recordRequests();
    const errors = await createTestStore().session.signIn(values);
    expect(Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v.message]))).toEqual(expected);
    expect(seen).toEqual([]);
  });

  it('stores the token under the client key and the user key, keeps the user, and reloads', async () => {
    const storage = new MemoryStorage();
    const navigation = new RecordingNavigation('/en/some-article');
    const store = createTestStore({ storage, navigation });
    store.popups.open('signIn');
    expect(await store.session.signIn(READER)).toBeUndefined();
    expect(store.session.authorised).toBe(true);
    expect(store.session.user?.userName).toBe('reader');
    expect(storage.getItem('huanyu:client-token')).toBe(store.session.token);
    expect(storage.getItem('huanyu:user-token')).toBe(store.session.token);
    expect(store.popups.current).toBeNull();
    expect(navigation.visits).toEqual([{ kind: 'reload', path: '/en/some-article' }]);
  });

  it('signs in with the username as well as the email', async () => {
    const store = createTestStore();
    expect(await store.session.signIn({ email: 'reader', password: READER.password })).toBeUndefined();
    expect(store.session.authorised).toBe(true);
  });

  it("'User is not verified' -> the message with the email, and a new verification link is mailed", async () => {
    const store = createTestStore();
    const errors = await store.session.signIn(UNVERIFIED);
    expect(errors?.form).toEqual({ message: formErrors.userNotVerified, values: { email: UNVERIFIED.email } });
    expect((await mailbox(UNVERIFIED.email)).map((m) => m.kind)).toEqual(['verifyEmail']);
    expect(store.session.authorised).toBe(false);
  });

  it("'No user found' -> 'User wasn't found' on the email field", async () => {
    const store = createTestStore();
    const errors = await store.session.signIn({ email: 'nobody@example.com', password: 'whatever' });
    expect(errors?.email?.message).toEqual(formErrors.userWasNotFound);
    expect(store.session.serverErrorFields.has('email')).toBe(true);
  });

  it("'Invalid password' -> 'Invalid password' on the password field", async () => {
    const store = createTestStore();
    const errors = await store.session.signIn({ email: READER.email, password: 'wrong' });
    expect(errors?.password?.message).toEqual(formErrors.wrongPassword);
    expect(store.session.serverErrorFields.has('password')).toBe(true);
  });

  it('editing the email or password clears the matching server error flag', async () => {
    const store = createTestStore();
    await store.session.signIn({ email: READER.email, password: 'wrong' });
    store.session.editSignInField('email');
    expect(store.session.serverErrorFields.has('password')).toBe(true);
    store.session.editSignInField('password');
    expect(store.session.serverErrorFields.size).toBe(0);
  });

  it("a response without a user shows the generic 'Login error' state", async () => {
    server.use(http.post('*/api/client/user/signin', () => HttpResponse.json({})));
    const store = createTestStore();
    const errors = await store.session.signIn(READER);
    expect(errors?.form?.message).toEqual(formErrors.loginError);
    expect(store.session.loginFailed).toBe(true);
    expect(store.session.authorised).toBe(false);
  });

  it("any other failure shows the generic 'Login error' state", async () => {
    server.use(faultHandler(signInEndpoint, 'serverError'));
    const store = createTestStore();
    const errors = await store.session.signIn(READER);
    expect(errors?.form?.message).toEqual(formErrors.loginError);
    expect(store.session.loginFailed).toBe(true);
    store.session.editSignInField('email');
    expect(store.session.loginFailed).toBe(false);
  });

  it("closing the sign-in popup forgets the 'Login error' state: it opens fresh next time", async () => {
    server.use(faultHandler(signInEndpoint, 'serverError'));
    const store = createTestStore();
    store.popups.open('signIn');
    await store.session.signIn(READER);
    expect(store.session.loginFailed).toBe(true);
    store.popups.close();
    expect(store.session.loginFailed).toBe(false);
    expect(store.session.serverErrorFields.size).toBe(0);
  });
});

describe('draft replay after sign-in (SPEC §4)', () => {
  const article = () => storedRow('article', { id: 'art_001' });
  const post = () => storedRow('post', { id: 'post_001' });
  const commentOn = (kind: string, id: string) => storedRow('comment', { targetKind: kind, targetId: id });
  const likesOf = (kind: string, id: string) => stored.find('like', { targetKind: kind, targetId: id, userId: 'usr_reader' });

  async function replay(draft: Parameters<ReturnType<typeof createTestStore>['drafts']['keepAndAskToSignIn']>[0]) {
    const navigation = new RecordingNavigation('/zh-tw/night-markets');
    const store = createTestStore({ navigation, locale: 'zh-tw' });
    store.drafts.keepAndAskToSignIn(draft);
    const seen = recordRequests();
    expect(await store.session.signIn(READER)).toBeUndefined();
    return { store, navigation, seen };
  }

  it('a like on an article, with drafted=true, then back to the page with a reload', async () => {
    const { id: articleId } = await article();
    const { store, navigation, seen } = await replay({ draftLikeArticle: { articleId } });
    expect(await likesOf('article', articleId)).toMatchObject([{ drafted: true }]);
    expect(seen.find((r) => r.path === '/api/client/user/like/article')?.query).toMatchObject({ drafted: 'true', userId: 'usr_reader' });
    expect(store.drafts.pending).toBe(false);
    expect(navigation.visits.at(-1)).toEqual({ kind: 'load', path: '/zh-tw/night-markets' });
  });

  it('a like with commentId is a like of that comment of the article', async () => {
    const { id: articleId } = await article();
    const comment = await commentOn('article', articleId);
    await replay({ draftLikeArticle: { articleId, commentId: comment.id } });
    expect(await likesOf('articleComment', comment.id)).toMatchObject([{ drafted: true }]);
    expect(await likesOf('article', articleId)).toEqual([]);
  });

  it('a like on a post', async () => {
    const { id: postId } = await post();
    await replay({ draftLikePost: { postId } });
    expect(await likesOf('post', postId)).toMatchObject([{ drafted: true }]);
  });

  it('a like of a comment of a post', async () => {
    const { id: postId } = await post();
    const comment = await commentOn('post', postId);
    await replay({ draftLikePost: { postId, commentId: comment.id } });
    expect(await likesOf('postComment', comment.id)).toMatchObject([{ drafted: true }]);
  });

  it('a comment on an article, signed with last name then first name', async () => {
    const { id: articleId } = await article();
    const { store } = await replay({ draftCommentArticle: { articleId, text: '寫得真好' } });
    const mine = await storedRow('comment', { userId: 'usr_reader', text: '寫得真好' });
    expect(mine).toMatchObject({ targetKind: 'article', targetId: articleId });
    expect(mine.userName).toBe(personName(store.session.user ?? { firstName: '', lastName: '' }));
  });

  it('a comment on a post', async () => {
    const { id: postId } = await post();
    await replay({ draftCommentPost: { postId, text: 'Count me in' } });
    expect(await storedRow('comment', { text: 'Count me in' })).toMatchObject({
      targetKind: 'post',
      targetId: postId,
    });
  });

  it('a vote, with the locale and the page it was cast on', async () => {
    const variant = await openPollVariant(Date.UTC(2026, 10, 22, 10));
    await replay({ draftVote: { voteId: variant.pollId, variant: variant.id } });
    expect(await storedRow('vote', { userId: 'usr_reader' })).toMatchObject({
      pollId: variant.pollId,
      variantId: variant.id,
      locale: 'zh-tw',
      path: '/zh-tw/night-markets',
    });
  });

  it('replays exactly once: a second sign-in replays nothing', async () => {
    const { id: articleId } = await article();
    const { store } = await replay({ draftLikeArticle: { articleId } });
    const again = createTestStore({ storage: store.storage });
    await again.session.signIn(READER);
    expect(await likesOf('article', articleId)).toHaveLength(1);
  });
});

describe('sign-up (SPEC §3 payload, §4, §8)', () => {
  const values = SIGN_UP_VALUES;


  it('builds the payload as §3 says: country code, dial code + space + number, birthdate timestamp, locale', () => {
    expect(signUpPayload(values, 'zh-tw', undefined)).toEqual({
      email: 'wang@example.com',
      password: 'a-long-password',
      firstName: '小明',
      lastName: '王',
      userName: 'xiaowang',
      city: 'Taipei',
      country: 'TW',
      phone: '+886 (912) 345-6789',
      gender: 'male',
      birthdate: Date.UTC(1990, 3, 1),
      hobby: 'Hiking',
      locale: 'zh-tw',
    });
  });

  it.each([
    [{}, ['lastName', 'firstName', 'userName', 'email', 'password', 'confirmPassword']],
    [{ ...values, email: 'nope' }, ['email']],
    [{ ...values, password: 'short', confirmPassword: 'short' }, ['password']],
    [{ ...values, confirmPassword: 'different-one' }, ['confirmPassword']],
  ])('validates %j', async (input, fields) => {
    const errors = await createTestStore().session.signUp(input);
    expect(Object.keys(errors ?? {}).sort()).toEqual([...fields].sort());
  });

  it('sends the payload with the pending draft; success closes sign-up and opens sign-up success', async () => {
    const seen = recordRequests();
    const store = createTestStore({ locale: 'zh-cn' });
    store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: 'art_001' } });
    expect(await store.session.signUp(values)).toBeUndefined();
    expect(seen.find((r) => r.path === signUpEndpoint.path)?.body).toEqual({
      ...signUpPayload(values, 'zh-cn', undefined),
      draft: { draftLikeArticle: { articleId: 'art_001' }, redirectUrl: '/en/' },
    });
    expect(store.popups.current?.id).toBe('signUpSuccess');
  });

  it('closing the sign-up success popup clears all drafts', async () => {
    const store = createTestStore();
    store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: 'art_001' } });
    await store.session.signUp(values);
    store.popups.close();
    expect(store.drafts.pending).toBe(false);
    expect(store.storage.getItem('huanyu:drafts')).toBeNull();
  });

  it("'This email is already in use' -> 'Email is already in use' on the email field", async () => {
    const errors = await createTestStore().session.signUp({ ...values, email: 'reader@example.com' });
    expect(errors?.email?.message).toEqual(formErrors.emailInUse);
  });

  it("'This username is already in use' -> 'Username is already in use' on the username field", async () => {
    const errors = await createTestStore().session.signUp({ ...values, userName: 'reader' });
    expect(errors?.userName?.message).toEqual(formErrors.userNameInUse);
  });

  it('an unknown error shows no catalogue message, and keeps the popup open', async () => {
    server.use(faultHandler(signUpEndpoint, 'serverError'));
    const store = createTestStore();
    store.popups.open('signUp');
    const errors = await store.session.signUp(values);
    expect(Object.keys(errors ?? {})).toEqual(['form']);
    expect(store.popups.current?.id).toBe('signUp');
  });
});

describe('the whole flow without a screen: sign up with a draft -> verify -> sign in -> the draft is replayed', () => {
  it('likes the article the reader liked while signed out, once', async () => {
    const navigation = new RecordingNavigation('/en/art');
    const store = createTestStore({ navigation });
    store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: 'art_002' } });
    expect(store.popups.current?.id).toBe('signUp');

    await store.session.signUp({
      lastName: 'Lovelace',
      firstName: 'Ada',
      userName: 'ada',
      email: 'ada@example.com',
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
    });
    store.popups.close(); // the reader closes "Please check your email": the client's drafts are gone …
    expect(store.drafts.pending).toBe(false);

    // … but the server kept the draft sent with the sign-up. The reader opens the mailed link, which signs them in
    // on that device (issue 28): the draft replays there, and its page opens.
    const mail = await mailed('verifyEmail', 'ada@example.com');
    const landing = new RecordingNavigation(mail.link);
    const opened = createTestStore({ navigation: landing });
    await opened.mailLinks.follow();
    expect(opened.session.authorised).toBe(true);
    const likes = await stored.find('like', { targetId: 'art_002' });
    expect(likes).toMatchObject([{ targetKind: 'article', drafted: true, userId: opened.session.user?._id }]);
    expect(landing.visits.at(-1)).toEqual({ kind: 'load', path: '/en/art' });
    expect(navigation.visits).toEqual([]);

    // Signing in again replays nothing: the draft was handed over once.
    await createTestStore().session.signIn({ email: 'ada@example.com', password: 'analytical-engine' });
    expect(await stored.find('like', { targetId: 'art_002' })).toHaveLength(1);
  });
});

describe('restore and reset (SPEC §4, §8)', () => {
  it('restore: validates the email, then success opens the restore-success popup', async () => {
    const store = createTestStore();
    store.popups.open('restorePassword');
    expect((await store.session.restore({ email: '' }))?.email?.message).toEqual(formErrors.emailRequired);
    expect((await store.session.restore({ email: 'x@' }))?.email?.message).toEqual(formErrors.invalidEmail);
    expect(await store.session.restore({ email: READER.email })).toBeUndefined();
    expect(store.popups.current).toEqual({ id: 'restorePasswordSuccess', props: { email: READER.email, stage: 'linkSent' } });
    expect((await mailbox()).find((mail) => mail.kind === 'resetPassword')?.to).toBe(READER.email);
  });

  it('the reset mail greets a confirmed reader by name as its script writes it, in the page’s language', async () => {
    const zhTw = createTestStore({ locale: 'zh-tw', navigation: new RecordingNavigation('/zh-tw/') });
    expect(await zhTw.session.restore({ email: READER.email })).toBeUndefined();
    expect((await mailed('resetPassword', READER.email)).text.split('\n')[0]).toBe('Emma Clarke，你好！');
    // A name nobody confirmed is not mailed: whoever signed up typed it.
    const unconfirmed = fixtures.unverifiedReader.email;
    expect(await createTestStore().session.restore({ email: unconfirmed })).toBeUndefined();
    expect((await mailed('resetPassword', unconfirmed)).text).not.toContain(fixtures.unverifiedReader.lastName);
  });

  it('restore and sign-up: an answer after the reader moved on opens nothing over their new popup', async () => {
    const store = createTestStore();
    store.popups.open('restorePassword');
    const restore = store.session.restore({ email: READER.email });
    store.popups.open('contact');
    expect(await restore).toBeUndefined();
    expect(store.popups.current?.id).toBe('contact');
    store.popups.open('signUp');
    const signUp = store.session.signUp({
      lastName: 'Lin',
      firstName: 'Ada',
      userName: 'ada.late',
      email: 'ada.late@example.com',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    store.popups.open('subscription');
    expect(await signUp).toBeUndefined();
    expect(store.popups.current?.id).toBe('subscription');
  });

  it("restore: 'User is not found' -> 'User is not found' on the email field", async () => {
    const errors = await createTestStore().session.restore({ email: 'nobody@example.com' });
    expect(errors?.email?.message).toEqual(formErrors.userIsNotFound);
  });

  it('reset: validates error.invalidPassword and error.passwordsMatchError', async () => {
    const store = createTestStore();
    expect(await store.session.resetPassword({ password: 'short', repeatPassword: 'short' }, 't')).toEqual({
      password: { message: formErrors.invalidPassword },
    });
    expect(await store.session.resetPassword({ password: 'long-enough-1', repeatPassword: 'other' }, 't')).toEqual({
      repeatPassword: { message: formErrors.passwordsMatchError },
    });
  });

  it("reset: success goes to '/' and opens the restore-success popup; the new password works", async () => {
    const navigation = new RecordingNavigation('/zh-cn/?restore-token=x');
    const store = createTestStore({ navigation, locale: 'zh-cn' });
    await store.session.restore({ email: READER.email });
    const mail = await mailed('resetPassword');
    const token = new URL(mail.link, 'http://x').searchParams.get('restore-token') ?? '';
    expect(await store.session.resetPassword({ password: 'brand-new-pass', repeatPassword: 'brand-new-pass' }, token)).toBeUndefined();
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/zh-cn/' });
    expect(store.popups.current).toEqual({ id: 'restorePasswordSuccess', props: { stage: 'passwordChanged' } });
    expect(await createTestStore().session.signIn({ email: READER.email, password: 'brand-new-pass' })).toBeUndefined();
  });

  it('reset: a failed request is swallowed and proceeds as success (SPEC §8), and the reset waits in the outbox', async () => {
    server.use(faultHandler(resetPasswordEndpoint, 'serverError'));
    const navigation = new RecordingNavigation('/en/');
    const store = createTestStore({ navigation });
    expect(await store.session.resetPassword({ password: 'brand-new-pass', repeatPassword: 'brand-new-pass' }, 'some-token')).toBeUndefined();
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/' });
    expect(store.popups.current?.id).toBe('restorePasswordSuccess');
    expect(store.outbox.waiting).toEqual([expect.objectContaining({ kind: 'resetPassword' })]);
  });

  it('reset: a link the server calls invalid is said honestly, and the form stays (issue 16)', async () => {
    const store = createTestStore();
    store.popups.open('resetPassword', { token: 'bogus' });
    const refusal = await store.session.resetPassword({ password: 'brand-new-pass', repeatPassword: 'brand-new-pass' }, 'bogus');
    expect(refusal?.form?.message).toEqual(formErrors.resetLinkInvalid);
    expect(store.popups.current?.id).toBe('resetPassword');
    expect(store.outbox.entries).toEqual([]);
  });
});

describe('sign-out (SPEC §4)', () => {
  it("clears authorised, user and token, removes the stored token and goes to '/'", async () => {
    const navigation = new RecordingNavigation('/en/somewhere');
    const store = await signedInStore({ navigation });
    store.session.signOut();
    expect(store.session).toMatchObject({ authorised: false, user: null, token: null });
    expect(store.storage.getItem('huanyu:user-token')).toBeNull();
    expect(store.storage.getItem('huanyu:client-token')).toBeNull();
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/' });
  });
});

describe('what the forms already know of a signed-in reader', () => {
  it('their name and email once signed in, nothing when signed out', async () => {
    const store = createTestStore();
    expect(store.session.contactDetails).toEqual({});
    const reader = fixtures.verifiedReader;
    await store.session.signIn({ email: reader.email, password: reader.password });
    expect(store.session.contactDetails).toEqual({ firstName: reader.firstName, lastName: reader.lastName, email: reader.email });
    store.session.signOut();
    expect(store.session.contactDetails).toEqual({});
  });
});
