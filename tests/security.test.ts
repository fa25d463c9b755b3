/**
 * Issue 17, the parts that need the mock's clock or the client's stores (the rest is in the contract suite,
 * tests/contracts/suite.ts, which also runs over HTTP against any server).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../contracts/common';
import { profile, SESSION_TTL_DAYS, signIn, signOut } from '../contracts/user';
import { setMockNow } from '../mocks/clock';
import { faultHandler } from '../mocks/faults';
import { server } from '../mocks/node';
import { callEndpoint } from './contracts/http';
import { createTestStore } from './render';

const BASE = 'http://127.0.0.1';
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const DAY = 24 * 60 * 60 * 1000;

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
      expect(reply).toEqual({ status: 401, json: { message: GENERIC_ERRORS.sessionExpired } });
    } finally {
      setMockNow(null);
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
