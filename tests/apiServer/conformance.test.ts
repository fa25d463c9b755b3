/**
 * The rules' conformance: the same cases against the mock's memory store and against the SQL store, so the mock
 * developers and the tests run on cannot drift from what the real API does. Each refusal, each conflict,
 * publishing, rate limits, idempotency; and search, whose answers must be the same from both stores.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  changeEmail,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportAccount,
  getNewsletterChoices,
  saveNewsletterChoices,
  signOutEverywhere,
  updateProfile,
} from '../../contracts/account';
import { ACCOUNT_ERRORS, DELETED_READER_ID } from '../../contracts/accountErrors';
import { adminSignIn } from '../../contracts/admin';
import { ADMIN_FRONT_ERRORS, FRONT_LIMITS, getAdminFrontPage, saveAdminFrontPage, type FrontCandidate, type FrontPlace } from '../../contracts/adminFrontPage';
import {
  createNewsletterIssue,
  exportSubscribers,
  listSubscribers,
  sendNewsletterIssue,
  unsubscribeSubscriber,
  type NewsletterIssue,
  type Subscriber,
} from '../../contracts/adminNewsletters';
import {
  ADMIN_ARTICLE_ERRORS,
  createAdminArticle,
  getAdminArticle,
  getArticleRevision,
  listArticleRevisions,
  restoreArticleRevision,
  saveAdminArticle,
  setAdminArticleStatus,
  type AdminArticle,
  type ArticleInput,
  type ArticleRevision,
  type ArticleRevisionSummary,
} from '../../contracts/adminArticles';
import { GENERIC_ERRORS, RATE_LIMITS, type EndpointSpec } from '../../contracts/common';
import { commentArticle, COMMUNITY_ERRORS, likeArticle, vote } from '../../contracts/community';
import { contact } from '../../contracts/contact';
import { findMovedArticle, getArticle, getMainSections, listArticles, search, type Article, type FrontStory, type SearchHit } from '../../contracts/content';
import { isUniqueViolation } from '../../src/rules/ports';
import { readMailbox } from '../../contracts/dev';
import { subscribe, unsubscribeNewsletter } from '../../contracts/subscription';
import { forgotPassword, profile, resetPassword, signIn, signUp, USER_ERRORS, verifyEmail } from '../../contracts/user';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import type { CallOptions } from '../contracts/http';
import { callRule, memorySubject, sqlSubject, type RuleSubject } from './ruleSubjects';

const reader = fixtures.verifiedReader;
const section = fixtures.articleSection;

function draftInput(alias: string, title: string): ArticleInput {
  const text = (heading: string) => ({ title: heading, standfirst: `${heading}: the standfirst`, body: '<p>Quokkas gather by the lighthouse.</p>', imageAlt: heading });
  return {
    alias,
    category: section._id,
    subcategory: null,
    authorId: seed.authors[0]!._id,
    image: seed.articles[0]!.image,
    data: { en: text(title), 'zh-cn': text('短尾矮袋鼠在灯塔边'), 'zh-tw': text('短尾矮袋鼠在燈塔邊') },
  };
}

const SEARCHES = [
  ['tea', 'en'],
  ['teas', 'en'],
  ['markets night', 'en'],
  ['台北', 'zh-tw'],
  ['臺北', 'zh-tw'],
  ['台湾', 'zh-cn'],
  ['臺灣', 'zh-cn'],
  ['茶', 'zh-cn'],
  ['ai', 'en'],
  ['…', 'en'],
  ['zzzqqq', 'en'],
] as const;

const subjects: Record<string, RuleSubject> = {};
/** What each store answered to SEARCHES, compared once both have run. */
const searched: Record<string, SearchHit[][]> = {};

