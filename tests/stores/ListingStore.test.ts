import { describe, expect, it, vi } from 'vitest';
import { textIn } from '../../contracts/editions';
import { getCategories, listArticles } from '../../contracts/content';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { LIST_PAGE_SIZE, pageFromSearch, withPage } from '../../src/lib/paging';
import { createTestStore } from '../render';
import { stored } from '../storeReads';

describe('category and subcategory lists (SPEC §2 /categories/{slug}[/{subcategory}])', () => {
  it('lists a category newest first, twelve to a page, with its sponsors', async () => {
    const { listing } = createTestStore();
    await listing.open({ slug: 'world', page: 1 });
    const view = listing.current?.data;
    expect(listing.current?.status).toBe('ready');
    expect(view?.category._id).toBe('cat_world');
    expect(view?.subcategory).toBeNull();
    const expected = await stored.count('article', { categoryId: 'cat_world' });
    expect(view?.total).toBe(expected);
    expect(view?.articles.length).toBe(Math.min(expected, LIST_PAGE_SIZE));
    expect(view?.articles.every((article) => textIn(article.data, 'en').category === 'cat_world')).toBe(true);
    const dates = view?.articles.map((article) => article.publishedAt) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
    // The sponsors load beside the list: wait for them.
    await vi.waitFor(() => expect(listing.commercial?.status).toBe('ready'));
    expect(listing.commercial?.data?.every((block) => block.pageType === 'categoryPage')).toBe(true);
    expect(listing.commercial?.data?.length).toBeGreaterThan(0);
  });

  it('a subcategory lists only its articles, with the subcategory page sponsors of its category', async () => {
    const { listing } = createTestStore();
    await listing.open({ slug: 'technology', subcategory: 'ai', page: 1 });
    const view = listing.current?.data;
    expect(view?.subcategory?._id).toBe('sub_technology_ai');
    expect(view?.articles.length).toBeGreaterThan(0);
    expect(view?.articles.every((article) => textIn(article.data, 'en').subcategory === 'sub_technology_ai')).toBe(true);
    // The sponsors load beside the list: wait for them.
    await vi.waitFor(() => expect(listing.commercial?.status).toBe('ready'));
    const blocks = listing.commercial?.data ?? [];
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((block) => block.pageType === 'subCategoryPage')).toBe(true);
    expect(blocks.every((block) => block.categoryId === null || block.categoryId === 'cat_technology')).toBe(true);
  });

  it('pages follow one another without overlap, and the last page is the rest', async () => {
    // Enough articles in one category for two pages, whatever the seed holds.
    const { listing } = createTestStore();
    await listing.open({ slug: 'world', page: 1 });
    const first = listing.current?.data;
    if (!first || first.pageCount < 2) {
      db.article.updateMany({ where: { id: { notEquals: '' } }, data: { categoryId: 'cat_world', subcategoryId: '' } });
    }
    const store = createTestStore();
    await store.listing.open({ slug: 'world', page: 1 });
    const one = store.listing.current?.data;
    await store.listing.open({ slug: 'world', page: 2 });
    const two = store.listing.current?.data;
    expect(one?.pageCount).toBeGreaterThanOrEqual(2);
    expect(two?.page).toBe(2);
    const ids = new Set(one?.articles.map((article) => article._id));
    expect(two?.articles.some((article) => ids.has(article._id))).toBe(false);
    // Coming back to a page seen before needs no new request.
    await store.listing.open({ slug: 'world', page: 1 });
    expect(store.listing.current?.data).toBe(one);
  });

  it('an unknown category or subcategory, or a page past the end, is "not found"', async () => {
    const { listing } = createTestStore();
    await listing.open({ slug: 'no-such-section', page: 1 });
    expect(listing.current?.status).toBe('error');
    expect(listing.current?.notFound).toBe(true);
    await listing.open({ slug: 'world', subcategory: 'nowhere', page: 1 });
    expect(listing.current?.notFound).toBe(true);
    // A multimedia section is not an article list.
    await listing.open({ slug: 'video', page: 1 });
    expect(listing.current?.notFound).toBe(true);
    await listing.open({ slug: 'world', page: 999 });
    expect(listing.current?.notFound).toBe(true);
  });

  it('a section with no articles yet is an empty list, not an error', async () => {
    db.article.deleteMany({ where: { categoryId: { equals: 'cat_culture' } } });
    const { listing } = createTestStore();
    await listing.open({ slug: 'culture', page: 1 });
    expect(listing.current?.status).toBe('ready');
    expect(listing.current?.data?.total).toBe(0);
    expect(listing.current?.data?.articles).toEqual([]);
  });

  it('a 500 is an error state (not "not found"), and a retry recovers', async () => {
    server.use(faultHandler(listArticles, 'serverError'));
    const { listing } = createTestStore();
    await listing.open({ slug: 'travel', page: 1 });
    expect(listing.current?.status).toBe('error');
    expect(listing.current?.notFound).toBe(false);
    server.resetHandlers();
    await listing.retry();
    expect(listing.current?.status).toBe('ready');
    expect(listing.current?.data?.category._id).toBe('cat_travel');
  });

  it('malformed categories or articles are an error state, never a crash', async () => {
    server.use(faultHandler(getCategories, 'malformed'));
    const { listing } = createTestStore();
    await listing.open({ slug: 'travel', page: 1 });
    expect(listing.current?.status).toBe('error');
    server.resetHandlers();
    server.use(faultHandler(listArticles, 'malformed'));
    await listing.retry();
    expect(listing.current?.status).toBe('error');
    expect(listing.current?.data).toBeUndefined();
  });

  it('a section opened while the categories are still on their way waits for them: no false "not found"', async () => {
    // A direct load: the shell asks for the categories first, and they answer late.
    server.use(faultHandler(getCategories, 'slow', { slowMs: 300 }));
    const store = createTestStore();
    void store.content.loadShell();
    expect(store.content.categories.status).toBe('loading');
    await store.listing.open({ slug: 'world', subcategory: 'europe', page: 1 });
    expect(store.listing.current?.status).toBe('ready');
    expect(store.listing.current?.notFound).toBe(false);
    expect(store.listing.current?.data?.category._id).toBe('cat_world');
    expect(store.listing.current?.data?.subcategory?._id).toBe('sub_world_europe');
  });

  it('categories that fail are an error with a retry, never "not found"', async () => {
    server.use(faultHandler(getCategories, 'serverError'));
    const store = createTestStore();
    void store.content.loadShell();
    await store.listing.open({ slug: 'world', page: 1 });
    expect(store.listing.current?.status).toBe('error');
    expect(store.listing.current?.notFound).toBe(false);
    server.resetHandlers();
    await store.listing.retry();
    expect(store.listing.current?.status).toBe('ready');
    expect(store.listing.current?.data?.category._id).toBe('cat_world');
  });

  it('reads the page from the URL and writes it back, page 1 without a parameter', () => {
    expect(pageFromSearch('page=3')).toBe(3);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('page=0')).toBe(1);
    expect(pageFromSearch('page=-2')).toBe(1);
    expect(pageFromSearch('page=abc')).toBe(1);
    expect(withPage('/en/categories/world', 1)).toBe('/en/categories/world');
    expect(withPage('/en/categories/world', 2)).toBe('/en/categories/world?page=2');
    expect(withPage('/en/search', 2, { query: 'tea house' })).toBe('/en/search?query=tea+house&page=2');
  });
});
