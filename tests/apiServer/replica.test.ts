/**
 * Anonymous public reads from a read replica (src/apiServer/replica.ts, docs/decisions/094): the replica answers
 * only once it has replayed every content change this API has seen; until then, and while it fails, the primary
 * does. Over HTTP against a real streaming replica in the PostgreSQL lane (TEST_REPLICA_URL).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { getAdminArticle, saveAdminArticle, setAdminArticleStatus, type AdminArticle } from '../../contracts/adminArticles';
import { getArticle } from '../../contracts/content';
import { mockPorts } from '../../mocks/ports';
import { resetDb } from '../../mocks/seedDb';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { seedRows } from '../../mocks/seedRows';
import { ConfigError, readConfig } from '../../src/apiServer/config';
import { lsnValue, ReplicaReads, replicaStore } from '../../src/apiServer/replica';
import { startApi } from '../../src/apiServer/server';
import type { Store } from '../../src/rules/ports';
import { callEndpoint } from '../contracts/http';
import { freshDatabase } from './testApi';

const TEST_REPLICA_URL = process.env.TEST_REPLICA_URL ?? null;

/** A replica and a primary whose WAL positions the test moves by hand, on a clock it moves too. */
function positions() {
  const state = { primary: 100n, replayed: 100n, now: 0, failing: false, asked: 0 };
  const reads = new ReplicaReads({
    primaryPosition: () => Promise.resolve(state.primary),
    replayedPosition: () => {
      state.asked += 1;
      return state.failing ? Promise.reject(new Error('the replica is down')) : Promise.resolve(state.replayed);
    },
    now: () => state.now,
  });
  return { state, reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WAL positions', () => {
  it('compare as PostgreSQL orders them, the high half first', () => {
    expect(lsnValue('0/3016030')).toBe(0x3016030n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

describe('when the replica may answer', () => {
  it('at once when nothing changed; after a change, only once it has replayed that change', async () => {
    const { state, reads } = positions();
    expect(await reads.usable()).toBe(true);
    state.primary = 200n;
    reads.changed();
    // The change's position is still being asked of the primary: the replica waits.
    expect(await reads.usable()).toBe(false);
    await settle();
    state.now += 50;
    expect(await reads.usable()).toBe(false);
    state.replayed = 200n;
    state.now += 50;
    expect(await reads.usable()).toBe(true);
    expect(reads.counts).toEqual({ replica: 2, primary: 2 });
  });

  it('waits for a change another process announced (its NOTIFY carries the position)', async () => {
    const { state, reads } = positions();
    reads.saw(300n);
    expect(await reads.usable()).toBe(false);
    state.replayed = 300n;
    state.now += 50;
    expect(await reads.usable()).toBe(true);
  });

  it('asks the replica how far it is at most every 20 ms while it is behind, and not at all once caught up', async () => {
    const { state, reads } = positions();
    reads.saw(300n);
    await reads.usable();
    const asked = state.asked;
    await Promise.all([reads.usable(), reads.usable(), reads.usable()]);
    expect(state.asked).toBe(asked);
    state.now += 20;
    state.replayed = 300n;
    await reads.usable();
    expect(state.asked).toBe(asked + 1);
    await reads.usable();
    await reads.usable();
    expect(state.asked).toBe(asked + 1);
  });

  it('rests for 5 s after it failed, then is tried again', async () => {
    const { state, reads } = positions();
    reads.saw(300n);
    state.failing = true;
    expect(await reads.usable()).toBe(false);
    state.failing = false;
    state.replayed = 300n;
    state.now += 4000;
    expect(await reads.usable()).toBe(false);
    state.now += 1001;
    expect(await reads.usable()).toBe(true);
  });
});

describe("one request's store", () => {
  /** The mock's store, with each call written down under `name`. */
  function recorded(name: string, calls: string[], failReads = false): Store {
    return new Proxy(mockPorts.store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(property)}`);
          if (failReads && ['get', 'find', 'first', 'count'].includes(String(property))) return Promise.reject(new Error('recovery conflict'));
          return (value as (...all: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  it('reads from the replica and writes on the primary; after its first write it reads the primary', async () => {
    resetDb();
    const calls: string[] = [];
    const store = replicaStore(recorded('replica', calls), recorded('primary', calls), positions().reads);
    await store.get('article', seed.articles[0]!._id);
    await store.count('comment');
    await store.insert('rateHit', { id: 'hit', name: 'sendsPerAddress', key: 'x', at: 1 });
    await store.first('rateHit', { key: 'x' });
    expect(calls).toEqual(['replica.get', 'replica.count', 'primary.insert', 'primary.first']);
  });

  it('asks the primary when the replica fails a read, and the replica rests', async () => {
    resetDb();
    const calls: string[] = [];
    const { state, reads } = positions();
    const store = replicaStore(recorded('replica', calls, true), recorded('primary', calls), reads);
    expect(await store.get('article', seed.articles[0]!._id)).toMatchObject({ id: seed.articles[0]!._id });
    expect(calls).toEqual(['replica.get', 'primary.get']);
    expect(await reads.usable()).toBe(false);
    state.now += 5001;
    expect(await reads.usable()).toBe(true);
  });
});

describe('the setting', () => {
  it('needs DATABASE_URL: the embedded database has no replica', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URL: 'postgres://replica/huanyu' })).toThrow(ConfigError);
    expect(() => readConfig({ DATABASE_URL: 'postgres://primary/huanyu', DATABASE_REPLICA_URL: 'mysql://replica' })).toThrow(ConfigError);
    expect(readConfig({ DATABASE_URL: 'postgres://primary/huanyu', DATABASE_REPLICA_URL: 'postgres://replica/huanyu' }).replicaUrl).toBe('postgres://replica/huanyu');
  });
});

describe.runIf(TEST_REPLICA_URL)('over HTTP, with a streaming replica', () => {
  const article = seed.articles[0]!;

  async function signIn(base: string) {
    return ((await callEndpoint(base, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } })).json as { token: string }).token;
  }

  async function retitle(base: string, token: string, title: string) {
    const { article: loaded } = (await callEndpoint(base, getAdminArticle, { query: { id: article._id }, token })).json as { article: AdminArticle };
    const { _id, version, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias, ...input } = loaded;
    void [_id, status, publishAt, createdAt, updatedAt, updatedBy, pendingUpdate, liveAlias];
    const body = { version, byHand: false, article: { ...input, data: { ...input.data, en: { ...input.data.en, title } } } };
    const saved = await callEndpoint(base, saveAdminArticle, { query: { id: article._id }, body, token });
    expect(saved.status).toBe(200);
    const live = { version: (saved.json as { article: AdminArticle }).article.version, status: 'published' as const };
    expect((await callEndpoint(base, setAdminArticleStatus, { query: { id: article._id }, body: live, token })).status).toBe(200);
  }

  const titleAt = async (base: string) =>
    ((await callEndpoint(base, getArticle, { query: { slug: article.slug, locale: 'en' } })).json as { article: { data: { en: { title: string } } } }).article.data.en.title;

  async function startWithReplica(cacheMs: string) {
    const fresh = await freshDatabase();
    // The replica's copy of the same schema: the same address options, on the standby's server.
    const replicaUrl = new URL(fresh.url ?? '');
    const standby = new URL(TEST_REPLICA_URL ?? '');
    replicaUrl.host = standby.host;
    const config = readConfig({ PORT: '0', LOG: 'off', API_CACHE_MS: cacheMs, DATABASE_URL: fresh.url ?? '', DATABASE_REPLICA_URL: replicaUrl.href });
    const api = await startApi(config, { db: fresh.db, local: { seed: seedRows } });
    return {
      api,
      close: async () => {
        await api.close();
        await fresh.drop();
      },
    };
  }

  it.each([
    ['without the read cache', '0'],
    ['with the read cache', '5000'],
  ])('%s, a reader reads each change the moment it is saved, and the replica answers the rest', async (_name, cacheMs) => {
    const { api, close } = await startWithReplica(cacheMs);
    try {
      const token = await signIn(api.url);
      expect(await titleAt(api.url)).toBe(article.data.en.title);
      for (let round = 1; round <= 8; round += 1) {
        await retitle(api.url, token, `Corrected, round ${round}`);
        expect(await titleAt(api.url)).toBe(`Corrected, round ${round}`);
        // A moment later (the replica has replayed it), the same read is the replica's.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await titleAt(api.url)).toBe(`Corrected, round ${round}`);
      }
      expect(api.replicaCounts?.replica).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('while the replica has not replayed a change, the primary answers; once it has, the replica again', async () => {
    const { api, close } = await startWithReplica('0');
    const standby = new pg.Client({ connectionString: TEST_REPLICA_URL ?? '' });
    await standby.connect();
    try {
      const token = await signIn(api.url);
      await titleAt(api.url);
      await standby.query('SELECT pg_wal_replay_pause()');
      const before = { ...api.replicaCounts };
      await retitle(api.url, token, 'Saved while the replica stands still');
      expect(await titleAt(api.url)).toBe('Saved while the replica stands still');
      expect(api.replicaCounts).toEqual({ replica: before.replica, primary: (before.primary ?? 0) + 1 });
      await standby.query('SELECT pg_wal_replay_resume()');
      await expect.poll(async () => (await titleAt(api.url), api.replicaCounts?.replica), { timeout: 10_000 }).toBeGreaterThan(before.replica ?? 0);
      expect(await titleAt(api.url)).toBe('Saved while the replica stands still');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
      await standby.end();
      await close();
    }
  });

  it('a signed-in read is the primary’s, whatever the replica has', async () => {
    const { api, close } = await startWithReplica('0');
    try {
      const before = { ...api.replicaCounts };
      const token = await signIn(api.url);
      await callEndpoint(api.url, getAdminArticle, { query: { id: article._id }, token });
      expect(api.replicaCounts).toEqual(before);
    } finally {
      await close();
    }
  });
});
