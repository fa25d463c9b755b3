import { Route } from 'wouter';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { mockPorts } from '../../../mocks/ports';
import { seed } from '../../../mocks/seed/data';
import { SEED_ADMIN } from '../../../mocks/seedDb';
import { MissingPageHead } from '../../../src/app/MissingPageHead';
import { PopupHost } from '../../../src/app/PopupHost';
import { PreviewPage } from '../../../src/features/article/PreviewPage';
import { hashSecret } from '../../../src/rules/secrets';
import { expectFitsWidth } from '../../checks';
import { STORY_NOW } from '../../decorators';
import { mockClockAtStoryNow } from '../../readingFrame';

const article = seed.articles[0]!;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The links the stories open: one that works, one past its time, one revoked (their tokens, not their hashes). */
const PREVIEW_TOKENS = {
  works: 'storyPreviewLinkThatWorks_0123456789',
  expired: 'storyPreviewLinkThatExpired_0123456789',
  revoked: 'storyPreviewLinkThatWasRevoked_0123456789',
} as const;

/** The three links, made by the seed's editor on the story's day (a week's link made eight days ago has expired). */
async function seedLinks(): Promise<void> {
  const link = (id: string, token: string, createdAt: number, revokedAt: number | null) =>
    mockPorts.store.insert('articlePreview', {
      id,
      tokenHash: hashSecret(token),
      articleId: article._id,
      createdBy: 'adm_001',
      createdByName: SEED_ADMIN.name,
      createdAt,
      expiresAt: createdAt + 7 * DAY_MS,
      revokedAt,
    });
  await link('prv_story_works', PREVIEW_TOKENS.works, STORY_NOW - DAY_MS, null);
  await link('prv_story_expired', PREVIEW_TOKENS.expired, STORY_NOW - 8 * DAY_MS, null);
  await link('prv_story_revoked', PREVIEW_TOKENS.revoked, STORY_NOW - DAY_MS, STORY_NOW - 60_000);
}

/**
 * A story read by its private preview link (/{locale}/preview/{token}, issue 25 item 10, docs/decisions/105): the
 * article page with the "Preview — not published" band and nothing to like, comment or share; an expired or
 * revoked link says so. The desk's preview frames show these pages.
 */
const meta = preview.meta({
  title: 'Reading/Preview link',
  render: () => (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Route path="/preview/:token" component={PreviewPage} />
      <MissingPageHead />
      <PopupHost />
    </main>
  ),
  beforeEach: async () => {
    const restore = mockClockAtStoryNow();
    await seedLinks();
    return restore;
  },
  parameters: { layout: 'fullscreen', route: `/preview/${PREVIEW_TOKENS.works}` },
});

/** The page of a working link: the story, the band, no likes, comments or share links, nothing to index. */
async function expectPreview(canvas: { findByRole: (role: 'heading', options: { level: number; name: string }) => Promise<HTMLElement>; getByText: (text: string) => HTMLElement; queryByRole: (role: 'button' | 'textbox', options: { name: string }) => HTMLElement | null }, texts: Record<string, string>, title: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByText(texts['preview.band.title']!)).toBeVisible();
  await expect(canvas.queryByRole('button', { name: texts['like.button']! })).toBeNull();
  await expect(canvas.queryByRole('textbox', { name: texts['comments.form.label']! })).toBeNull();
  await expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  await expect(document.querySelector('link[rel="canonical"]')).toBeNull();
}

export const LinkOpens = meta.story({
  play: async ({ canvas }) => {
    await expectPreview(canvas, en, article.data.en.title);
    await expect(canvas.getByText(/This private link works until/)).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const LinkOpensZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await expectPreview(canvas, zhTw, article.data['zh-tw'].title);
  },
});

export const LinkOpensZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await expectPreview(canvas, zhCn, article.data['zh-cn'].title);
  },
});

export const LinkOpensMobile = meta.story({
  play: async ({ canvas }) => {
    await expectPreview(canvas, en, article.data.en.title);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const LinkOpensZhTwMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await expectPreview(canvas, zhTw, article.data['zh-tw'].title);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Expired = meta.story({
  parameters: { route: `/preview/${PREVIEW_TOKENS.expired}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['preview.expired.title'] })).toBeVisible();
    await expect(canvas.getByText(en['preview.refused.text'])).toBeVisible();
    await expect(canvas.queryByText(article.data.en.title)).toBeNull();
  },
});

export const ExpiredZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: `/preview/${PREVIEW_TOKENS.expired}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['preview.expired.title'] })).toBeVisible();
    await expect(canvas.getByText(zhTw['preview.refused.text'])).toBeVisible();
  },
});

export const ExpiredZhCnMobile = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: `/preview/${PREVIEW_TOKENS.expired}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['preview.expired.title'] })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Revoked = meta.story({
  parameters: { route: `/preview/${PREVIEW_TOKENS.revoked}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['preview.invalid.title'] })).toBeVisible();
    await expect(canvas.queryByText(article.data.en.title)).toBeNull();
  },
});

export const WrongLink = meta.story({
  parameters: { route: '/preview/nOtArEaLpReViEwToKeN_0123456789' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['preview.invalid.title'] })).toBeVisible();
    await expect(document.title).toContain(en['notFound.documentTitle']);
  },
});
