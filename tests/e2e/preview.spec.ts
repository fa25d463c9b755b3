/**
 * The desk's preview, end to end (issue 25 item 10, docs/decisions/105): an editor saves a change to a published
 * story (staged: readers still read the live page), opens the preview, makes a private link and sees the real page
 * in its frame; a signed-out reader in another browser opens the link and reads the staged story as the real page,
 * private and not for search engines; the editor revokes it and the reader is refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { fixtures } from '../../mocks/seed/fixtures';
import { texts } from './support';

const t = texts('en');
const tw = texts('zh-tw');
const story = seed.articles[0]!;

async function signIn(page: Page): Promise<void> {
  await page.goto('/en/admin');
  await page.getByLabel(t('admin.signIn.email')).fill(fixtures.editor.email);
  await page.getByLabel(t('admin.signIn.password')).fill(fixtures.editor.password);
  await page.getByRole('button', { name: t('admin.signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.title') })).toBeVisible();
}

test('share a preview link and open it signed out; revoke it and see it refused', async ({ page, browser, baseURL }) => {
  test.slow();
  const staged = `${story.data.en.title} (staged)`;
  await signIn(page);
  await page.goto(`/en/admin/articles/${story._id}`);
  const title = page.getByRole('tabpanel').getByLabel(t('admin.articles.field.title'), { exact: false }).first();
  await title.fill(staged);
  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();

  // The preview: a link made (a week, by default), the real page in its frame at a phone's width.
  await page.getByRole('button', { name: t('admin.articles.action.preview') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.articles.preview.title') });
  await dialog.getByRole('button', { name: t('admin.articles.preview.make') }).click();
  const link = await dialog.getByRole('textbox').inputValue();
  expect(link).toMatch(/\/en\/preview\/[A-Za-z0-9_-]{20,}$/);
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: staged })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('width', '375');
  await dialog.getByRole('button', { name: t('admin.articles.preview.desktop', { pixels: 1280 }) }).click();
  await expect(dialog.locator('iframe')).toHaveAttribute('width', '1280');
  await expect(dialog.frameLocator('iframe').getByText(t('preview.band.title'))).toBeVisible();

  // Signed out, in another browser: the staged story as the real page, private and not indexed.
  const stranger = await browser.newContext({ baseURL });
  const reader = await stranger.newPage();
  const answer = await reader.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(reader.getByRole('heading', { level: 1, name: staged })).toBeVisible();
  await expect(reader.getByText(t('preview.band.title'))).toBeVisible();
  await expect(reader.getByRole('button', { name: t('like.button') })).toHaveCount(0);
  // The same link in Traditional Chinese, from the language switcher's address.
  const inZhTw = await reader.goto(link.replace('/en/preview/', '/zh-tw/preview/'));
  expect(inZhTw?.status()).toBe(200);
  await expect(reader.getByText(tw('preview.band.title'))).toBeVisible();
  // Readers of the site still read the live story.
  await reader.goto(`/en/${story.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: story.data.en.title })).toBeVisible();

  // Revoked on the desk: the reader's next visit is refused, with a clear page and a 410.
  await dialog.getByRole('button', { name: /^Revoke the link made on / }).click();
  await expect(dialog.getByText(t('admin.articles.preview.state.revoked'))).toBeVisible();
  const refused = await reader.goto(link);
  expect(refused?.status()).toBe(410);
  expect(refused?.headers()['cache-control']).toBe('private, no-store');
  await expect(reader.getByRole('heading', { level: 1, name: t('preview.invalid.title') })).toBeVisible();
  await expect(reader.getByText(staged)).toHaveCount(0);
  await stranger.close();
});
