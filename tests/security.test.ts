/**
 * Issue 17, the parts that need the mock's clock or the client's stores (the rest is in the contract suite,
 * tests/contracts/suite.ts, which also runs over HTTP against any server).
 */
import { createIntl } from '@formatjs/intl';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contact } from '../contracts/contact';
import { GENERIC_ERRORS, RATE_LIMITS, type Locale } from '../contracts/common';
import { readMailbox } from '../contracts/dev';
import { adminSignIn } from '../contracts/admin';
import { forgotPassword, profile, resetPassword, SESSION_TTL_DAYS, signIn, signOut, signUp } from '../contracts/user';
import { setMockNow } from '../mocks/clock';
import { faultHandler } from '../mocks/faults';
import { server } from '../mocks/node';
import { verifyPasswordSync as verifyPassword } from '../src/rules/passwords';
import { SEED_ADMIN } from '../mocks/seedDb';
import { formatError, formErrors } from '../src/i18n/formErrors';
import en from '../locales/en.json';
import zhCn from '../locales/zh-cn.json';
import zhTw from '../locales/zh-tw.json';
import { callEndpoint } from './contracts/http';
import { createTestStore } from './render';
import { mailed, stored } from './storeReads';

const BASE = 'http://127.0.0.1';
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const DAY = 24 * 60 * 60 * 1000;
/** The mock's "now" in unit tests (tests/setup.ts): put back after a test moves the clock. */
const SETUP_NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

async function tokenAt(now: number): Promise<string> {
  setMockNow(now);
  const reply = await callEndpoint(BASE, signIn, { body: { ...READER, locale: 'en' } });
  return (reply.json as { token: string }).token;
}

describe('sessions expire', () => {
  it(`a token works for ${SESSION_TTL_DAYS} days, then is refused like a revoked one`, async () => {
    const start = Date.UTC(2026, 10, 23, 12);
    const token = await tokenAt(start);
    try {
      setMockNow(start + SESSION_TTL_DAYS * DAY - 1);
      expect((await callEndpoint(BASE, profile, { token })).status).toBe(200);
      setMockNow(start + SESSION_TTL_DAYS * DAY);
      const reply = await callEndpoint(BASE, profile, { token });
      expect(reply).toMatchObject({ status: 401, json: { message: GENERIC_ERRORS.sessionExpired } });
    } finally {
      setMockNow(SETUP_NOW);
    }
  });
});

describe('the client ends its session on the server at sign-out', () => {
  async function signedIn() {
    const store = createTestStore();
    await store.session.signIn(READER);
    const token = store.session.token;
    if (!token) throw new Error('not signed in');
    return { store, token };
  }

  it('sign-out sends the token to the sign-out call, and the token stops working', async () => {
    const { store, token } = await signedIn();
    const ended = new Promise<string | null>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === signOut.path) resolve(request.headers.get('Authorization'));
      });
    });
    store.session.signOut();
    expect(store.session.authorised).toBe(false);
    expect(await ended).toBe(`Bearer ${token}`);
    expect((await callEndpoint(BASE, profile, { token })).status).toBe(401);
    server.events.removeAllListeners();
  });

  it.each(['serverError', 'networkError'] as const)('a sign-out call that fails (%s) still signs the reader out here', async (fault) => {
    const { store } = await signedIn();
    server.use(faultHandler(signOut, fault));
    store.session.signOut();
    expect(store.session).toMatchObject({ authorised: false, user: null, token: null });
    expect(store.storage.getItem('huanyu:user-token')).toBeNull();
    // Let the failed call settle: it must not surface as an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('a signed-out reader makes no sign-out call', async () => {
    let called = false;
    server.use(
      http.post(`*${signOut.path}`, () => {
        called = true;
        return HttpResponse.json({ status: 'signedOut' });
      }),
    );
    const store = createTestStore();
    store.session.signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(called).toBe(false);
  });
});

