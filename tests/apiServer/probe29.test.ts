/**
 * The third outside probe (issue 29), its findings that live in the API's rules: each one as the probe found it,
 * on both stores (the mock's and the SQL one). The page server's findings are in tests/server/probe29.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRecovery, adminSignIn, adminSignOut } from '../../contracts/admin';
import { listAdminArticles } from '../../contracts/adminArticles';
import { createAdminSection } from '../../contracts/adminSections';
import { GENERIC_ERRORS, RATE_LIMITS, type EndpointSpec } from '../../contracts/common';
import { commentArticle } from '../../contracts/community';
import { CONTACT_ERRORS, submitArticle } from '../../contracts/contact';
import { search } from '../../contracts/content';
import { readMailbox } from '../../contracts/dev';
import { subscribe } from '../../contracts/subscription';
import { profile, signIn, signUp, userLikes, USER_ERRORS } from '../../contracts/user';
import { attachment } from '../../mocks/seed/attachments';
import { fixtures } from '../../mocks/seed/fixtures';
import type { CallOptions, Reply } from '../contracts/http';
import { callRule, memorySubject, sqlSubject, type RuleSubject } from './ruleSubjects';

const reader = fixtures.verifiedReader;
const editor = fixtures.editor;
const message = (reply: Reply) => (reply.json as { message?: string }).message;

describe.each([
  ['memory', () => Promise.resolve(memorySubject())],
  ['sql', sqlSubject],
])('on the %s store', (_key, open) => {
  let subject: RuleSubject;
  const call = (endpoint: EndpointSpec, options?: CallOptions, client?: string) => callRule(subject.ports, endpoint, options, client);
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());
  beforeEach(() => subject.reset());

  const editorSignIn = (password: string, client = '10.1.0.1') => call(adminSignIn, { body: { email: editor.email, password } }, client);

  describe('1: the editors’ sign-in and recovery are limited, like readers’', () => {
    it(`${RATE_LIMITS.adminSignInFailuresPerAccount.max} wrong passwords for one editor, then 429 with the wait, even for the right one`, async () => {
      for (let i = 0; i < RATE_LIMITS.adminSignInFailuresPerAccount.max; i += 1) expect((await editorSignIn(`wrong-${i}`)).status).toBe(401);
      const limited = await editorSignIn(editor.password, '10.1.0.2');
      expect([limited.status, message(limited)]).toEqual([429, GENERIC_ERRORS.tooManyRequests]);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it(`${RATE_LIMITS.adminSignInFailuresPerAddress.max} wrong passwords from one address, over any accounts, then 429`, async () => {
      for (let i = 0; i < RATE_LIMITS.adminSignInFailuresPerAddress.max; i += 1) {
        await call(adminSignIn, { body: { email: `guess-${i}@huanyu.example`, password: 'wrong' } }, '10.1.0.3');
      }
      expect((await editorSignIn(editor.password, '10.1.0.3')).status).toBe(429);
      expect((await editorSignIn(editor.password, '10.1.0.4')).status).toBe(200);
    });

    it('recovery mails: a few to one address, whoever asks; then 429 (an address with no editor alike)', async () => {
      for (const email of [editor.email, 'nobody@huanyu.example']) {
        for (let i = 0; i < RATE_LIMITS.recoveryMailsPerRecipient.max; i += 1) {
          expect((await call(adminRecovery, { body: { email } }, `10.2.0.${i}`)).status).toBe(200);
        }
        expect((await call(adminRecovery, { body: { email } }, '10.2.0.9')).status).toBe(429);
      }
    });
  });

  describe('5: an idempotency key’s answer goes only to its sender, for the same request', () => {
    const section = (alias: string) => ({
      kind: 'articles' as const,
      data: { en: { name: 'Weather', alias }, 'zh-cn': { name: '天气', alias }, 'zh-tw': { name: '天氣', alias } },
      subcategories: [],
    });

    it('an editor’s key reused by a stranger is a 401, by another editor a 422, never the first answer', async () => {
      const { token } = (await editorSignIn(editor.password)).json as { token: string };
      const made = await call(createAdminSection, { body: section('weather-desk'), token, idempotencyKey: 'desk-create-1' });
      expect(made.status).toBe(201);
      expect((await call(createAdminSection, { body: section('weather-desk'), idempotencyKey: 'desk-create-1' })).status).toBe(401);
      const second = fixtures.secondEditor;
      const theirs = ((await call(adminSignIn, { body: { email: second.email, password: second.password } }, '10.1.9.1')).json as { token: string }).token;
      const reused = await call(createAdminSection, { body: section('weather-desk'), token: theirs, idempotencyKey: 'desk-create-1' });
      expect([reused.status, message(reused)]).toEqual([422, GENERIC_ERRORS.keyReused]);
      // The editor's own retry still gets the first answer.
      expect((await call(createAdminSection, { body: section('weather-desk'), token, idempotencyKey: 'desk-create-1' })).json).toEqual(made.json);
    });

    it('a reader’s second comment under a used key is refused with a reason, not dropped as a repeat', async () => {
      const { token } = (await call(signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } })).json as { token: string };
      const article = fixtures.commentedArticle;
      const comment = (text: string) =>
        call(commentArticle, { query: { articleId: article._id, userId: reader._id }, body: { userName: 'x', text }, token, idempotencyKey: 'reader-key-1' });
      expect((await comment('First thought')).status).toBe(200);
      const second = await comment('Second thought');
      expect([second.status, message(second)]).toEqual([422, GENERIC_ERRORS.keyReused]);
    });

    it('a contribution retried with a new multipart boundary is the same request', async () => {
      const body = { email: 'writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'My piece' };
      // Each call builds its form anew, as the outbox's retry does: a new boundary, the same parts.
      const send = () => call(submitArticle, { body, files: [attachment('report.pdf', 512)], idempotencyKey: 'contribution-1' });
      const first = await send();
      expect(first.status).toBe(200);
      expect(await send()).toMatchObject({ status: 200, json: first.json });
    });
  });

  describe('8: an editor’s sign-out ends the session on the server', () => {
    it('the token is refused afterwards', async () => {
      const { token } = (await editorSignIn(editor.password)).json as { token: string };
      expect((await call(listAdminArticles, { token })).status).toBe(200);
      expect((await call(adminSignOut, { token })).status).toBe(200);
      const after = await call(listAdminArticles, { token });
      expect([after.status, message(after)]).toEqual([401, GENERIC_ERRORS.sessionExpired]);
    });
  });

  describe('11: mails and sign-ups are limited per caller, and per recipient', () => {
    it(`${RATE_LIMITS.signUpsPerAddress.max} sign-ups from one address, then 429`, async () => {
      const signUpAs = (i: number) =>
        call(signUp, { body: { email: `flood-${i}@example.com`, password: 'long-enough-1', firstName: 'F', lastName: 'L', userName: `flood${i}`, locale: 'en' } }, '10.3.0.1');
      for (let i = 0; i < RATE_LIMITS.signUpsPerAddress.max; i += 1) expect((await signUpAs(i)).status).toBe(200);
      expect((await signUpAs(99)).status).toBe(429);
    });

    it('newsletter confirmations to one stranger’s address: a few, then 429', async () => {
      const sub = (i: number) => call(subscribe, { body: { email: 'stranger@example.com', firstName: 'S', lastName: `T${i}`, locale: 'en' } }, `10.4.0.${i}`);
      // An address subscribes once; a second ask for it is refused as taken, with no second mail.
      expect((await sub(0)).status).toBe(200);
      expect((await sub(1)).status).toBe(409);
      const { messages } = (await call(readMailbox, { query: { to: 'stranger@example.com' } })).json as { messages: unknown[] };
      expect(messages).toHaveLength(1);
    });

    it(`${RATE_LIMITS.mailsPerAddress.max} mails asked for by one caller, to anyone, then 429`, async () => {
      for (let i = 0; i < RATE_LIMITS.mailsPerAddress.max; i += 1) {
        const reply = await call(subscribe, { body: { email: `list-${i}@example.com`, firstName: 'S', lastName: 'T', locale: 'en' } }, '10.5.0.1');
        expect(reply.status).toBe(200);
      }
      expect((await call(subscribe, { body: { email: 'one-more@example.com', firstName: 'S', lastName: 'T', locale: 'en' } }, '10.5.0.1')).status).toBe(429);
    });
  });

  describe('12: a subscription needs the mailed confirmation; one account, one count of wrong passwords', () => {
    it('a verified reader’s address is subscribed only through its link, and the answer is the same as for any address', async () => {
      const reply = await call(subscribe, { body: { email: reader.email, firstName: 'R', lastName: 'R', locale: 'en' } });
      expect(reply.json).toEqual({ status: 'checkEmail' });
      expect(await subject.ports.store.first('subscription', { email: reader.email })).toMatchObject({ confirmed: false });
      const { messages } = (await call(readMailbox, { query: { to: reader.email } })).json as { messages: { kind: string }[] };
      expect(messages.map((mail) => mail.kind)).toEqual(['confirmSubscription']);
    });

    it(`e-mail and user name share the ${RATE_LIMITS.signInFailuresPerLogin.max} guesses of one account`, async () => {
      const half = RATE_LIMITS.signInFailuresPerLogin.max / 2;
      for (let i = 0; i < half; i += 1) {
        expect((await call(signIn, { body: { email: reader.email, password: `wrong-${i}`, locale: 'en' } }, `10.6.0.${i}`)).status).toBe(401);
        expect((await call(signIn, { body: { email: reader.userName, password: `wrong-${i}`, locale: 'en' } }, `10.6.1.${i}`)).status).toBe(401);
      }
      const limited = await call(signIn, { body: { email: reader.userName.toUpperCase(), password: reader.password, locale: 'en' } }, '10.6.2.1');
      expect(limited.status).toBe(429);
    });

    it('an unknown login is still counted, as typed', async () => {
      for (let i = 0; i < RATE_LIMITS.signInFailuresPerLogin.max; i += 1) {
        expect(message(await call(signIn, { body: { email: 'ghost@example.com', password: 'x', locale: 'en' } }, `10.7.0.${i}`))).toBe(USER_ERRORS.noUser);
      }
      expect((await call(signIn, { body: { email: 'ghost@example.com', password: 'x', locale: 'en' } }, '10.7.1.1')).status).toBe(429);
    });
  });

  describe('13: private answers are never kept by a cache', () => {
    it('tokens, profiles, likes, the desk and the mailbox: no-store, varying by Authorization', async () => {
      const session = await call(signIn, { body: { email: reader.email, password: reader.password, locale: 'en' } });
      const { token, user } = session.json as { token: string; user: { _id: string } };
      const desk = await editorSignIn(editor.password);
      const deskToken = (desk.json as { token: string }).token;
      for (const reply of [
        session,
        desk,
        await call(profile, { token }),
        await call(userLikes, { query: { userId: user._id }, token }),
        await call(listAdminArticles, { token: deskToken }),
        await call(readMailbox),
      ]) {
        expect(reply.headers.get('Cache-Control')).toBe('no-store');
        expect(reply.headers.get('Vary')).toBe('Authorization');
      }
      // A public read may be kept: it says only that it varies by who asks.
      const open = await call(search, { query: { query: 'tea', locale: 'en' } });
      expect(open.headers.get('Cache-Control')).toBeNull();
      expect(open.headers.get('Vary')).toBe('Authorization');
    });
  });

  describe('14: search is throttled per caller', () => {
    it(`${RATE_LIMITS.searchesPerAddress.max} searches a minute from one address, then 429; others go on`, async () => {
      for (let i = 0; i < RATE_LIMITS.searchesPerAddress.max; i += 1) {
        expect((await call(search, { query: { query: `w${i % 7}`, locale: 'en' } }, '10.8.0.1')).status).toBe(200);
      }
      expect((await call(search, { query: { query: 'tea', locale: 'en' } }, '10.8.0.1')).status).toBe(429);
      expect((await call(search, { query: { query: 'tea', locale: 'en' } }, '10.8.0.2')).status).toBe(200);
    });
  });

  describe('16: a contribution’s files are what their bytes say, and their names only names', () => {
    const body = { email: 'writer@example.com', firstName: 'Wen', lastName: 'Li', comment: 'An essay' };
    const send = (files: File[]) => call(submitArticle, { body, files });

    it.each([
      ['an HTML page named .pdf', new File(['<!doctype html><script>alert(1)</script>'], 'essay.pdf', { type: 'application/pdf' })],
      ['an SVG with a script named .jpg', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.jpg', { type: 'image/jpeg' })],
      ['a binary named .txt', new File([new Uint8Array([0, 1, 2, 3])], 'notes.txt', { type: 'text/plain' })],
    ])('refuses %s', async (_what, file) => {
      const reply = await send([file]);
      expect([reply.status, message(reply)]).toEqual([400, CONTACT_ERRORS.fileType]);
    });

    it('refuses an empty file', async () => {
      const reply = await send([attachment('essay.pdf', 2048), attachment('empty.pdf', 0)]);
      expect([reply.status, message(reply)]).toEqual([400, CONTACT_ERRORS.fileEmpty]);
    });

    it('keeps a name as a name: no folders, no control characters, the type its bytes say', async () => {
      expect((await send([attachment('../../etc/passwd.pdf', 64), attachment('notes\u0000\u202e.txt', 10)])).status).toBe(200);
      const stored = await subject.ports.store.find('contributionFile', {}, { orderBy: [['name', 'asc']] });
      expect(stored.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: 'notes.txt', type: 'text/plain; charset=utf-8' },
        { name: 'passwd.pdf', type: 'application/pdf' },
      ]);
    });
  });
});
