import { describe, expect, it } from 'vitest';
import { ApiErrorBody, type EndpointSpec } from '../contracts/common';
import { subscribe, SUBSCRIPTION_ERRORS } from '../contracts/subscription';

/** Calls the mock exactly as any HTTP client would, and checks the answer against the contract. */
async function call(endpoint: EndpointSpec, body: unknown) {
  const response = await fetch(`http://127.0.0.1${endpoint.path}`, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('POST /api/client/subscription', () => {
  it('answers a valid full request with a reply that keeps the contract', async () => {
    const { status, json } = await call(subscribe, {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 (020) 555-0101',
      locale: 'en',
    });
    expect(status).toBe(200);
    expect(subscribe.response.is(json)).toBe(true);
  });

  it('accepts the footer variant (email and locale only), and defaults the locale to en', async () => {
    expect((await call(subscribe, { email: 'a@example.com', locale: 'zh-cn' })).status).toBe(200);
    expect((await call(subscribe, { email: 'b@example.com' })).status).toBe(200);
  });

  it("answers 'This email is already in use' for a second subscription of an address", async () => {
    await call(subscribe, { email: 'dup@example.com', locale: 'en' });
    const { status, json } = await call(subscribe, { email: 'DUP@example.com', locale: 'en' });
    expect(status).toBe(409);
    expect(json).toEqual({ message: SUBSCRIPTION_ERRORS.emailInUse, field: 'email' });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', locale: 'en' }, 'email'],
    ['an unknown locale', { email: 'c@example.com', locale: 'fr' }, 'locale'],
    ['a missing email', { locale: 'en' }, 'email'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const { status, json } = await call(subscribe, body);
    expect(status).toBe(400);
    expect(ApiErrorBody.is(json)).toBe(true);
    expect(json).toMatchObject({ field });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch('http://127.0.0.1/api/client/subscription', { method: 'POST', body: '{oops' });
    expect(response.status).toBe(400);
  });
});