describe('rate limits on the mock clock', () => {
  const start = Date.UTC(2026, 10, 23, 12);
  afterEach(() => setMockNow(SETUP_NOW));
  const attempt = (email: string, address: string, password = 'not-it-1') =>
    callEndpoint(BASE, signIn, { body: { email, password, locale: 'en' }, headers: { 'X-Forwarded-For': address } });

  it('the probe: 300 wrong passwords then the right one — now the right one waits too, until the window passes', async () => {
    setMockNow(start);
    const { max, windowMs } = RATE_LIMITS.signInFailuresPerLogin;
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) statuses.push((await attempt(READER.email, '10.0.0.1', `guess-${i}`)).status);
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    const locked = await attempt(READER.email, '10.0.0.1', READER.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBe(windowMs / 1000);

    setMockNow(start + windowMs / 2);
    expect(Number((await attempt(READER.email, '10.0.0.1', READER.password)).headers.get('Retry-After'))).toBe(windowMs / 2000);
    setMockNow(start + windowMs);
    expect((await attempt(READER.email, '10.0.0.1', READER.password)).status).toBe(200);
  });

  it('a success clears the login\'s failures', async () => {
    setMockNow(start);
    const { max } = RATE_LIMITS.signInFailuresPerLogin;
    for (let i = 0; i < max - 1; i += 1) await attempt(READER.email, '10.0.0.2');
    expect((await attempt(READER.email, '10.0.0.2', READER.password)).status).toBe(200);
    for (let i = 0; i < max - 1; i += 1) expect((await attempt(READER.email, '10.0.0.2')).status).toBe(401);
  });

  it('per address: one caller spraying many logins is stopped, another caller is not', async () => {
    setMockNow(start);
    const { max } = RATE_LIMITS.signInFailuresPerAddress;
    for (let i = 0; i < max; i += 1) expect((await attempt(`spray-${i}@example.com`, '10.0.0.3')).status).toBe(404);
    expect((await attempt('spray-last@example.com', '10.0.0.3')).status).toBe(429);
    expect((await attempt(READER.email, '10.0.0.3', READER.password)).status).toBe(429);
    expect((await attempt(READER.email, '10.0.0.4', READER.password)).status).toBe(200);
  });

  it('contact messages and contributions share one budget per address', async () => {
    setMockNow(start);
    const { max, windowMs } = RATE_LIMITS.sendsPerAddress;
    const send = (address: string) =>
      callEndpoint(BASE, contact, {
        body: { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', comment: 'Hello editors' },
        headers: { 'X-Forwarded-For': address },
      });
    for (let i = 0; i < max; i += 1) expect((await send('10.0.0.5')).status).toBe(200);
    const limited = await send('10.0.0.5');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: GENERIC_ERRORS.tooManyRequests, retryAfter: windowMs / 1000 });
    expect((await send('10.0.0.6')).status).toBe(200);
    setMockNow(start + windowMs);
    expect((await send('10.0.0.5')).status).toBe(200);
  });

  it('reset mails: 50 asked for one address, 5 sent', async () => {
    setMockNow(start);
    for (let i = 0; i < 50; i += 1) await callEndpoint(BASE, forgotPassword, { query: { email: READER.email, locale: 'en' } });
    const mails = (await callEndpoint(BASE, readMailbox, { query: { to: READER.email } })).json as { messages: unknown[] };
    expect(mails.messages).toHaveLength(RATE_LIMITS.resetMailsPerRecipient.max);
  });
});

