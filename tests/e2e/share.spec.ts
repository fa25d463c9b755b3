/**
 * Share links on a story (issue 15 item 9): each edition's networks, a copy-link button that copies the story's
 * own address, and nothing that loads a network's script into the page.
 */
import { expect, test } from './fixtures';
import { travel } from '../../mocks/seed/articles/travel';
import { seed } from '../../mocks/seed/data';
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
