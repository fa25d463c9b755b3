import { describe, expect, it } from 'vitest';
import { CONTENT_ERRORS, getAuthors, listArticles, type Author } from '../../contracts/content';
import { mockNow } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { seed } from '../../mocks/seed/data';
import { listArticles as listArticlesCall } from '../../src/api/content';
import { LIST_PAGE_SIZE } from '../../src/lib/paging';
import { createTestStore } from '../render';
import { publicArticles, stored } from '../storeReads';
import { readerColumns } from '../../src/rules/articleRows';

const lin = seed.authors.find((author) => author.slug === 'lin-yu-ting')!;

/** The public articles a writer has, newest first, as the backend's one visibility rule counts them. */
async function publicArticlesBy(authorId: string) {
  return (await publicArticles(mockNow())).filter((row) => (JSON.parse(row.doc) as { authorId: string }).authorId === authorId);
}

describe("a writer's page (/authors/{slug})", () => {
  it('shows the writer and their public articles, newest first', async () => {
    const { authorPage } = createTestStore();
    await authorPage.open({ slug: 'lin-yu-ting', page: 1 });
    const view = authorPage.current?.data;
    expect(authorPage.current?.status).toBe('ready');
    expect(view?.subject._id).toBe(lin._id);
    const expected = await publicArticlesBy(lin._id);
    expect(expected.length).toBeGreaterThan(0);
    expect(view?.total).toBe(expected.length);
    expect(view?.articles.map((article) => article._id)).toEqual(expected.slice(0, LIST_PAGE_SIZE).map((row) => row.id));
    expect(view?.articles.every((article) => article.authorId === lin._id)).toBe(true);
  });

  it('leaves out a draft of theirs: only what readers may read counts', async () => {
    const [newest] = await publicArticlesBy(lin._id);
    db.article.update({ where: { id: { equals: newest!.id } }, data: { status: 'draft' } });
    const { authorPage } = createTestStore();
    await authorPage.open({ slug: 'lin-yu-ting', page: 1 });
    expect(authorPage.current?.data?.articles.some((article) => article._id === newest!.id)).toBe(false);
    expect(authorPage.current?.data?.total).toBe((await publicArticlesBy(lin._id)).length);
  });

  it('pages follow one another without overlap; a page seen before needs no new request', async () => {
    // Every article becomes Lin's, so there are two pages whatever the seed holds.
    for (const row of await stored.find('article')) {
      db.article.update({ where: { id: { equals: row.id } }, data: readerColumns(JSON.stringify({ ...JSON.parse(row.doc), authorId: lin._id })) });
    }
    const { authorPage } = createTestStore();
    await authorPage.open({ slug: 'lin-yu-ting', page: 1 });
    const one = authorPage.current?.data;
    await authorPage.open({ slug: 'lin-yu-ting', page: 2 });
    const two = authorPage.current?.data;
    expect(one?.pageCount).toBeGreaterThanOrEqual(2);
    expect(two?.page).toBe(2);
    const ids = new Set(one?.articles.map((article) => article._id));
    expect(two?.articles.some((article) => ids.has(article._id))).toBe(false);
    await authorPage.open({ slug: 'lin-yu-ting', page: 1 });
    expect(authorPage.current?.data).toBe(one);
  });

  it('a writer with no article yet is an empty page, not a missing one', async () => {
    const newcomer: Author = { ...lin, _id: 'aut_new', slug: 'new-writer' };
    db.author.create({ id: newcomer._id, doc: JSON.stringify(newcomer) });
    const { authorPage } = createTestStore();
    await authorPage.open({ slug: 'new-writer', page: 1 });
    expect(authorPage.current?.status).toBe('ready');
    expect(authorPage.current?.data?.total).toBe(0);
    expect(authorPage.current?.data?.articles).toEqual([]);
  });

  it('an unknown writer, or a page past the end, is "not found"', async () => {
    const { authorPage } = createTestStore();
    await authorPage.open({ slug: 'no-such-writer', page: 1 });
    expect(authorPage.current?.notFound).toBe(true);
    await authorPage.open({ slug: 'lin-yu-ting', page: 99 });
    expect(authorPage.current?.notFound).toBe(true);
  });

  it('the backend names an unknown writer the same way', async () => {
    const { api } = createTestStore();
    await expect(listArticlesCall(api, { author: 'no-such-writer' })).rejects.toMatchObject({
      status: 404,
      body: { message: CONTENT_ERRORS.authorNotFound },
    });
  });

  it('a failed author list or article list is an error with a retry, never "not found"', async () => {
    server.use(faultHandler(getAuthors, 'serverError'));
    const store = createTestStore();
    await store.authorPage.open({ slug: 'lin-yu-ting', page: 1 });
    expect(store.authorPage.current?.status).toBe('error');
    expect(store.authorPage.current?.notFound).toBe(false);
    server.resetHandlers();
    server.use(faultHandler(listArticles, 'malformed'));
    await store.authorPage.retry();
    expect(store.authorPage.current?.status).toBe('error');
    expect(store.authorPage.current?.notFound).toBe(false);
    server.resetHandlers();
    await store.authorPage.retry();
    expect(store.authorPage.current?.status).toBe('ready');
    expect(store.authorPage.current?.data?.subject._id).toBe(lin._id);
  });
});
