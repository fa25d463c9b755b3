// @vitest-environment node
/**
 * Issue 17 finding 3: the dev endpoints (mailbox with reset links, reset) over real HTTP, as a page on another
 * site would reach a developer's running mock server. MSW's in-process interception is paused meanwhile.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../contracts/common';
import { clearMailbox, DEV_ERRORS, readMailbox, resetMockData } from '../contracts/dev';
import { profile, signUp } from '../contracts/user';
import { server as inProcess } from '../mocks/node';
import { startMockServer } from '../mocks/server';
import { callEndpoint } from './contracts/http';

beforeAll(() => inProcess.close());

/** fetch will not send another Host: node:http does, as a browser would after a DNS rebinding. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { Host: host } }, (reply) => {
      reply.resume();
      resolve(reply.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}
afterAll(() => inProcess.listen({ onUnhandledFrame: 'error' }));

describe('the dev endpoints answer only the site itself, on this machine (over HTTP)', () => {
  it('another origin is refused, without CORS headers; a same-origin call and a tool still work', async () => {
    const { url, server: http } = await startMockServer(0, { logMail: false });
    try {
      for (const endpoint of [readMailbox, clearMailbox, resetMockData]) {
        const crossSite = await callEndpoint(url, endpoint, { headers: { Origin: 'https://evil.example' } });
        expect(crossSite.status, endpoint.path).toBe(403);
        expect(crossSite.json).toEqual({ message: DEV_ERRORS.notLocal });
        expect(crossSite.headers.get('Access-Control-Allow-Origin')).toBeNull();
        const fetchMarked = await callEndpoint(url, endpoint, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
        expect(fetchMarked.status, endpoint.path).toBe(403);
        const sameOrigin = await callEndpoint(url, endpoint, { headers: { Origin: url } });
        expect(sameOrigin.status, endpoint.path).toBe(200);
        expect(sameOrigin.headers.get('Access-Control-Allow-Origin')).toBeNull();
        expect((await callEndpoint(url, endpoint)).status, endpoint.path).toBe(200);
      }
      // A preflight gets no CORS grant, so a cross-origin page cannot even ask.
      const preflight = await fetch(`${url}${readMailbox.path}`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
      // A DNS-rebound name pointing at 127.0.0.1 is another site, too.
      expect(await statusWithHost(`${url}${readMailbox.path}`, `evil.example:${new URL(url).port}`)).toBe(403);
      expect(await statusWithHost(`${url}${readMailbox.path}`, `localhost:${new URL(url).port}`)).toBe(200);
      // A prefix does not hide a dev path from the check.
      const prefixed = await fetch(`${url}/x${readMailbox.path}`, { headers: { Origin: 'https://evil.example' } });
      expect(prefixed.status).toBe(403);
      expect(prefixed.headers.get('Access-Control-Allow-Origin')).toBeNull();
      // The API itself stays open to other origins, and exposes a 429's wait.
      const api = await fetch(`${url}${profile.path}`, { headers: { Origin: 'https://elsewhere.example' } });
      expect(api.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(api.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});

describe("the caller's address for per-address limits (over HTTP)", () => {
  const signUpFrom = (url: string, i: number, forwardedFor: string) =>
    callEndpoint(url, signUp, {
      headers: { 'X-Forwarded-For': forwardedFor },
      body: { email: `proxy-${i}@example.com`, password: 'long-enough-1', firstName: 'P', lastName: 'R', userName: `proxy${i}`, locale: 'en' },
    });
  const { max } = RATE_LIMITS.signUpsPerAddress;

  it("is the socket's: a caller naming another address in X-Forwarded-For is still limited", async () => {
    const { url, server: http } = await startMockServer(0, { logMail: false });
    try {
      for (let i = 0; i < max; i += 1) expect((await signUpFrom(url, i, `10.9.0.${i}`)).status).toBe(200);
      expect((await signUpFrom(url, max, '10.9.1.1')).status).toBe(429);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('is the one a trusted proxy names (as the real API with TRUST_PROXY): readers behind it are limited each alone', async () => {
    const { url, server: http } = await startMockServer(0, { logMail: false, trustProxy: ['127.0.0.1'] });
    try {
      for (let i = 0; i <= max; i += 1) expect((await signUpFrom(url, i, `10.9.0.${i}`)).status).toBe(200);
      // The proxy appends the address it saw: what a reader wrote before it is not believed.
      for (let i = 0; i < max; i += 1) await signUpFrom(url, 100 + i, `10.9.0.${i}, 10.8.0.1`);
      expect((await signUpFrom(url, 200, '10.9.0.50, 10.8.0.1')).status).toBe(429);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('walks back over every trusted hop (a CDN in front of a load balancer) to the first one it does not trust', async () => {
    const { url, server: http } = await startMockServer(0, { logMail: false, trustProxy: ['127.0.0.1', '10.7.0.1'] });
    try {
      // The reader, then the CDN's edge that the trusted balancer (10.7.0.1) names: the edge is the caller.
      for (let i = 0; i < max; i += 1) expect((await signUpFrom(url, i, `10.9.0.${i}, 10.6.0.1, 10.7.0.1`)).status).toBe(200);
      expect((await signUpFrom(url, max, '10.9.0.99, 10.6.0.1, 10.7.0.1')).status).toBe(429);
      // Another reader behind another edge is not counted with the first.
      expect((await signUpFrom(url, max + 1, '10.9.0.1, 10.6.0.2, 10.7.0.1')).status).toBe(200);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
