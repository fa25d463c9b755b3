import { describe, expect, it, vi } from 'vitest';
import { getMainSections } from '../../contracts/content';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { ContractViolation } from '../../src/api/client';
import { createTestStore } from '../render';

describe('home (SPEC §2 main page sections)', () => {
  it('loads the five sections and the main page sponsors', async () => {
    const { home } = createTestStore();
    await home.load();
    const data = home.sections.data;
    expect(home.sections.status).toBe('ready');
    expect(data?.latest.length).toBeGreaterThan(0);
    // Newest first: the latest scroll is in publishing order.
    const dates = data?.latest.map((item) => item.publishedAt) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data?.hotspot.length).toBeGreaterThan(0);
    expect(data?.essential.length).toBeGreaterThan(0);
    expect(data?.multimedia.videos.length).toBeGreaterThan(0);
    expect(data?.multimedia.pictures.length).toBeGreaterThan(0);
    expect(data?.exclusive.length).toBeGreaterThan(0);
    expect(home.isEmpty).toBe(false);
    // The sponsors load beside the list: wait for them.
    await vi.waitFor(() => expect(home.commercial?.status).toBe('ready'));
    expect(home.blocks.length).toBeGreaterThan(0);
    expect(home.blocks.every((block) => block.pageType === 'mainPage')).toBe(true);
  });

  it('is empty (the no-content state) when there is nothing to show', async () => {
    db.article.deleteMany({ where: { id: { notEquals: '' } } });
    db.post.deleteMany({ where: { id: { notEquals: '' } } });
    db.media.deleteMany({ where: { id: { notEquals: '' } } });
    const { home } = createTestStore();
    await home.load();
    expect(home.sections.status).toBe('ready');
    expect(home.isEmpty).toBe(true);
  });

  it('a 500 is an error state, and a retry recovers', async () => {
    server.use(faultHandler(getMainSections, 'serverError'));
    const { home } = createTestStore();
    await home.load();
    expect(home.sections.status).toBe('error');
    expect(home.sections.offline).toBe(false);
    expect(home.sections.notFound).toBe(false);
    server.resetHandlers();
    await home.retry();
    expect(home.sections.status).toBe('ready');
    expect(home.sections.data?.latest.length).toBeGreaterThan(0);
  });

  it('an unreachable server is the offline error state', async () => {
    server.use(faultHandler(getMainSections, 'networkError'));
    const { home } = createTestStore();
    await home.load();
    expect(home.sections.status).toBe('error');
    expect(home.sections.offline).toBe(true);
  });

  it('a malformed or contract-breaking answer is an error, never half a page', async () => {
    server.use(faultHandler(getMainSections, 'malformed'));
    const { home } = createTestStore();
    await home.load();
    expect(home.sections.status).toBe('error');
    expect(home.sections.data).toBeUndefined();
    const { http, HttpResponse } = await import('msw');
    server.resetHandlers();
    server.use(http.get('*/api/client/page/main/sections', () => HttpResponse.json({ latest: [{ _id: 'x' }] })));
    await home.retry();
    expect(home.sections.error).toBeInstanceOf(ContractViolation);
    expect(home.sections.data).toBeUndefined();
  });

  it('"subscribe exclusive" opens the subscription popup', () => {
    const store = createTestStore();
    store.home.subscribe();
    expect(store.popups.current?.id).toBe('subscription');
  });
});
