// @vitest-environment node
/**
 * The third outside probe (issue 29), its findings on the page server: what its /api/ proxy forwards, what it
 * refuses before forwarding, and what its pages' policy names. The API's findings are in
 * tests/apiServer/probe29.test.ts.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS, REQUEST_LIMITS } from '../../contracts/common';
import { DEV_ERRORS } from '../../contracts/dev';
import { config } from '../../src/config';
import { publicOriginSetting } from '../../src/server/publicOrigin';
import { startServer } from './serverFixture';

/** A stand-in API at an internal address: it answers every request with what it was sent. */
let upstream: Server;
let upstreamUrl = '';
let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let site: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  upstream = createHttpServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  site = await startServer({ apiBaseUrl: upstreamUrl, proxyApi: true });
});
afterAll(async () => {
  await site.close();
  await new Promise((done) => upstream.close(done));
});
beforeEach(() => {
  seen = [];
});

describe('2: the API counts readers, not the page server', () => {
  it('a proxied call carries the reader’s address, after any the request already came through', async () => {
    await site.app.inject({ url: '/api/client/articles?locale=en', remoteAddress: '203.0.113.7' });
    await site.app.inject({ url: '/api/client/articles?locale=en', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(seen.map(({ headers }) => headers['x-forwarded-for'])).toEqual(['203.0.113.7', '198.51.100.4, 10.0.0.2']);
  });
});

describe('3: the development endpoints, through the proxy', () => {
  it('are refused to a request naming another host (a DNS-rebound page), and never forwarded', async () => {
    for (const url of ['/api/dev/mailbox', '/api/DEV/mailbox', '/api/%64ev/mailbox']) {
      const reply = await site.app.inject({ url, headers: { host: 'rebound.example:1234' } });
      expect([reply.statusCode, reply.json()]).toEqual([403, { message: DEV_ERRORS.notLocal }]);
    }
    expect(seen).toEqual([]);
  });

  it('are forwarded for this machine by a loopback name (the API decides the rest)', async () => {
    expect((await site.app.inject({ url: '/api/dev/mailbox', headers: { host: '127.0.0.1:1234' } })).statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

describe('4: links never name the host a request says', () => {
  const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };

  it('pages, robots.txt and the sitemap name the configured origin', async () => {
    const configured = await startServer({ origin: 'https://huanyu.example' });
    try {
      for (const url of ['/en/', '/robots.txt', '/sitemap.xml']) {
        const body = (await configured.app.inject({ url, headers: forged })).body;
        expect(body, url).not.toContain('attacker.example');
      }
      expect((await configured.app.inject({ url: '/robots.txt', headers: forged })).body).toContain('https://huanyu.example/');
    } finally {
      await configured.close();
    }
  });

  it('without one, a server only this machine reaches names the address it listens at', async () => {
    const local = await startServer();
    try {
      const address = await local.app.listen({ port: 0, host: '127.0.0.1' });
      const robots = await fetch(`${address}/robots.txt`, { headers: { 'X-Forwarded-Host': 'attacker.example' } });
      const text = await robots.text();
      expect(text).toContain(`${address}/`);
      expect(text).not.toContain('attacker.example');
    } finally {
      await local.close();
    }
  });

  it('a server listening beyond this machine does not start without PUBLIC_ORIGIN', () => {
    expect(publicOriginSetting(undefined, '0.0.0.0')).toMatchObject({ ok: false });
    expect(publicOriginSetting('', '10.0.0.5')).toMatchObject({ ok: false });
    expect(publicOriginSetting('https://huanyu.example/path', '0.0.0.0')).toMatchObject({ ok: false });
    expect(publicOriginSetting('https://huanyu.example', '0.0.0.0')).toEqual({ ok: true, origin: 'https://huanyu.example' });
    expect(publicOriginSetting(undefined, '127.0.0.1')).toEqual({ ok: true });
  });
});

describe('10: an upload larger than the API takes', () => {
  it('is answered 413 in the API’s words before a byte is streamed, not a proxy error', async () => {
    const size = REQUEST_LIMITS.multipartBytes + 1;
    const reply = await site.app.inject({
      method: 'POST',
      url: '/api/client/contribution',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(size) },
      payload: Buffer.alloc(size),
    });
    expect([reply.statusCode, reply.json()]).toEqual([413, { message: GENERIC_ERRORS.payloadTooLarge }]);
    expect(seen).toEqual([]);
  });
});

describe('14: parameters no page reads', () => {
  it('share the page’s cached copy instead of rendering it again; a list’s page and a search’s query do not', async () => {
    const cached = await startServer({ microCacheMs: 60_000 });
    try {
      const get = async (url: string) => (await cached.app.inject(url)).headers['x-cache'];
      expect(await get('/en/?utm_source=newsletter')).toBe('MISS');
      expect(await get('/en/?x=1')).toBe('HIT');
      expect(await get('/en/?x=2&y=3')).toBe('HIT');
      expect(await get('/en/search?query=tea&x=1')).toBe('MISS');
      expect(await get('/en/search?query=market')).toBe('MISS');
      expect(await get('/en/search?x=9&query=tea')).toBe('HIT');
      // What every reader then gets of the copy: the first asker's stranger parameter is in none of its links.
      const shared = await cached.app.inject('/en/search?query=tea');
      expect(shared.headers['x-cache']).toBe('HIT');
      expect(shared.body).not.toMatch(/x=1|utm_source/);
      expect(shared.body).toContain('href="/zh-tw/search?query=tea"');
      // A story's conversation in another order is another page; the same order asked in another spelling is not.
      expect(await get('/en/night-markets-of-taipei')).toBe('MISS');
      expect(await get('/en/night-markets-of-taipei?comments-sort=oldest')).toBe('MISS');
      expect(await get('/en/night-markets-of-taipei?comments-pages=1&comments-sort=oldest&utm_source=x')).toBe('HIT');
      expect(await get('/en/night-markets-of-taipei?comments-sort=newest')).toBe('HIT');
      expect(await get('/en/night-markets-of-taipei?comments-sort=liked&comments-pages=40')).toBe('MISS');
      expect(await get('/en/night-markets-of-taipei?comments-pages=99&comments-sort=liked')).toBe('HIT');
    } finally {
      await cached.close();
    }
  });
});

describe('16: the pages’ policy', () => {
  it('names no internal address of the API, even when the server’s environment names one', async () => {
    // On the page server, API_BASE_URL (read into config at start) is where this server reaches the API.
    const internal = 'http://10.0.0.5:4000';
    const previous = config.apiBaseUrl;
    Reflect.set(config, 'apiBaseUrl', internal);
    try {
      const behind = await startServer({ apiBaseUrl: internal });
      try {
        const policy = String((await behind.app.inject('/en/')).headers['content-security-policy']);
        expect(policy).not.toContain('10.0.0.5');
      } finally {
        await behind.close();
      }
    } finally {
      Reflect.set(config, 'apiBaseUrl', previous);
    }
    const page = await site.app.inject('/en/');
    expect(String(page.headers['content-security-policy'])).not.toContain(upstreamUrl);
  });

  it('names the API’s public origin when browsers are sent there', async () => {
    const direct = await startServer({ publicApiOrigin: 'https://api.huanyu.example' });
    try {
      const policy = String((await direct.app.inject('/en/')).headers['content-security-policy']);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.huanyu\.example/);
    } finally {
      await direct.close();
    }
  });
});
