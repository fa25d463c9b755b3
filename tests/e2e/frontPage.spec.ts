/**
 * The front page has a hierarchy (issue 15 item 6): the newest story leads, large; the Latest row shows there is
 * more; the section bar stays reachable while the reader scrolls.
 */
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { open, texts } from './support';

const [newest, second] = [...seed.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test('front page (en, desktop): the newest story leads, arrows page the Latest row, the section bar stays', async ({ page }) => {
  const t = texts('en');
  await open(page, '/en/');
  const lead = page.getByRole('region', { name: t('home.lead') });
  await expect(lead.getByRole('heading', { level: 2, name: newest!.data.en.title })).toBeInViewport();

  const latest = page.getByRole('region', { name: t('home.latest') });
  await expect(latest.getByRole('link').first()).toHaveAccessibleName(second!.data.en.title);
  const previous = latest.getByRole('button', { name: t('home.latest.previous') });
  await expect(previous).toBeDisabled();
  await latest.getByRole('button', { name: t('home.latest.next') }).click();
  await expect(previous).toBeEnabled();

  const sections = page.getByRole('banner').getByRole('navigation', { name: t('header.categories') });
  await page.mouse.wheel(0, 2500);
  await expect(lead).not.toBeInViewport();
  await expect(sections).toBeInViewport();
  const bar = await sections.boundingBox();
  expect(bar!.y).toBeLessThan(60);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('front page (zh-tw, 375 px): the first headline is in the first screen; the menu stays reachable', async ({ page }) => {
    const t = texts('zh-tw');
    await open(page, '/zh-tw/');
    await expect(page.getByRole('region', { name: t('home.lead') }).getByRole('heading', { level: 2 })).toBeInViewport();
    await page.mouse.wheel(0, 2500);
    await expect(page.getByRole('banner').getByRole('button', { name: t('header.menu'), exact: true })).toBeInViewport();
  });
});
