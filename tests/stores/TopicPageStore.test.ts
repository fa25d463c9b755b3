import { describe, expect, it } from 'vitest';
import { textIn } from '../../contracts/editions';
import { CONTENT_ERRORS, getTopics, listArticles, type Topic } from '../../contracts/content';
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

const climate = seed.topics.find((topic) => topic.slug === 'climate')!;

/** The public articles on a topic, newest first, as the backend's one visibility rule counts them. */
async function publicArticlesOn(topicId: string) {
  return (await publicArticles(mockNow())).filter((row) => ((JSON.parse(row.doc) as { topics?: string[] }).topics ?? []).includes(topicId));
}

describe("a topic's page (/topics/{slug})", () => {
  it('shows the topic and its public articles from every section, newest first', async () => {
    const { topicPage } = createTestStore();
    await topicPage.open({ slug: 'climate', page: 1 });
    const view = topicPage.current?.data;
    expect(topicPage.current?.status).toBe('ready');
    expect(view?.subject._id).toBe(climate._id);
    const expected = await publicArticlesOn(climate._id);
    expect(expected.length).toBeGreaterThan(1);
    expect(view?.total).toBe(expected.length);
    expect(view?.articles.map((article) => article._id)).toEqual(expected.slice(0, LIST_PAGE_SIZE).map((row) => row.id));
    expect(view?.articles.every((article) => article.topics?.includes(climate._id))).toBe(true);
    // A topic cuts across sections: Climate has stories from more than one.
    expect(new Set(view?.articles.map((article) => textIn(article.data, 'en').category)).size).toBeGreaterThan(1);
  });

  it('leaves out a draft on the topic: only what readers may read counts', async () => {
    const [newest] = await publicArticlesOn(climate._id);
    db.article.update({ where: { id: { equals: newest!.id } }, data: { status: 'draft' } });
    const { topicPage } = createTestStore();
    await topicPage.open({ slug: 'climate', page: 1 });
    expect(topicPage.current?.data?.articles.some((article) => article._id === newest!.id)).toBe(false);
    expect(topicPage.current?.data?.total).toBe((await publicArticlesOn(climate._id)).length);
  });

  it('pages follow one another without overlap; a page seen before needs no new request', async () => {
    // Every article gets the topic, so there are two pages whatever the seed holds.
    for (const row of await stored.find('article')) {
      db.article.update({ where: { id: { equals: row.id } }, data: readerColumns(JSON.stringify({ ...JSON.parse(row.doc), topics: [climate._id] })) });
    }
    const { topicPage } = createTestStore();
    await topicPage.open({ slug: 'climate', page: 1 });
    const one = topicPage.current?.data;
    await topicPage.open({ slug: 'climate', page: 2 });
    const two = topicPage.current?.data;
    expect(one?.pageCount).toBeGreaterThanOrEqual(2);
    expect(two?.page).toBe(2);
    const ids = new Set(one?.articles.map((article) => article._id));
    expect(two?.articles.some((article) => ids.has(article._id))).toBe(false);
    await topicPage.open({ slug: 'climate', page: 1 });
    expect(topicPage.current?.data).toBe(one);
  });

  it('a topic no article has yet is an empty page, not a missing one', async () => {
    const fresh: Topic = { _id: 'top_fresh', slug: 'oceans', data: { en: { name: 'Oceans' }, 'zh-cn': { name: '海洋' }, 'zh-tw': { name: '海洋' } } };
    db.topic.create({ id: fresh._id, order: 99, doc: JSON.stringify(fresh) });
    const { topicPage } = createTestStore();
    await topicPage.open({ slug: 'oceans', page: 1 });
    expect(topicPage.current?.status).toBe('ready');
    expect(topicPage.current?.data?.total).toBe(0);
    expect(topicPage.current?.data?.articles).toEqual([]);
  });

  it('an unknown topic, or a page past the end, is "not found"', async () => {
    const { topicPage } = createTestStore();
    await topicPage.open({ slug: 'no-such-topic', page: 1 });
    expect(topicPage.current?.notFound).toBe(true);
    await topicPage.open({ slug: 'climate', page: 99 });
    expect(topicPage.current?.notFound).toBe(true);
  });

  it('the backend names an unknown topic the same way', async () => {
    const { api } = createTestStore();
    await expect(listArticlesCall(api, { topic: 'no-such-topic' })).rejects.toMatchObject({
      status: 404,
      body: { message: CONTENT_ERRORS.topicNotFound },
    });
  });

  it('a failed topics list or article list is an error with a retry, never "not found"', async () => {
    server.use(faultHandler(getTopics, 'serverError'));
    const store = createTestStore();
    await store.topicPage.open({ slug: 'climate', page: 1 });
    expect(store.topicPage.current?.status).toBe('error');
    expect(store.topicPage.current?.notFound).toBe(false);
    server.resetHandlers();
    server.use(faultHandler(listArticles, 'malformed'));
    await store.topicPage.retry();
    expect(store.topicPage.current?.status).toBe('error');
    expect(store.topicPage.current?.notFound).toBe(false);
    server.resetHandlers();
    await store.topicPage.retry();
    expect(store.topicPage.current?.status).toBe('ready');
    expect(store.topicPage.current?.data?.subject._id).toBe(climate._id);
  });
});
