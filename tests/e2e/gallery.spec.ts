/**
 * Pictures (issue 15 item 7): a gallery card on the front page opens the gallery that was clicked, in a lightbox
 * that fills the screen and turns pictures with the arrow keys; closing it leaves the reader on that gallery. A
 * gallery's link opened on its own does the same; each picture says what it shows and who took it.
 */
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { open, texts } from './support';

const newestGalleries = [...seed.galleries].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test('a gallery card on the front page (zh-tw) opens that gallery in the full-screen lightbox', async ({ page }) => {
  const t = texts('zh-tw');
  // Not the newest one: the card must open the gallery it names, not the section's first.
  const gallery = newestGalleries[1]!;
  await open(page, '/zh-tw/');
  await page.getByRole('region', { name: t('home.multimedia') }).getByRole('link', { name: gallery.data['zh-tw'].title }).click();

  const lightbox = page.getByRole('dialog', { name: gallery.data['zh-tw'].title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(t('multimedia.position', { index: 1, count: gallery.pictures.length }))).toBeVisible();
  const box = (await lightbox.boundingBox())!;
  expect(Math.round(box.width)).toBe(page.viewportSize()!.width);
  expect(Math.round(box.height)).toBe(page.viewportSize()!.height);

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: gallery.pictures[1]!.data['zh-tw'].caption })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Back on the gallery that was opened, its first thumbnail focused.
  const panel = page.getByRole('article').filter({ has: page.getByRole('heading', { name: gallery.data['zh-tw'].title }) });
  await expect(panel.getByRole('button').first()).toBeFocused();
  await expect(panel).toBeInViewport();
});

test('a gallery’s link opened on its own (zh-cn) opens that gallery, each picture with its caption and credit', async ({ page }) => {
  const t = texts('zh-cn');
  // As a reader who was sent the link: a fresh load of the page, not a click on the site.
  const gallery = newestGalleries[2]!;
  await open(page, `/zh-cn/multimedia/pictures#gallery-${gallery._id}`);
  const lightbox = page.getByRole('dialog', { name: gallery.data['zh-cn'].title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(t('multimedia.position', { index: 1, count: gallery.pictures.length }))).toBeVisible();
  const [one, two] = [gallery.pictures[0]!.data['zh-cn'], gallery.pictures[1]!.data['zh-cn']];
  await expect(lightbox.getByRole('img', { name: one.caption })).toBeVisible();
  await expect(lightbox.locator('figcaption').getByText(one.credit!)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('figcaption').getByText(two.caption)).toBeVisible();
  await expect(lightbox.locator('figcaption').getByText(two.credit!)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  const panel = page.getByRole('article').filter({ has: page.getByRole('heading', { name: gallery.data['zh-cn'].title }) });
  await expect(panel.getByRole('button').first()).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the lightbox says to swipe, and a swipe turns the picture (en)', async ({ page }) => {
    const t = texts('en');
    const gallery = newestGalleries[0]!;
    await open(page, '/en/multimedia/pictures');
    const count = gallery.pictures.length;
    await page.getByRole('button', { name: t('multimedia.openPicture', { index: 1, count, caption: gallery.pictures[0]!.data.en.caption }) }).click();
    const lightbox = page.getByRole('dialog', { name: gallery.data.en.title });
    await expect(lightbox.getByText(t('multimedia.swipe'))).toBeVisible();
    await expect(lightbox.getByText(t('multimedia.keys'))).toBeHidden();
    const figure = (await lightbox.locator('figure').boundingBox())!;
    const y = figure.y + figure.height / 2;
    await lightbox.locator('figure').dispatchEvent('pointerdown', { pointerType: 'touch', clientX: figure.x + figure.width - 20, clientY: y, isPrimary: true });
    await lightbox.locator('figure').dispatchEvent('pointerup', { pointerType: 'touch', clientX: figure.x + 20, clientY: y, isPrimary: true });
    await expect(lightbox.getByText(t('multimedia.position', { index: 2, count }))).toBeVisible();
  });
});
