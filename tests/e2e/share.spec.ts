/**
 * Share links on a story (issue 15 item 9): each edition's networks, a copy-link button that copies the story's
 * own address, and nothing that loads a network's script into the page.
 */
import { expect, test } from './fixtures';
import { travel } from '../../mocks/seed/articles/travel';
import { seed } from '../../mocks/seed/data';
import { qrDrawing } from '../../src/lib/qrCode';
import { open, texts } from './support';

const ARTICLE = travel.briefs[0]!;

test('sharing an article (zh-tw): LINE, Facebook, X and email carry its address; Copy link copies it', async ({ page, context, baseURL }) => {
  const t = texts('zh-tw');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `/zh-tw/${ARTICLE.slug}`);
  const address = `${baseURL}/zh-tw/${ARTICLE.slug}`;
  const share = page.getByRole('region', { name: t('share.title') });

  const line = share.getByRole('link', { name: new RegExp(`^${t('share.on', { network: 'LINE' })}`) });
  await expect(line).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(address)}`);
  await expect(line).toHaveAttribute('target', '_blank');
  await expect(line).toHaveAttribute('rel', /noopener/);
  for (const network of ['Facebook', 'X']) {
    const link = share.getByRole('link', { name: new RegExp(`^${t('share.on', { network })}`) });
    expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain(address);
  }
  const email = share.getByRole('link', { name: t('share.by', { network: t('share.network.email') }) });
  expect(decodeURIComponent((await email.getAttribute('href'))!)).toBe(`mailto:?subject=${ARTICLE['zh-tw'].title}&body=${address}`);
  // The Chinese editions list what their readers use: no Weibo on the Traditional one, no LinkedIn.
  await expect(share.getByRole('link', { name: /Weibo|微博|LinkedIn/ })).toHaveCount(0);

  await share.getByRole('button', { name: t('share.copy') }).click();
  await expect(share.getByRole('status')).toHaveText(t('share.copied'));
  // Seen, not only announced: a line of text under the links.
  expect((await share.getByRole('status').boundingBox())!.width).toBeGreaterThan(100);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('sharing a reader’s post (en): its own address, the English edition’s networks', async ({ page, context, baseURL }) => {
  const t = texts('en');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const post = seed.posts[0]!;
  await open(page, `/en/posts/${post.slug}`);
  const address = `${baseURL}/en/posts/${post.slug}`;
  const share = page.getByRole('region', { name: t('share.title') });
  for (const network of ['X', 'Facebook', 'LinkedIn', 'WhatsApp']) {
    const link = share.getByRole('link', { name: new RegExp(`^${t('share.on', { network })}`) });
    expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain(address);
  }
  await share.getByRole('button', { name: t('share.copy') }).click();
  await expect(share.getByRole('status')).toHaveText(t('share.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('sharing in the Simplified edition offers Weibo (zh-cn)', async ({ page, baseURL }) => {
  const t = texts('zh-cn');
  await open(page, `/zh-cn/${ARTICLE.slug}`);
  const share = page.getByRole('region', { name: t('share.title') });
  const weibo = share.getByRole('link', { name: new RegExp(`^${t('share.on', { network: t('share.network.weibo') })}`) });
  const href = new URL((await weibo.getAttribute('href'))!);
  expect(href.hostname).toBe('service.weibo.com');
  expect(href.searchParams.get('url')).toBe(`${baseURL}/zh-cn/${ARTICLE.slug}`);
  expect(href.searchParams.get('title')).toBe(ARTICLE['zh-cn'].title);
});

for (const locale of ['zh-cn', 'zh-tw'] as const) {
  test(`sharing to WeChat (${locale}): a QR code of the page's canonical address, in a dialog that Esc closes`, async ({ page }) => {
    const t = texts(locale);
    await open(page, `/${locale}/${ARTICLE.slug}`);
    const canonical = (await page.locator('link[rel=canonical]').getAttribute('href'))!;
    const share = page.getByRole('region', { name: t('share.title') });
    const wechat = share.getByRole('button', { name: t('share.on', { network: t('share.network.wechat') }) });
    await wechat.click();

    const dialog = page.getByRole('dialog', { name: t('share.wechat.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t('share.wechat.scan'));
    const code = dialog.getByRole('img', { name: t('share.wechat.code') });
    await expect(code).toHaveAttribute('data-url', canonical);
    // The drawing is the library's own matrix for that address, module for module.
    await expect(code.locator('path')).toHaveAttribute('d', qrDrawing(canonical).path);
    await expect(dialog.getByText(canonical)).toBeVisible();

    // Focus is inside and stays there (Close is its one control), then goes back to the chip.
    const close = dialog.getByRole('button', { name: t('popup.close') });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(wechat).toBeFocused();
  });
}

test('the English edition offers no WeChat', async ({ page }) => {
  const t = texts('en');
  await open(page, `/en/${ARTICLE.slug}`);
  const share = page.getByRole('region', { name: t('share.title') });
  await expect(share.getByRole('button', { name: t('share.copy') })).toBeVisible();
  await expect(share.getByRole('button', { name: /WeChat/ })).toHaveCount(0);
});
