// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URL_CHARS } from '../../src/server/pageAddress';
import { rawGet, rawRequest } from './rawHttp';
import { startServer } from './serverFixture';

// Over a real socket on 127.0.0.1 where Node's own limits matter (inject bypasses them), else through inject.
let app: FastifyInstance;
let port = 0;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startServer({ mediaDir: process.cwd() + '/mocks/public/media', headersTimeoutMs: 600, requestTimeoutMs: 1200 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => close());

describe('bad input', () => {
  it('answers an address whose percent-encoding does not decode with a 400 page', async () => {
    for (const path of ['/en/%E0%A4%A', '/en/posts/%ZZ', '/%']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    expect((await rawGet(port, '/en/%E0%A4%A')).status).toBe(400);
  });

  it('refuses an address too long to be ours with 414, and a 100 KB one before it is read', async () => {
    const long = await app.inject(`/en/${'a'.repeat(MAX_URL_CHARS)}`);
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toMatch(/^text\/html/);
    // Written 4 KB at a time, so the answer is read before the server closes on the rest of the request.
    const line = `GET /en/${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const huge = await rawRequest(port, line.match(/[^]{1,4096}/g) ?? [], 10);
    // Node stops reading a request head over 16 KB: 431 Request Header Fields Too Large.
    expect([414, 431]).toContain(huge.status);
  });

  it('sends an address without a supported locale to the default one, as SPEC §2 says', async () => {
    const response = await app.inject('/xx/night-markets-of-taipei');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/night-markets-of-taipei');
  });

  it('resolves `..` in an address to another page of the site, never to a file outside it', async () => {
    const escapes = ['/en/../etc/passwd', '/en/%2e%2e/%2e%2e/etc/passwd', '/../../../../etc/passwd', '/media/..%2f..%2f..%2fetc/passwd'];
    for (const path of escapes) {
      const answer = await rawGet(port, path);
      expect([302, 400, 404], path).toContain(answer.status);
      expect(answer.text, path).not.toContain('root:');
      if (answer.status === 302) expect(/\r\nlocation: (\S+)/i.exec(answer.text)?.[1], path).toBe('/en/etc/passwd');
    }
    const slug = await app.inject('/en/posts/..%2f..%2fx');
    expect(slug.statusCode).toBe(404);
  });

  it('answers HEAD on a page with the headers of GET and no body', async () => {
    const get = await app.inject('/en/night-markets-of-taipei');
    const head = await app.inject({ method: 'HEAD', url: '/en/night-markets-of-taipei' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-security-policy']).toContain('script-src');
    // On the wire too, no body follows the head (robots.txt: answered at once, so the slowloris limits of this
    // server, 1.2 s for a whole request, never cut a render short on a busy machine).
    const overSocket = await rawGet(port, '/robots.txt', 'HEAD');
    expect(overSocket.status).toBe(200);
    expect(overSocket.text.split('\r\n\r\n')[1]).toBe('');
  });

  it('closes the connection of a client that trickles its request head (slowloris)', async () => {
    const trickle = ['GET /en/ HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const answers = await Promise.all(Array.from({ length: 8 }, () => rawRequest(port, trickle, 100)));
    // headersTimeoutMs is 600 here; Node checks once a connectionsCheckingInterval (600 ms as well) and answers 408.
    for (const answer of answers) {
      expect(answer.closedAfterMs).toBeLessThan(3000);
      expect(answer.status).toBe(408);
    }
  });
});
