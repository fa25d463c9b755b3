/**
 * The desk's article rules (src/rules/adminArticles.ts) where the database decides: two editors' requests
 * interleaved as on a real database (both read before either writes) still give one winner, and search follows
 * what readers read — a story's search rows come with its reader's document and go with it.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ARTICLE_ERRORS,
  createAdminArticle,
  deleteAdminArticle,
  saveAdminArticle,
  setAdminArticleStatus,
  type AdminArticle,
  type ArticleInput,
} from '../contracts/adminArticles';
import type { BodyOf, EndpointSpec, QueryOf } from '../contracts/common';
import { mockPorts } from '../mocks/ports';
import { seed } from '../mocks/seed/data';
import { fixtures } from '../mocks/seed/fixtures';
import { adminArticleRules } from '../src/rules/adminArticles';
import type { Outcome } from '../src/rules/outcome';
import type { FindOptions, Ports, Store, Where } from '../src/rules/ports';
import type { Rule } from '../src/rules/rule';
import type { TableName } from '../src/rules/schema';
import { storedRow } from './storeReads';

const section = fixtures.articleSection;

function complete(alias: string, title = 'Zephyrology comes to the harbour'): ArticleInput {
  const text = (heading: string) => ({ title: heading, standfirst: `${heading}: the standfirst`, body: '<p>Wind readers gather at dawn.</p>', imageAlt: heading });
  return {
    alias,
    category: section._id,
    subcategory: section.subcategories[0]?._id ?? null,
    authorId: seed.authors[0]!._id,
    image: seed.articles[0]!.image,
    data: { en: text(title), 'zh-cn': text('风语者来到港口'), 'zh-tw': text('風語者來到港口') },
  };
}

function ruleOf<E extends EndpointSpec>(endpoint: E): Rule<E> {
  const found = (adminArticleRules as readonly Rule[]).find((candidate) => candidate.endpoint === endpoint);
  if (!found) throw new Error(`no rule for ${endpoint.path}`);
  return found as unknown as Rule<E>;
}

/** One request straight to its rule, as an editor, over `ports`. */
async function call<E extends EndpointSpec>(
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E> },
  ports: Ports = mockPorts,
  editor: { email: string } = fixtures.editor,
): Promise<Outcome<E>> {
  const admin = await mockPorts.store.first('admin', { email: editor.email });
  return ruleOf(endpoint).resolve(
    {
      query: input.query as QueryOf<E>,
      body: input.body as BodyOf<E>,
      files: [],
      bytes: new Uint8Array(),
      request: new Request(`http://127.0.0.1${endpoint.path}`),
      viewer: null,
      admin,
      client: 'local',
    },
    ports,
  );
}

function articleOf(outcome: Outcome<EndpointSpec>): AdminArticle {
  if (outcome.kind !== 'ok') throw new Error(`${outcome.status} ${outcome.message}`);
  return (outcome.data as { article: AdminArticle }).article;
}

const statusOf = (outcome: Outcome<EndpointSpec>) => (outcome.kind === 'ok' ? (outcome.status ?? 200) : outcome.status);

/**
 * The mock's ports, but `method` reads of `table` wait until `readers` callers have made one, and a transaction
 * does not wait for another: as on PostgreSQL, both editors read the same version before either writes, so only
 * the conditional write (or the unique index) can tell them apart.
 */
function interleaved(table: TableName, method: 'get' | 'first', readers = 2): Ports {
  const store = mockPorts.store;
  let arrived = 0;
  let release = () => {};
  const together = new Promise<void>((resolve) => (release = resolve));
  const held = async <R>(read: Promise<R>): Promise<R> => {
    const value = await read;
    arrived += 1;
    if (arrived === readers) release();
    await together;
    return value;
  };
  const racing: Store = {
    ...store,
    get(name, key) {
      return name === table && method === 'get' ? held(store.get(name, key)) : store.get(name, key);
    },
    first: ((name: TableName, where: Where<TableName>, options?: FindOptions<TableName>) =>
      name === table && method === 'first' ? held(store.first(name, where, options)) : store.first(name, where, options)) as Store['first'],
    transaction: (work) => work(racing),
  };
  return { ...mockPorts, store: racing };
}

const searchRows = (id: string) => mockPorts.store.find('searchDoc', { kind: 'article', docId: id }, { orderBy: [['id', 'asc']] });

