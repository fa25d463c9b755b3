/**
 * The real API's kept answers to public reads (src/apiServer/readCache.ts): kept while nothing readers read
 * changes, dropped the moment something does — in the process that changed it and, on PostgreSQL, in every other.
 */
import { describe, expect, it } from 'vitest';
import { contentWatch, ReadCache } from '../../src/apiServer/readCache';
import { mockPorts } from '../../mocks/ports';
import { resetDb } from '../../mocks/seedDb';
import { adminSignIn } from '../../contracts/admin';
import { getAdminArticle, saveAdminArticle, setAdminArticleStatus, type AdminArticle } from '../../contracts/adminArticles';
import { getArticle } from '../../contracts/content';
import { readConfig } from '../../src/apiServer/config';
import { startApi } from '../../src/apiServer/server';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { seedRows } from '../../mocks/seedRows';
import { callEndpoint } from '../contracts/http';
import { ON_POSTGRES, startTestApi } from './testApi';

const answer = (body: string) => () => Promise.resolve({ status: 200, body });

describe('a kept answer', () => {
  it('is answered again until the content changes, then made anew', async () => {
    const cache = new ReadCache(60_000);
    expect((await cache.answer('/a', answer('first'))).body).toBe('first');
    expect((await cache.answer('/a', answer('second'))).body).toBe('first');
    cache.invalidate();
    expect((await cache.answer('/a', answer('third'))).body).toBe('third');
  });

  it('is not kept when the content changed while it was made, nor when it is not a 200', async () => {
    const cache = new ReadCache(60_000);
    await cache.answer('/a', () => {
      cache.invalidate();
      return Promise.resolve({ status: 200, body: 'made during a change' });
    });
    expect((await cache.answer('/a', answer('after'))).body).toBe('after');
    await cache.answer('/b', () => Promise.resolve({ status: 404, body: 'missing' }));
    expect((await cache.answer('/b', answer('found'))).body).toBe('found');
  });

  it('is made once for callers asking at the same moment', async () => {
    const cache = new ReadCache(60_000);
    let made = 0;
    const slow = () => new Promise<{ status: number; body: string }>((resolve) => setTimeout(() => resolve({ status: 200, body: String((made += 1)) }), 20));
    const answers = await Promise.all([cache.answer('/a', slow), cache.answer('/a', slow), cache.answer('/a', slow)]);
    expect(answers.map((kept) => kept.body)).toEqual(['1', '1', '1']);
  });
});

describe('what counts as a change', () => {
  it('a committed write to a table readers read; not accounts or limits, not a transaction rolled back', async () => {
    resetDb();
    let changes = 0;
    const store = contentWatch(mockPorts.store, () => (changes += 1));
    await store.insert('rateHit', { id: 'hit', name: 'sendsPerAddress', key: 'x', at: 1 });
    await store.update('user', fixtures.verifiedReader._id, { hobby: 'Chess' });
    expect(changes).toBe(0);
    await store.update('article', seed.articles[0]!._id, { baseLikes: 7 });
    expect(changes).toBe(1);
    await store.transaction(async (tx) => {
      await tx.update('comment', seed.comments[0]!._id, { text: 'edited' });
      await tx.update('comment', seed.comments[1]!._id, { text: 'edited' });
    });
    expect(changes).toBe(2);
    await expect(
      store.transaction(async (tx) => {
        await tx.update('comment', seed.comments[0]!._id, { text: 'never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(changes).toBe(2);
  });
});

const api = await startTestApi();

describe('over HTTP', () => {
  const article = seed.articles[0]!;

  async function retitle(base: string, title: string) {
    const token = ((await callEndpoint(base, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
    const { article: loaded } = (await callEndpoint(base, getAdminArticle, { query: { id: article._id }, token })).json as { article: AdminArticle };
    const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias, ...input } = loaded;
    void [_id, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias];
    const body = { version, byHand: false, article: { ...input, data: { ...input.data, en: { ...input.data.en, title } } } };
    const saved = await callEndpoint(base, saveAdminArticle, { query: { id: article._id }, body, token });
    expect(saved.status).toBe(200);
    // A published story's save waits for "Update live page" (decision 070).
    const live = { version: (saved.json as { article: AdminArticle }).article.version, status: 'published' as const };
    expect((await callEndpoint(base, setAdminArticleStatus, { query: { id: article._id }, body: live, token })).status).toBe(200);
  }
  const titleAt = async (base: string) =>
    ((await callEndpoint(base, getArticle, { query: { slug: article.slug, locale: 'en' } })).json as { article: { data: { en: { title: string } } } }).article.data.en.title;

  it('an editor’s save shows on the next read', async () => {
    await api.ports.reset?.();
    expect(await titleAt(api.url)).toBe(article.data.en.title);
    await retitle(api.url, 'Corrected at once');
    expect(await titleAt(api.url)).toBe('Corrected at once');
  });

  it.runIf(ON_POSTGRES)('a save through one process shows on the next read from another', async () => {
    await api.ports.reset?.();
    // A second process of the same API on the same database (its own connection pool, cache and listener).
    const second = await startApi(readConfig({ PORT: '0', LOG: 'off', DATABASE_URL: api.databaseUrl ?? '' }), { local: { seed: seedRows } });
    try {
      expect(await titleAt(second.url)).toBe(article.data.en.title);
      await retitle(api.url, 'Told to every process');
      // NOTIFY arrives after the commit: give it a moment, as a reader's next click would.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await titleAt(second.url)).toBe('Told to every process');
    } finally {
      await second.close();
    }
  });
});
