import { describe, expect, it } from 'vitest';
import { getArticle } from '../../contracts/content';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { ContractViolation } from '../../src/api/client';
import { createTestStore } from '../render';
import { storedRow } from '../storeReads';

describe('content (SPEC §3 client state)', () => {
  it('loads categories with subcategories, authors, and the general and main pages', async () => {
    const { content } = createTestStore();
    await Promise.all([content.categories.load(), content.authors.load(), content.generalPage.load(), content.mainPage.load()]);
    expect(content.categories.data?.length).toBeGreaterThanOrEqual(6);
    expect(content.categories.data?.every((c) => c.data['zh-tw'].name.length > 0)).toBe(true);
    expect(content.authors.status).toBe('ready');
    expect(content.generalPage.data?.data.en.headerBanner.length).toBeGreaterThan(0);
    expect(content.mainPage.data?.data['zh-cn'].audioTitle).toBeTruthy();
  });

  it('opening an article or a post makes it the current one and records it as viewed', async () => {
    const { content } = createTestStore();
    const article = await storedRow('article', { id: 'art_001' });
    const post = await storedRow('post', { id: 'post_001' });
    await content.openArticle(article.slug);
    await content.openPost(post.slug);
    expect(content.currentArticle?.data?.article.slug).toBe(article.slug);
    expect(content.currentPost?.data?.post.slug).toBe(post.slug);
    expect([...content.viewedArticles]).toEqual(['art_001']);
    expect([...content.viewedPosts]).toEqual(['post_001']);
  });

  it('an unknown article is "not found", not a crash', async () => {
    const { content } = createTestStore();
    await content.openArticle('no-such-article');
    expect(content.currentArticle?.status).toBe('error');
    expect(content.currentArticle?.notFound).toBe(true);
    expect(content.viewedArticles.size).toBe(0);
  });

  it('a malformed answer is an error state naming the contract, and a retry recovers', async () => {
    server.use(faultHandler(getArticle, 'malformed'));
    const { content } = createTestStore();
    const slug = 'any-slug';
    await content.openArticle(slug);
    expect(content.currentArticle?.status).toBe('error');
    server.resetHandlers();
    server.use(faultHandler(getArticle, 'serverError'));
    await content.currentArticle?.retry();
    expect(content.currentArticle?.status).toBe('error');
  });

  it('a response that breaks its contract rejects with the field named', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/client/categories', () => HttpResponse.json({ categories: [{ _id: 'x' }] })));
    const { content } = createTestStore();
    await content.categories.load();
    expect(content.categories.error).toBeInstanceOf(ContractViolation);
    expect(String(content.categories.error)).toMatch(/categories\.0\./);
  });
});