describe('two editors racing on one version', () => {
  it('two saves that both read version 1: one is saved, the other gets 409 and overwrites nothing', async () => {
    const draft = articleOf(await call(createAdminArticle, { body: complete('wind-readers') }));
    const racing = interleaved('article', 'get');
    const save = (title: string, editor: { email: string }) =>
      call(saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: true, article: complete('wind-readers', title) } }, racing, editor);
    const answers = await Promise.all([save('Mine', fixtures.editor), save('Theirs', fixtures.secondEditor)]);
    expect(answers.map(statusOf).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.kind === 'fail');
    expect(lost).toMatchObject({ message: ADMIN_ARTICLE_ERRORS.versionConflict, field: 'version' });
    const won = articleOf(answers.find((answer) => answer.kind === 'ok')!);
    const row = await storedRow('article', { id: draft._id });
    expect(row.version).toBe(2);
    expect((JSON.parse(row.adminDoc) as ArticleInput).data.en.title).toBe(won.data.en.title);
  });

  it('a publish and a delete that both read version 1: one of them happens, the other gets 409', async () => {
    const draft = articleOf(await call(createAdminArticle, { body: complete('wind-readers') }));
    const racing = interleaved('article', 'get');
    const answers = await Promise.all([
      call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'published' } }, racing),
      call(deleteAdminArticle, { query: { id: draft._id, version: draft.version } }, racing),
    ]);
    expect(answers.map(statusOf).sort()).toEqual([200, 409]);
    const [published, deleted] = answers;
    const row = await mockPorts.store.first('article', { id: draft._id });
    // Whichever won, search holds what readers can read: the published article, or nothing.
    if (published.kind === 'ok') {
      expect(row?.version).toBe(2);
      expect(await searchRows(draft._id)).toHaveLength(3);
    } else {
      expect(deleted.kind).toBe('ok');
      expect(row).toBeNull();
      expect(await searchRows(draft._id)).toEqual([]);
    }
  });

  it('two new articles taking one alias at once: the unique index keeps one, the other gets aliasTaken', async () => {
    const racing = interleaved('article', 'first');
    const answers = await Promise.all([
      call(createAdminArticle, { body: complete('wind-readers', 'Mine') }, racing),
      call(createAdminArticle, { body: complete('wind-readers', 'Theirs') }, racing),
    ]);
    expect(answers.map(statusOf).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.kind === 'fail')).toMatchObject({ message: ADMIN_ARTICLE_ERRORS.aliasTaken, field: 'alias' });
    expect(await mockPorts.store.count('article', { slug: 'wind-readers' })).toBe(1);
  });

  it('a save taking an alias another save takes at once: one keeps it, the other gets aliasTaken and saves nothing', async () => {
    const first = articleOf(await call(createAdminArticle, { body: complete('') }));
    const second = articleOf(await call(createAdminArticle, { body: complete('') }));
    const racing = interleaved('article', 'first');
    const take = (article: AdminArticle) =>
      call(saveAdminArticle, { query: { id: article._id }, body: { version: article.version, byHand: true, article: complete('wind-readers') } }, racing);
    const answers = await Promise.all([take(first), take(second)]);
    expect(answers.map(statusOf).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.kind === 'fail')).toMatchObject({ message: ADMIN_ARTICLE_ERRORS.aliasTaken, field: 'alias' });
    const versions = (await mockPorts.store.find('article', { id: { in: [first._id, second._id] } })).map((row) => row.version);
    expect(versions.sort()).toEqual([1, 2]);
  });
});

describe('search follows what readers read', () => {
  const tokensOf = async (id: string) => (await searchRows(id)).map((row) => row.tokens).join(' ').split(' ');

  it('a draft is not indexed; publishing indexes each edition; unpublishing takes it out', async () => {
    const draft = articleOf(await call(createAdminArticle, { body: complete('wind-readers') }));
    const saved = articleOf(await call(saveAdminArticle, { query: { id: draft._id }, body: { version: 1, byHand: true, article: complete('wind-readers') } }));
    expect(await searchRows(draft._id)).toEqual([]);
    const published = articleOf(await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: saved.version, status: 'published' } }));
    expect((await searchRows(draft._id)).map((row) => row.locale)).toEqual(['en', 'zh-cn', 'zh-tw']);
    expect(await tokensOf(draft._id)).toContain('zephyrology');
    // A correction waits for "Update live page" (readers' search too); once it is live, it is what search finds.
    const corrected = articleOf(
      await call(saveAdminArticle, { query: { id: draft._id }, body: { version: published.version, byHand: true, article: complete('wind-readers', 'Anemology at dusk') } }),
    );
    expect(await tokensOf(draft._id)).toContain('zephyrology');
    const updated = articleOf(await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: corrected.version, status: 'published' } }));
    expect(await tokensOf(draft._id)).toContain('anemology');
    expect(await tokensOf(draft._id)).not.toContain('zephyrology');
    await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: updated.version, status: 'draft' } });
    expect(await searchRows(draft._id)).toEqual([]);
  });

  it('a scheduled article is indexed before it is due (the search rule decides what readers see)', async () => {
    const draft = articleOf(await call(createAdminArticle, { body: complete('wind-readers') }));
    const at = new Date(mockPorts.clock.now() + 3_600_000).toISOString();
    await call(setAdminArticleStatus, { query: { id: draft._id }, body: { version: draft.version, status: 'scheduled', publishAt: at } });
    expect(await searchRows(draft._id)).toHaveLength(3);
  });

  it('a deleted article leaves search, a seeded one included', async () => {
    const target = seed.articles[1]!;
    expect((await searchRows(target._id)).length).toBeGreaterThan(0);
    const row = await storedRow('article', { id: target._id });
    expect(statusOf(await call(deleteAdminArticle, { query: { id: target._id, version: row.version } }))).toBe(200);
    expect(await searchRows(target._id)).toEqual([]);
  });

  it('a refused delete (a stale version) leaves the article and its search rows', async () => {
    const target = seed.articles[1]!;
    const before = await searchRows(target._id);
    const refused = await call(deleteAdminArticle, { query: { id: target._id, version: 2 } });
    expect(refused).toMatchObject({ kind: 'fail', status: 409, message: ADMIN_ARTICLE_ERRORS.versionConflict });
    expect(await searchRows(target._id)).toEqual(before);
    expect(await mockPorts.store.first('article', { id: target._id })).not.toBeNull();
  });
});