describe.each([
  ['memory', () => Promise.resolve(memorySubject())],
  ['sql', sqlSubject],
])('the rules on %s', (key, open) => {
  let subject: RuleSubject;
  const call = (endpoint: EndpointSpec, options?: CallOptions, client?: string) => callRule(subject.ports, endpoint, options, client);

  beforeAll(async () => {
    subject = await open();
    subjects[key] = subject;
  });
  afterAll(() => subject.close());
  beforeEach(() => subject.reset());

  const signedIn = async () => {
    const reply = await call(signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } });
    expect(reply.status).toBe(200);
    return reply.json as { token: string; user: { _id: string } };
  };
  const editorToken = async () => ((await call(adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
  const mailedToken = async (to: string, param: string) => {
    const { messages } = (await call(readMailbox, { query: { to } })).json as { messages: { link: string }[] };
    return new URLSearchParams(messages[0]?.link.split('?')[1]).get(param) ?? '';
  };

  describe('accounts', () => {
    it('refuses an unknown login, a wrong password and an unverified reader, each with its text', async () => {
      const unknown = await call(signIn, { body: { email: 'nobody@example.com', password: 'whatever-1', locale: 'en' } });
      expect([unknown.status, (unknown.json as { message: string }).message]).toEqual([404, USER_ERRORS.noUser]);
      const wrong = await call(signIn, { body: { email: reader.email, password: 'not-the-password', locale: 'en' } });
      expect([wrong.status, (wrong.json as { message: string }).message]).toEqual([401, USER_ERRORS.invalidPassword]);
      const unverified = fixtures.unverifiedReader;
      const refused = await call(signIn, { body: { email: unverified.email, password: unverified.password, locale: 'en' } });
      expect([refused.status, (refused.json as { message: string }).message]).toEqual([403, USER_ERRORS.notVerified]);
      expect(await mailedToken(unverified.email, 'verify-token')).not.toBe('');
    });

    it('signs up once per address and per user name, whatever its case; the mailed link verifies once', async () => {
      const body = { email: 'New.Reader@Example.com', password: 'long-enough-1', firstName: 'Ada', lastName: 'Lovelace', userName: 'AdaL', locale: 'en' as const };
      expect((await call(signUp, { body })).status).toBe(200);
      const again = await call(signUp, { body: { ...body, userName: 'other' } });
      expect([again.status, (again.json as { message: string }).message]).toEqual([409, USER_ERRORS.emailInUse]);
      const name = await call(signUp, { body: { ...body, email: 'other@example.com', userName: 'adal' } });
      expect([name.status, (name.json as { message: string }).message]).toEqual([409, USER_ERRORS.userNameInUse]);
      const token = await mailedToken('new.reader@example.com', 'verify-token');
      expect((await call(verifyEmail, { query: { token } })).status).toBe(200);
      expect((await call(verifyEmail, { query: { token } })).status).toBe(400);
      expect((await call(signIn, { body: { email: 'new.reader@example.com', password: 'long-enough-1', locale: 'en' } })).status).toBe(200);
    });

    it('a reset link works once, and signs every device out', async () => {
      const { token: session } = await signedIn();
      expect((await call(forgotPassword, { query: { email: reader.email, locale: 'en' } })).status).toBe(200);
      const token = await mailedToken(reader.email, 'restore-token');
      expect((await call(resetPassword, { body: { token, password: 'a-new-password-1' } })).status).toBe(200);
      const used = await call(resetPassword, { body: { token, password: 'a-new-password-2' } });
      expect([used.status, (used.json as { message: string }).message]).toEqual([410, USER_ERRORS.tokenUsed]);
      expect((await call(profile, { token: session })).status).toBe(401);
    });
  });

  describe('the account (issue 28)', () => {
    it('the verification link signs in; the profile saves, a taken user name is refused', async () => {
      const body = { email: 'grace@example.com', password: 'long-enough-1', firstName: 'Grace', lastName: 'Hopper', userName: 'grace', locale: 'en' as const };
      expect((await call(signUp, { body })).status).toBe(200);
      const verified = (await call(verifyEmail, { query: { token: await mailedToken(body.email, 'verify-token') } })).json as { token: string };
      expect((await call(profile, { token: verified.token })).status).toBe(200);
      const change = { firstName: 'Grace', lastName: 'Hopper', userName: 'Admiral', city: 'Arlington', locale: 'en' as const };
      const saved = await call(updateProfile, { body: change, token: verified.token });
      expect([saved.status, (saved.json as { user: { city: string } }).user.city]).toEqual([200, 'Arlington']);
      const taken = await call(updateProfile, { body: { ...change, userName: reader.userName.toUpperCase() }, token: verified.token });
      expect([taken.status, (taken.json as { message: string }).message]).toEqual([409, ACCOUNT_ERRORS.userNameInUse]);
    });

    it('a password change asks the current one and ends the other sessions only; sign-out everywhere ends all', async () => {
      const first = await signedIn();
      const second = await signedIn();
      const wrong = await call(changePassword, { body: { currentPassword: 'nope-nope', password: 'a-new-password-1' }, token: first.token });
      expect([wrong.status, (wrong.json as { message: string }).message]).toEqual([403, ACCOUNT_ERRORS.wrongPassword]);
      expect((await call(changePassword, { body: { currentPassword: reader.password, password: 'a-new-password-1' }, token: first.token })).status).toBe(200);
      expect((await call(profile, { token: first.token })).status).toBe(200);
      expect((await call(profile, { token: second.token })).status).toBe(401);
      const ended = await call(signOutEverywhere, { token: first.token });
      expect(ended.json).toEqual({ status: 'signedOut', sessions: 1 });
      expect((await call(profile, { token: first.token })).status).toBe(401);
    });

    it('the export holds the profile and comments, not the password hash; deletion keeps comments as a deleted reader', async () => {
      const { token, user } = await signedIn();
      const exported = await call(exportAccount, { token });
      expect((exported.json as { profile: { _id: string } }).profile._id).toBe(user._id);
      expect(JSON.stringify(exported.json)).not.toContain('passwordHash');
      const mine = await subject.ports.store.find('comment', { userId: user._id });
      expect((await call(deleteAccount, { body: { password: reader.password, comments: 'keep' }, token })).status).toBe(200);
      expect(await subject.ports.store.get('user', user._id)).toBeNull();
      expect(await subject.ports.store.count('session', { userId: user._id })).toBe(0);
      for (const comment of mine) {
        expect(await subject.ports.store.get('comment', comment.id)).toMatchObject({ userId: DELETED_READER_ID, userName: '' });
      }
    });
  });

  describe('a new address and the newsletters (issue 28)', () => {
    const refusal = (reply: { status: number; json: unknown }) => [reply.status, (reply.json as { message: string }).message];

    it('a new address is the account’s once its link is opened; the old one is told, the subscription follows', async () => {
      const { token } = await signedIn();
      const password = reader.password;
      expect((await call(saveNewsletterChoices, { body: { editions: ['zh-tw', 'en'] }, token })).json).toEqual({ editions: ['en', 'zh-tw'], state: 'confirmed' });
      expect(refusal(await call(changeEmail, { body: { email: 'emma.new@example.com', password: 'not-the-password' }, token }))).toEqual([403, ACCOUNT_ERRORS.wrongPassword]);
      expect(refusal(await call(changeEmail, { body: { email: reader.email.toUpperCase(), password }, token }))).toEqual([409, ACCOUNT_ERRORS.sameEmail]);
      expect(refusal(await call(changeEmail, { body: { email: fixtures.unverifiedReader.email, password }, token }))).toEqual([409, ACCOUNT_ERRORS.emailInUse]);

      expect((await call(changeEmail, { body: { email: 'first.try@example.com', password }, token })).status).toBe(200);
      const asked = await call(changeEmail, { body: { email: 'Emma.New@Example.com', password }, token });
      expect(asked.json).toEqual({ status: 'checkEmail', email: 'emma.new@example.com' });
      // Only the newest request's link works; nothing changes before it is opened.
      const stale = await mailedToken('first.try@example.com', 'email-token');
      expect(refusal(await call(confirmEmailChange, { body: { token: stale } }))).toEqual([400, ACCOUNT_ERRORS.emailLinkInvalid]);
      expect((await call(profile, { token })).json).toMatchObject({ user: { email: reader.email } });

      const link = await mailedToken('emma.new@example.com', 'email-token');
      expect((await call(confirmEmailChange, { body: { token: link } })).json).toEqual({ status: 'changed', email: 'emma.new@example.com' });
      expect(refusal(await call(confirmEmailChange, { body: { token: link } }))).toEqual([400, ACCOUNT_ERRORS.emailLinkInvalid]);
      expect((await call(profile, { token })).json).toMatchObject({ user: { email: 'emma.new@example.com' } });
      expect((await call(signIn, { body: { email: 'emma.new@example.com', password, locale: 'en' } })).status).toBe(200);
      const told = (await call(readMailbox, { query: { to: reader.email } })).json as { messages: { kind: string; text: string; link: string }[] };
      const notice = told.messages.find((mail) => mail.kind === 'emailChanged');
      expect(notice?.link).toBe('');
      expect(notice?.text).toContain('emma.new@example.com');
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: ['en', 'zh-tw'], state: 'confirmed' });
    });

    it('the newsletter of each edition: a footer subscription shows pending, a choice confirms it, none unsubscribes', async () => {
      const { token } = await signedIn();
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: [], state: 'none' });
      expect((await call(subscribe, { body: { email: reader.email, locale: 'zh-cn' } })).status).toBe(200);
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: ['zh-cn'], state: 'pending' });
      expect((await call(saveNewsletterChoices, { body: { editions: ['en', 'zh-cn'] }, token })).json).toEqual({ editions: ['en', 'zh-cn'], state: 'confirmed' });
      expect((await call(exportAccount, { token })).json).toMatchObject({ subscription: { editions: ['en', 'zh-cn'], confirmed: true } });
      expect((await call(saveNewsletterChoices, { body: { editions: [] }, token })).json).toEqual({ editions: [], state: 'none' });
      expect(await subject.ports.store.count('subscription', { email: reader.email })).toBe(0);
      expect(await subject.ports.store.count('subscriptionEdition', {})).toBe(0);
    });
  });

  describe('the desk’s newsletter subscribers (issue 25)', () => {
    it('each edition a row: where it came from, confirmed or not; unsubscribing the last edition ends the subscription', async () => {
      const { token } = await signedIn();
      const admin = await editorToken();
      expect((await call(subscribe, { body: { email: 'footer.reader@example.com', locale: 'zh-tw' } })).status).toBe(200);
      expect((await call(saveNewsletterChoices, { body: { editions: ['en', 'zh-cn'] }, token })).status).toBe(200);
      const listed = (await call(listSubscribers, { query: {}, token: admin })).json as { items: Subscriber[]; counts: unknown[] };
      const rows = listed.items.map(({ email, edition, state, source }) => [email, edition, state, source]);
      expect(rows).toEqual(
        expect.arrayContaining([
          ['footer.reader@example.com', 'zh-tw', 'pending', 'footer'],
          [reader.email, 'en', 'confirmed', 'account'],
          [reader.email, 'zh-cn', 'confirmed', 'account'],
        ]),
      );
      expect(listed.counts).toEqual([
        { edition: 'en', confirmed: 1, pending: 0 },
        { edition: 'zh-cn', confirmed: 1, pending: 0 },
        { edition: 'zh-tw', confirmed: 0, pending: 1 },
      ]);
      const exported = (await call(exportSubscribers, { query: { edition: 'zh-cn' }, token: admin })).json as { subscribers: Subscriber[] };
      expect(exported.subscribers.map((each) => each.email)).toEqual([reader.email]);

      const [en, zhCn] = [listed.items.find((each) => each.email === reader.email && each.edition === 'en')!, exported.subscribers[0]!];
      expect((await call(unsubscribeSubscriber, { query: { id: en._id }, token: admin })).status).toBe(200);
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: ['zh-cn'], state: 'confirmed' });
      expect((await call(unsubscribeSubscriber, { query: { id: zhCn._id }, token: admin })).status).toBe(200);
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: [], state: 'none' });
      expect(await subject.ports.store.count('subscription', { email: reader.email })).toBe(0);
      expect((await call(unsubscribeSubscriber, { query: { id: zhCn._id }, token: admin })).status).toBe(404);
    });

    it('a subscription kept before sources were recorded is told by what it holds', async () => {
      await subject.ports.store.insert('subscription', {
        id: 'sub_old',
        email: 'old.header@example.com',
        firstName: 'Old',
        lastName: 'Reader',
        phone: '',
        locale: 'en',
        comment: 'More on Tainan',
        confirmed: true,
        createdAt: 1,
        source: '',
      });
      await subject.ports.store.insert('subscriptionEdition', { id: 'sub_old:en', subscriptionId: 'sub_old', edition: 'en', createdAt: 1 });
      const listed = (await call(listSubscribers, { query: { query: 'old.header' }, token: await editorToken() })).json as { items: Subscriber[] };
      expect(listed.items.map((each) => [each.source, each.name, each.subscribedAt])).toEqual([['header', 'Old Reader', new Date(1).toISOString()]]);
    });
  });

  describe('a newsletter issue (issue 25)', () => {
    it('is sent once to the edition’s confirmed subscribers, even when two sends race', async () => {
      const { token } = await signedIn();
      const admin = await editorToken();
      expect((await call(saveNewsletterChoices, { body: { editions: ['en'] }, token })).status).toBe(200);
      expect((await call(subscribe, { body: { email: 'pending.reader@example.com', locale: 'en' } })).status).toBe(200);
      const story = seed.articles.find((article) => article.data.en.title)!;
      const created = await call(createNewsletterIssue, { body: { edition: 'en', subject: 'Weekend reads', intro: 'Hello.', storyIds: [story._id] }, token: admin });
      const issue = (created.json as { issue: NewsletterIssue }).issue;
      const send = () => call(sendNewsletterIssue, { query: { id: issue._id }, token: admin });
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((answer) => (answer.json as { issue: NewsletterIssue }).issue.recipients)).toEqual([1, 1]);
      const mails = await subject.ports.store.find('mail', { kind: 'newsletter' });
      expect(mails.map((mail) => mail.to)).toEqual([reader.email]);
      expect(JSON.parse(mails[0]!.headers)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      const link = new URLSearchParams(mails[0]!.link.split('?')[1]).get('unsubscribe-token') ?? '';
      expect((await call(unsubscribeNewsletter, { query: { token: link } })).json).toEqual({ status: 'unsubscribed', edition: 'en' });
      expect((await call(getNewsletterChoices, { token })).json).toEqual({ editions: [], state: 'none' });
    });
  });

  describe('rate limits', () => {
    it(`${RATE_LIMITS.signInFailuresPerLogin.max} wrong passwords, then 429 with the wait, even for the right one`, async () => {
      for (let i = 0; i < RATE_LIMITS.signInFailuresPerLogin.max; i += 1) {
        expect((await call(signIn, { body: { email: reader.email, password: `wrong-${i}`, locale: 'en' } })).status).toBe(401);
      }
      const limited = await call(signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } });
      expect(limited.status).toBe(429);
      expect((limited.json as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
      expect(limited.headers.get('Retry-After')).toBe(String((limited.json as { retryAfter: number }).retryAfter));
    });

    it(`${RATE_LIMITS.sendsPerAddress.max} messages from one address, then 429; another address may still send`, async () => {
      const body = { email: 'writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'Hello' };
      for (let i = 0; i < RATE_LIMITS.sendsPerAddress.max; i += 1) expect((await call(contact, { body }, '10.0.0.1')).status).toBe(200);
      expect((await call(contact, { body }, '10.0.0.1')).status).toBe(429);
      expect((await call(contact, { body }, '10.0.0.2')).status).toBe(200);
    });
  });

  describe('idempotency', () => {
    it("repeats a key's first answer to its sender and changes nothing; anyone else, or another request, is refused", async () => {
      const body = { email: 'writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'Once only' };
      const first = await call(contact, { body, idempotencyKey: 'send-once' });
      const again = await call(contact, { body, idempotencyKey: 'send-once' });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(await subject.ports.store.count('contactMessage', { comment: 'Once only' })).toBe(1);
      // The rate limit counted one send, not two.
      expect(await subject.ports.store.count('rateHit', { name: 'sendsPerAddress' })).toBe(1);
      // Another message under the same key is not silently dropped: it is refused, and says why.
      const other = await call(contact, { body: { ...body, comment: 'Something else' }, idempotencyKey: 'send-once' });
      expect([other.status, other.json]).toEqual([422, { message: GENERIC_ERRORS.keyReused }]);
      expect(await subject.ports.store.count('contactMessage', { comment: 'Something else' })).toBe(0);

      const { token } = await signedIn();
      const article = fixtures.commentedArticle;
      const comment = (userId: string, session: string, text = 'Posted once') =>
        call(commentArticle, { query: { articleId: article._id, userId }, body: { userName: 'x', text }, token: session, idempotencyKey: 'comment-once' });
      const posted = await comment(reader._id, token);
      expect((await comment(reader._id, token)).json).toEqual(posted.json);
      expect((await comment(reader._id, token, 'A second thought')).status).toBe(422);
      // Another reader's request under the same key gets neither the first answer nor a comment of its own.
      const someoneElse = fixtures.simplifiedReader;
      const session = ((await call(signIn, { body: { email: someoneElse.email, password: someoneElse.password, locale: 'zh-cn' } })).json as { token: string }).token;
      const theirs = await comment(someoneElse._id, session);
      expect([theirs.status, theirs.json]).toEqual([422, { message: GENERIC_ERRORS.keyReused }]);
      expect(await subject.ports.store.count('comment', { text: 'Posted once' })).toBe(1);
    });
  });

  describe('community', () => {
    it('a like toggles; a drafted like never unlikes; one vote per reader and poll', async () => {
      const { token } = await signedIn();
      const article = fixtures.commentedArticle;
      const like = (drafted: boolean) => call(likeArticle, { query: { articleId: article._id, userId: reader._id, drafted }, token });
      expect(((await like(false)).json as { liked: boolean }).liked).toBe(true);
      expect(((await like(true)).json as { liked: boolean }).liked).toBe(true);
      expect(((await like(false)).json as { liked: boolean }).liked).toBe(false);
      const poll = seed.polls.find((item) => item._id === fixtures.openPollArticle.pollId)!;
      const ballot = { voteId: poll._id, variantId: poll.variants[0]!._id, locale: 'en' as const, path: '/en/x' };
      expect((await call(vote, { body: ballot, token })).status).toBe(200);
      const second = await call(vote, { body: ballot, token });
      expect([second.status, (second.json as { message: string }).message]).toEqual([409, COMMUNITY_ERRORS.alreadyVoted]);
    });

    it('a bearer call without a session is refused', async () => {
      const reply = await call(profile, { token: 'not-a-session' });
      expect([reply.status, (reply.json as { message: string }).message]).toEqual([401, GENERIC_ERRORS.sessionExpired]);
    });
  });

  describe('publishing and versions', () => {
    it('a draft is not public; published, it is listed, found and read; a stale save is a conflict', async () => {
      const token = await editorToken();
      const created = await call(createAdminArticle, { body: draftInput('quokka-lighthouse', 'Quokkas by the lighthouse'), token });
      expect(created.status).toBe(201);
      const draft = (created.json as { article: AdminArticle }).article;
      const readers = async () => ({
        read: (await call(getArticle, { query: { slug: 'quokka-lighthouse', locale: 'en' } })).status,
        found: ((await call(search, { query: { query: 'quokkas', locale: 'en' } })).json as { items: SearchHit[] }).items.map((hit) => hit._id),
        listed: ((await call(listArticles, { query: { locale: 'en', pageSize: 50 } })).json as { items: { _id: string }[] }).items.some((item) => item._id === draft._id),
      });
      expect(await readers()).toEqual({ read: 404, found: [], listed: false });
      const published = await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' }, token });
      expect(published.status).toBe(200);
      expect(await readers()).toEqual({ read: 200, found: [draft._id], listed: true });
      const stale = await call(saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: false, article: draftInput('quokka-lighthouse', 'Stale') }, token });
      expect([stale.status, (stale.json as { message: string }).message]).toEqual([409, ADMIN_ARTICLE_ERRORS.versionConflict]);
      const current = (await call(getAdminArticle, { query: { id: draft._id }, token })).json as { article: AdminArticle };
      expect(current.article.data.en.title).toBe('Quokkas by the lighthouse');
      const unpublished = await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: current.article.version, status: 'draft' }, token });
      expect(unpublished.status).toBe(200);
      expect(await readers()).toEqual({ read: 404, found: [], listed: false });
    });

    it('a scheduled article stays off the site until its time', async () => {
      const token = await editorToken();
      const draft = ((await call(createAdminArticle, { body: draftInput('quokka-later', 'Quokkas later'), token })).json as { article: AdminArticle }).article;
      const publishAt = new Date(subject.ports.clock.now() + 3_600_000).toISOString();
      expect((await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'scheduled', publishAt }, token })).status).toBe(200);
      expect((await call(getArticle, { query: { slug: 'quokka-later', locale: 'en' } })).status).toBe(404);
    });

    it('an alias already taken is refused', async () => {
      const token = await editorToken();
      const taken = await call(createAdminArticle, { body: draftInput(seed.articles[1]!.slug, 'Taken'), token });
      expect([taken.status, (taken.json as { message: string }).message]).toEqual([409, ADMIN_ARTICLE_ERRORS.aliasTaken]);
    });
  });

  describe('the front page by editors', () => {
    it('the first save makes the edition\'s front, a second from the same version is a conflict; an unpublished story\'s place is the rule\'s again', async () => {
      const token = await editorToken();
      const { candidates } = (await call(getAdminFrontPage, { query: { edition: 'en' }, token })).json as { candidates: FrontCandidate[] };
      const draft = ((await call(createAdminArticle, { body: draftInput('quokka-front', 'Quokkas lead'), token })).json as { article: AdminArticle }).article;
      const published = ((await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' }, token })).json as { article: AdminArticle }).article;
      const places = Array.from({ length: FRONT_LIMITS.places }, (): FrontPlace | null => null);
      places[0] = { articleId: candidates[5]!._id, headline: 'The editors\' lead' };
      places[1] = { articleId: draft._id };
      const body = { edition: 'en' as const, version: 0, fill: 'newest' as const, places };
      const first = await call(saveAdminFrontPage, { body, token });
      expect(first.status).toBe(200);
      const second = await call(saveAdminFrontPage, { body, token });
      expect([second.status, (second.json as { message: string }).message]).toEqual([409, ADMIN_FRONT_ERRORS.versionConflict]);
      const front = async () => ((await call(getMainSections, { query: { locale: 'en' } })).json as { front: FrontStory[] }).front;
      expect((await front()).slice(0, 2).map((story) => [story.article._id, story.headline])).toEqual([
        [candidates[5]!._id, 'The editors\' lead'],
        [draft._id, undefined],
      ]);
      // Unpublished, the story leaves the front; its place is filled by the newest story not on it.
      await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: published.version, status: 'draft' }, token });
      const after = await front();
      expect(after).toHaveLength(FRONT_LIMITS.places);
      expect(after.map((story) => story.article._id)).not.toContain(draft._id);
      expect(after[1]?.article._id).toBe(candidates[0]!._id);
    });
  });

  describe('revisions and safe URLs', () => {
    const desk = async () => {
      const token = await editorToken();
      const send = async (endpoint: EndpointSpec, options: CallOptions) => {
        const reply = await call(endpoint, { ...options, token });
        return reply;
      };
      const articleOf = async (endpoint: EndpointSpec, options: CallOptions) => {
        const reply = await send(endpoint, options);
        expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300);
        return (reply.json as { article: AdminArticle }).article;
      };
      const publishedArticle = async (alias: string, title: string) => {
        const draft = await articleOf(createAdminArticle, { body: draftInput(alias, title) });
        return articleOf(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' } });
      };
      const save = (article: AdminArticle, input: ArticleInput, byHand = true) =>
        articleOf(saveAdminArticle, { query: { id: article._id }, body: { version: article.version, byHand, article: input } });
      const updateLive = (article: AdminArticle) => articleOf(setAdminArticleStatus, { query: { id: article._id }, body: { version: article.version, status: 'published' } });
      const revisions = async (article: AdminArticle) =>
        ((await send(listArticleRevisions, { query: { id: article._id } })).json as { revisions: ArticleRevisionSummary[] }).revisions;
      return { send, articleOf, publishedArticle, save, updateLive, revisions };
    };
    const readTitle = async (slug: string) => {
      const reply = await call(getArticle, { query: { slug, locale: 'en' } });
      return reply.status === 200 ? (reply.json as { article: Article }).article.data.en?.title : reply.status;
    };
    const movedTo = async (slug: string) => {
      const reply = await call(findMovedArticle, { query: { slug, locale: 'en' } });
      return reply.status === 200 ? (reply.json as { slug: string }).slug : reply.status;
    };

    it('a save of a published story waits for "Update live page"; the history lists each revision by editor; a restore is a new revision', async () => {
      const { send, publishedArticle, save, updateLive, revisions } = await desk();
      const live = await publishedArticle('quokka-tides', 'Quokkas at high tide');
      const saved = await save(live, draftInput('quokka-tides', 'Quokkas at low tide'));
      expect(saved.pendingUpdate).toBe(true);
      expect(await readTitle('quokka-tides')).toBe('Quokkas at high tide');
      const updated = await updateLive(saved);
      expect(updated.pendingUpdate).toBe(false);
      expect(await readTitle('quokka-tides')).toBe('Quokkas at low tide');

      const history = await revisions(updated);
      expect(history.map(({ number, kind, live: isLive, createdBy }) => ({ number, kind, live: isLive, createdBy }))).toEqual([
        { number: 2, kind: 'saved', live: true, createdBy: fixtures.editor.name },
        { number: 1, kind: 'saved', live: false, createdBy: fixtures.editor.name },
      ]);
      const first = (await send(getArticleRevision, { query: { id: live._id, number: 1 } })).json as { revision: ArticleRevision };
      expect(first.revision.article.data.en.title).toBe('Quokkas at high tide');

      const restored = (await send(restoreArticleRevision, { query: { id: live._id }, body: { version: updated.version, number: 1 } })).json as { article: AdminArticle };
      expect(restored.article).toMatchObject({ pendingUpdate: true, status: 'published' });
      expect(restored.article.data.en.title).toBe('Quokkas at high tide');
      // History is never rewritten: the restore is revision 3, and readers keep revision 2 until the live page is updated.
      expect((await revisions(restored.article)).map(({ number, kind, restoredFrom, live: isLive }) => ({ number, kind, restoredFrom, live: isLive }))).toEqual([
        { number: 3, kind: 'restored', restoredFrom: 1, live: false },
        { number: 2, kind: 'saved', restoredFrom: null, live: true },
        { number: 1, kind: 'saved', restoredFrom: null, live: false },
      ]);
      expect(await readTitle('quokka-tides')).toBe('Quokkas at low tide');
      await updateLive(restored.article);
      expect(await readTitle('quokka-tides')).toBe('Quokkas at high tide');
    });

    it('an autosave changes the working copy only; a seeded story\'s history starts with the story as readers had it', async () => {
      const { send, save, revisions } = await desk();
      const seeded = seed.articles[2]!;
      const opened = (await send(getAdminArticle, { query: { id: seeded._id } })).json as { article: AdminArticle };
      expect(await revisions(opened.article)).toMatchObject([{ number: 1, live: true }]);
      const { pendingUpdate: _pending, liveAlias: _live, _id, version, status, publishAt, createdAt, updatedAt, updatedBy, ...input } = opened.article;
      const autosaved = await save(opened.article, { ...input, data: { ...input.data, en: { ...input.data.en, title: 'Autosaved' } } }, false);
      expect(autosaved.pendingUpdate).toBe(true);
      expect(await revisions(autosaved)).toMatchObject([{ number: 1, live: true, kind: 'saved' }]);
      expect(await readTitle(seeded.slug)).toBe(seeded.data.en.title);
    });

    it('a changed alias keeps the old one: it redirects once the live page is updated; no other story may take it; a draft\'s unused alias is let go', async () => {
      const { send, publishedArticle, save, updateLive } = await desk();
      const live = await publishedArticle('quokka-old', 'Quokkas move house');
      const saved = await save(live, draftInput('quokka-new', 'Quokkas move house'));
      // Until the live page is updated, readers have it where it was.
      expect([await readTitle('quokka-old'), await readTitle('quokka-new'), await movedTo('quokka-old')]).toEqual(['Quokkas move house', 404, 404]);
      const moved = await updateLive(saved);
      expect([await readTitle('quokka-new'), await readTitle('quokka-old'), await movedTo('quokka-old')]).toEqual(['Quokkas move house', 404, 'quokka-new']);
      expect(await movedTo('quokka-new')).toBe(404);
      // The lists (and so feeds and sitemaps) carry the current address only.
      const listed = ((await call(listArticles, { query: { locale: 'en', pageSize: 50 } })).json as { items: { slug: string }[] }).items.map((item) => item.slug);
      expect(listed).toContain('quokka-new');
      expect(listed).not.toContain('quokka-old');
      // An alias is one story's, current or old.
      for (const alias of ['quokka-old', 'quokka-new']) {
        const taken = await send(createAdminArticle, { body: draftInput(alias, 'Another story') });
        expect([taken.status, (taken.json as { message: string }).message]).toEqual([409, ADMIN_ARTICLE_ERRORS.aliasTaken]);
      }
      // Back to the old one: the other way round.
      await updateLive(await save(moved, draftInput('quokka-old', 'Quokkas move house')));
      expect([await readTitle('quokka-old'), await movedTo('quokka-new')]).toEqual(['Quokkas move house', 'quokka-old']);
      // A draft's alias readers never had is free again once it changes.
      const draft = ((await send(createAdminArticle, { body: draftInput('quokka-draft', 'A draft') })).json as { article: AdminArticle }).article;
      await save(draft, draftInput('quokka-draft-2', 'A draft'));
      expect((await send(createAdminArticle, { body: draftInput('quokka-draft', 'Another draft') })).status).toBe(201);
    });

    it('search and sharing fields: sent empty they change nothing (no revision, no pending update); written, they are a revision and go live with it', async () => {
      const { send, publishedArticle, save, updateLive, revisions } = await desk();
      const live = await publishedArticle('quokka-search', 'Quokkas in the results');
      const input = draftInput('quokka-search', 'Quokkas in the results');
      const empty = { searchTitle: '', searchDescription: '', socialImage: null, socialImageAlt: '' };
      const unchanged = await save(live, { ...input, data: { en: { ...input.data.en, ...empty }, 'zh-cn': { ...input.data['zh-cn'], ...empty }, 'zh-tw': { ...input.data['zh-tw'], ...empty } } });
      expect(unchanged.pendingUpdate).toBe(false);
      expect(await revisions(unchanged)).toHaveLength(1);
      const written = await save(unchanged, { ...input, data: { ...input.data, 'zh-tw': { ...input.data['zh-tw'], searchTitle: '燈塔邊的短尾矮袋鼠', searchDescription: '搜尋結果裡的說明' } } });
      expect(written.pendingUpdate).toBe(true);
      expect(await revisions(written)).toHaveLength(2);
      const readTw = async () => ((await call(getArticle, { query: { slug: 'quokka-search', locale: 'zh-tw' } })).json as { article: Article }).article.data['zh-tw'];
      expect((await readTw())?.searchTitle).toBeUndefined();
      await updateLive(written);
      expect(await readTw()).toMatchObject({ searchTitle: '燈塔邊的短尾矮袋鼠', searchDescription: '搜尋結果裡的說明' });
      const refused = await send(saveAdminArticle, {
        query: { id: live._id },
        body: { version: written.version + 1, byHand: true, article: { ...input, data: { ...input.data, en: { ...input.data.en, searchDescription: 'x'.repeat(161) } } } },
      });
      expect([refused.status, (refused.json as { field?: string }).field]).toEqual([400, 'article.data.en.searchDescription']);
    });

    it('the store refuses a second row for one alias, and a second revision with one number (the database decides)', async () => {
      const { publishedArticle } = await desk();
      const live = await publishedArticle('quokka-unique', 'Unique quokkas');
      const store = subject.ports.store;
      // Asked in a promise: the memory store refuses as it is called, the database as it answers.
      const insert = (write: () => Promise<unknown>) => Promise.resolve().then(write);
      await expect(insert(() => store.insert('articleAlias', { alias: 'quokka-unique', articleId: seed.articles[0]!._id, live: false, createdAt: '' }))).rejects.toSatisfy(
        (error: unknown) => isUniqueViolation(error, 'articleAlias'),
      );
      await expect(
        insert(() => store.insert('articleRevision', { id: 'rev_dup', articleId: live._id, number: 1, kind: 'saved', restoredFrom: 0, createdAt: '', createdBy: '', doc: '{}' })),
      ).rejects.toSatisfy((error: unknown) => isUniqueViolation(error, 'articleRevision'));
    });
  });

  describe('search', () => {
    it('answers the fixed queries (kept to compare the stores)', async () => {
      searched[key] = [];
      for (const [query, locale] of SEARCHES) {
        const reply = await call(search, { query: { query, locale, pageSize: 50 } });
        expect(reply.status).toBe(200);
        searched[key].push((reply.json as { items: SearchHit[] }).items);
      }
      expect(searched[key].some((hits) => hits.length > 0)).toBe(true);
    });
  });
});

describe('the two stores', () => {
  it('answer every search alike: the same stories, order, excerpts and highlights', () => {
    expect(Object.keys(searched).sort()).toEqual(['memory', 'sql']);
    SEARCHES.forEach(([query, locale], index) => {
      expect(searched.sql?.[index], `${query} (${locale})`).toEqual(searched.memory?.[index]);
    });
  });
});
