/**
 * Videos and galleries from the desk end to end (issue 25 item 7): an editor makes a gallery of two library pictures
 * in three languages, puts the second first with its move button, saves it, and readers find it on the multimedia
 * page, first, its pictures in the editor's order.
 */
import { expect, test } from './fixtures';
import { LOCALE_LIST } from '../../contracts/locales';
import { open, signInToDesk, texts } from './support';

const t = texts('en');
const TITLES = { en: 'Harbour lights at dusk', 'zh-cn': '黄昏的港口灯火', 'zh-tw': '黃昏的港口燈火' } as const;

test('an editor publishes a gallery from the desk and readers see it on the multimedia page', async ({ page }) => {
  await signInToDesk(page);
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.multimedia.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.multimedia.title') })).toBeVisible();
  await page.getByRole('link', { name: t('admin.multimedia.newGallery') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.multimedia.newGalleryTitle') })).toBeVisible();

  // Two pictures from the library, chosen together (each found by its name): the stories' pictures, described and
  // credited there.
  const pictures = page.getByRole('group', { name: t('admin.multimedia.field.pictures') });
  await pictures.getByRole('button', { name: t('admin.multimedia.choosePictures') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.media.chooser.title') });
  for (const name of ['a01.jpg', 'a02.jpg']) {
    await dialog.getByRole('textbox').fill(name);
    await dialog.getByRole('button', { name: t('admin.media.chooser.search') }).click();
    const card = dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByRole('button', { name: t('admin.media.chooser.addSeveral', { count: 2 }) }).click();
  await expect(dialog).toBeHidden();
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  // The second put first, from its move button.
  const second = await pictures.getByRole('listitem').nth(1).locator('img').getAttribute('src');
  await pictures.getByRole('listitem').nth(1).getByRole('button', { name: /up$/ }).click();
  await expect(pictures.getByRole('listitem').first().locator('img')).toHaveAttribute('src', second ?? '');

  for (const [locale, title] of Object.entries(TITLES)) {
    await page.getByRole('tab', { name: new RegExp(LOCALE_LIST[locale as keyof typeof TITLES].name) }).click();
    await page.getByRole('tabpanel').getByRole('textbox').first().fill(title);
  }
  await page.getByLabel(t('admin.multimedia.field.section'), { exact: true }).selectOption({ label: 'Wonderful Pictures › Landscapes' });
  await page.getByLabel(t('admin.multimedia.field.publishedAt')).fill('2026-11-20T08:00');
  await page.getByRole('button', { name: t('admin.multimedia.create', { kind: 'gallery' }) }).click();
  await expect(page.getByRole('status')).toHaveText(t('admin.multimedia.success.created', { title: TITLES.en }));
  await expect(page).toHaveURL(/\/en\/admin\/multimedia\/gal_/);

  // Readers: the gallery is the section's newest, in each edition.
  await open(page, '/en/multimedia/pictures');
  await expect(page.getByRole('heading', { name: TITLES.en }).first()).toBeVisible();
  await open(page, '/zh-tw/multimedia/pictures/landscapes');
  await expect(page.getByRole('heading', { name: TITLES['zh-tw'] }).first()).toBeVisible();
});
