/**
 * The front page has a hierarchy (issue 15 item 6): the newest story leads, large; the Latest row shows there is
 * more; the section bar stays reachable while the reader scrolls.
 */
import { expect, test } from './fixtures';
import { FRONT_LIMITS } from '../../contracts/adminFrontPage';
import { seed } from '../../mocks/seed/data';
import { open, PRODUCT, texts } from './support';

const byDate = [...seed.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const [newest, second] = byDate;
/** Where the Latest row starts: after the front's places (no editor has placed a story in the seed). */
const afterFront = byDate[FRONT_LIMITS.places];

test('front page (en, desktop): the newest story leads, four more headlines beside it, arrows page the Latest row, the section bar stays', async ({ page }) => {
  const t = texts('en');
  await open(page, '/en/');
  const lead = page.getByRole('region', { name: t('home.lead') });
  await expect(lead.getByRole('heading', { level: 2, name: newest!.data.en.title })).toBeInViewport();
  // 1280 x 900: the lead and at least four more headlines above the fold.
  await expect(lead.getByRole('heading', { level: 3, name: second!.data.en.title })).toBeInViewport();
  for (const heading of (await lead.getByRole('heading', { level: 3 }).all()).slice(0, 4)) await expect(heading).toBeInViewport({ ratio: 1 });

  const latest = page.getByRole('region', { name: t('home.latest') });
  await expect(latest.getByRole('link').first()).toHaveAccessibleName(afterFront!.data.en.title);
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
    const front = page.getByRole('region', { name: t('home.lead') });
    await expect(front.getByRole('heading', { level: 2 })).toBeInViewport();
    // The lead and the next headline in the first screen.
    await expect(front.getByRole('heading', { level: 3 }).first()).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, 2500);
    await expect(page.getByRole('banner').getByRole('button', { name: t('header.menu'), exact: true })).toBeInViewport();
  });

  // Issue 28 item 8: no weather band, and the banner's picture is the home page's alone.
  test('the first screen (375 px): the banner on the home page only, the weather in the menu, the headline high', async ({ page }) => {
    const t = texts('en');
    const banner = page.getByRole('banner');
    const picture = banner.locator('img');
    await open(page, '/en/');
    await expect(picture).toBeVisible();
    await open(page, `/en/${newest!.slug}`);
    await expect(picture).toBeHidden();
    await expect(banner.getByRole('link', { name: t('header.banner', { product: PRODUCT.en }) })).toBeVisible();
    const headline = page.getByRole('heading', { level: 1, name: newest!.data.en.title });
    await expect(headline).toBeInViewport();
    expect((await headline.boundingBox())!.y).toBeLessThan(240);
    // The weather is asked for (SPEC §9) and shown in the menu, not in a row of the bar.
    await expect(banner.getByText(t('header.weather.unavailable'))).toBeHidden();
    await banner.getByRole('button', { name: t('header.menu'), exact: true }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(/°[CF]|Weather not available/).first()).toBeVisible();
  });
});