describe('the popups say when to try again, in the reader\'s language', () => {
  const format = (locale: Locale, error: Parameters<typeof formatError>[1]) => {
    const messages: Record<string, string> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw }[locale];
    return formatError(createIntl({ locale: locale === 'en' ? 'en' : locale === 'zh-cn' ? 'zh-Hans-CN' : 'zh-Hant-TW', messages }), error);
  };
  const limitedFor = (seconds: number) => () => HttpResponse.json({ message: GENERIC_ERRORS.tooManyRequests, retryAfter: seconds }, { status: 429, headers: { 'Retry-After': String(seconds) } });

  it('sign-in: above the form, the wait rounded up to minutes', async () => {
    server.use(http.post(`*${signIn.path}`, limitedFor(601)));
    const store = createTestStore();
    const errors = await store.session.signIn(READER);
    const error = errors?.form;
    expect(error).toEqual({ message: formErrors.tooManyAttempts, values: { minutes: 11 } });
    expect(store.session.loginFailed).toBe(false);
    if (!error) throw new Error('no error');
    expect(format('en', error)).toBe('Too many attempts. Please try again in 11 minutes.');
    expect(format('zh-cn', error)).toBe('尝试次数过多，请您 11 分钟后再试。');
    expect(format('zh-tw', error)).toBe('嘗試次數過多，請您 11 分鐘後再試。');
    expect(format('en', { message: formErrors.tooManyAttempts, values: { minutes: 1 } })).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('forgot password: under the email field', async () => {
    server.use(http.get(`*${forgotPassword.path}`, limitedFor(30)));
    const errors = await createTestStore().session.restore({ email: READER.email });
    expect(errors?.email).toEqual({ message: formErrors.tooManyAttempts, values: { minutes: 1 } });
  });

  it('the real limit, end to end: the ninth wrong password shows the wait', async () => {
    const store = createTestStore();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerLogin.max; i += 1) await store.session.signIn({ email: READER.email, password: `wrong-${i}` });
    const errors = await store.session.signIn({ email: READER.email, password: 'wrong-again' });
    expect(errors?.form).toEqual({ message: formErrors.tooManyAttempts, values: { minutes: 15 } });
  });
});

describe('passwords are stored hashed (scrypt)', () => {
  const plaintextIn = async (password: string) =>
    [...(await stored.find('user')), ...(await stored.find('admin'))].filter((row) => JSON.stringify(row).includes(password));

  it('no seeded password is in the database, and every documented one still signs in', async () => {
    for (const [email, password] of [
      ['reader@example.com', 'correct-horse-1'],
      ['xiaoming@example.com', 'correct-horse-2'],
      ['meiling@example.com', 'correct-horse-4'],
    ] as const) {
      expect(await plaintextIn(password)).toEqual([]);
      expect((await callEndpoint(BASE, signIn, { body: { email, password, locale: 'en' } })).status, email).toBe(200);
    }
    expect(await plaintextIn(SEED_ADMIN.password)).toEqual([]);
    expect((await callEndpoint(BASE, adminSignIn, { body: { email: SEED_ADMIN.email, password: SEED_ADMIN.password } })).status).toBe(200);
    expect((await stored.find('user')).every((row) => row.passwordHash.startsWith('scrypt$'))).toBe(true);
  });

  it('a new account and a reset password are hashed with a salt of their own', async () => {
    const password = 'a-long-password';
    const body = { email: 'new-reader@example.com', password, firstName: 'Ada', lastName: 'Lovelace', userName: 'ada', locale: 'en' };
    expect((await callEndpoint(BASE, signUp, { body })).status).toBe(200);
    await callEndpoint(BASE, forgotPassword, { query: { email: READER.email, locale: 'en' } });
    const { link } = await mailed('resetPassword');
    const token = new URLSearchParams(link.split('?')[1]).get('restore-token') ?? '';
    expect((await callEndpoint(BASE, resetPassword, { body: { token, password } })).status).toBe(200);
    expect(await plaintextIn(password)).toEqual([]);
    const hashes = (await stored.find('user')).filter((row) => [body.email, READER.email].includes(row.email)).map((row) => row.passwordHash);
    expect(new Set(hashes).size).toBe(2);
    expect(verifyPassword(password, hashes[0] ?? '')).toBe(true);
    expect(verifyPassword('a-long-passworD', hashes[0] ?? '')).toBe(false);
    expect((await callEndpoint(BASE, signIn, { body: { ...READER, password, locale: 'en' } })).status).toBe(200);
  });

  it('a malformed stored hash never matches', () => {
    for (const stored of ['', 'correct-horse-1', 'scrypt$x$8$1$00$00', 'md5$1$2$3$4$5']) {
      expect(verifyPassword('correct-horse-1', stored), stored).toBe(false);
    }
  });
});
