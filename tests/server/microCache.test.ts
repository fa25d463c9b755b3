// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server as mockApi } from '../../mocks/node';
import { MicroCache } from '../../src/server/microCache';
import { countingFetch, startServer } from './serverFixture';

const ARTICLE = '/en/night-markets-of-taipei';
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function serverWithCache(microCacheMs: number) {
  const api = countingFetch();
  const { app, close } = await startServer({ microCacheMs, fetch: api.fetch });
  stops.push(close);
  return { app, api };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the micro-cache', () => {
  it('renders a page once and answers it again from memory, each time with its own nonce and the same ETag', async () => {
    const { app, api } = await serverWithCache(5000);
    const first = await app.inject(ARTICLE);
    expect(first.headers['x-cache']).toBe('MISS');
    const callsForOneRender = api.calls;
    expect(callsForOneRender).toBeGreaterThan(0);

    const second = await app.inject(ARTICLE);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(api.calls).toBe(callsForOneRender);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(second.body).not.toBe(first.body);
    expect(second.body.replace(/nonce="\w+"/g, '')).toBe(first.body.replace(/nonce="\w+"/g, ''));
  });

  it('keys a page by its normalised address: the order of the query does not matter, the query does', async () => {
    const { app } = await serverWithCache(5000);
    expect((await app.inject('/en/search?query=market&page=1')).headers['x-cache']).toBe('MISS');
    expect((await app.inject('/en/search?page=1&query=market')).headers['x-cache']).toBe('HIT');
    expect((await app.inject('/en/search?query=taipei&page=1')).headers['x-cache']).toBe('MISS');
  });

  it('forgets a page after its time to live', async () => {
    const { app, api } = await serverWithCache(400);
    await app.inject(ARTICLE);
    const callsForOneRender = api.calls;
    expect((await app.inject(ARTICLE)).headers['x-cache']).toBe('HIT');
    await pause(600);
    const later = await app.inject(ARTICLE);
    expect(later.headers['x-cache']).toBe('MISS');
    expect(api.calls).toBe(2 * callsForOneRender);
  });

  it('renders a page asked for by many readers at once only once', async () => {
    const { app, api } = await serverWithCache(5000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject(ARTICLE)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
    const { app: single, api: once } = await serverWithCache(0);
    await single.inject(ARTICLE);
    expect(api.calls).toBe(once.calls);
  });

  it('keeps a 404 but never a 503', async () => {
    const { app } = await serverWithCache(5000);
    await app.inject('/en/no-such-article');
    const missing = await app.inject('/en/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBe('HIT');

    mockApi.use(http.get('*/api/client/article', () => HttpResponse.error()));
    expect((await app.inject(ARTICLE)).statusCode).toBe(503);
    const failedAgain = await app.inject(ARTICLE);
    expect(failedAgain.statusCode).toBe(503);
    expect(failedAgain.headers['x-cache']).toBe('MISS');
    mockApi.resetHandlers();
    const recovered = await app.inject(ARTICLE);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-cache']).toBe('MISS');
  });

  it("never keeps the editors' desk", async () => {
    const { app } = await serverWithCache(5000);
    await app.inject('/en/admin');
    expect((await app.inject('/en/admin')).headers['x-cache']).toBe('OFF');
  });

  it('is off with a time to live of 0: every request renders', async () => {
    const { app, api } = await serverWithCache(0);
    await app.inject(ARTICLE);
    const callsForOneRender = api.calls;
    const again = await app.inject(ARTICLE);
    expect(again.headers['x-cache']).toBe('OFF');
    expect(api.calls).toBe(2 * callsForOneRender);
  });

  it('holds at most its number of entries, the least recently used leaving first', async () => {
    const cache = new MicroCache<{ size: number; name: string }>({ ttlMs: 5000, maxEntries: 2 });
    const page = (name: string) => () => Promise.resolve({ size: 1, name });
    const keep = () => true;
    await cache.get('a', page('a'), keep);
    await cache.get('b', page('b'), keep);
    await cache.get('a', page('a'), keep);
    await cache.get('c', page('c'), keep);
    expect((await cache.get('a', page('a'), keep)).cache).toBe('HIT');
    expect((await cache.get('b', page('b'), keep)).cache).toBe('MISS');
  });
});
