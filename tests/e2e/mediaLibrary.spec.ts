/**
 * The media library, end to end (issue 25 item 3, docs/decisions/098 and 106): an editor uploads a picture to the
 * library and describes it; puts it in a story's body from the library (its alt text comes with it); finds the story
 * under "Where it is used"; and the library refuses to delete a picture in use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { LOCALE_NAMES } from '../../src/i18n/locales';
import { signInToDesk, texts } from './support';

const t = texts('en');
const story = seed.articles[0]!;
const NAME = 'harbour-cranes-at-dusk.jpg';
const ALT = 'Harbour cranes against a dusk sky';

test('upload a picture to the library, give it alt text, use it in a story’s body, find it in “where used”, and see delete refused', async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.media.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.media.title') })).toBeVisible();

  const uploads = page.getByRole('region', { name: t('admin.media.upload.title') });
  await uploads.locator('input[type="file"]').setInputFiles({ name: NAME, mimeType: 'image/jpeg', buffer: readFileSync(join(process.cwd(), 'mocks/public/media/articles/a09.jpg')) });
  await expect(uploads.getByText(t('admin.media.upload.done', { name: NAME }))).toBeVisible();

  // Described in English, from its detail.
  const openItem = async () => {
    await page.goto(`/en/admin/media?query=${encodeURIComponent(NAME)}`);
    await page.getByRole('button', { name: new RegExp(NAME.replace(/\./g, '\\.')) }).click();
    const detail = page.getByRole('dialog', { name: NAME });
    await expect(detail.getByRole('heading', { name: t('admin.media.detail.uses') })).toBeVisible();
    return detail;
  };
  let detail = await openItem();
  await expect(detail.getByText(t('admin.media.detail.unused'))).toBeVisible();
  await detail.getByRole('textbox', { name: t('admin.media.detail.alt', { language: LOCALE_NAMES.en }) }).fill(ALT);
  await detail.getByRole('button', { name: t('admin.media.detail.save') }).click();
  await expect(detail.getByText(t('admin.media.success.saved'))).toBeVisible();

  // Into a story's body, from the library: its alt text comes with it.
  await page.goto(`/en/admin/articles/${story._id}`);
  await page.getByRole('toolbar', { name: t('admin.editor.toolbar') }).getByRole('button', { name: t('admin.editor.picture'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.editor.picture.addTitle') });
  await dialog.getByRole('button', { name: t('admin.editor.picture.library') }).click();
  const chooser = page.getByRole('dialog', { name: t('admin.media.chooser.title') });
  await chooser.getByRole('textbox', { name: t('admin.media.filter.query') }).fill(NAME);
  await chooser.getByRole('button', { name: t('admin.media.chooser.search') }).click();
  await chooser.getByRole('button', { name: new RegExp(NAME.replace(/\./g, '\\.')) }).click();
  await expect(chooser).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: t('admin.editor.picture.alt') })).toHaveValue(ALT);
  await dialog.getByRole('button', { name: t('admin.editor.dialog.insert') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`.ProseMirror figure[data-block="picture"] img[alt="${ALT}"]`)).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();

  // The library knows where it is used, and will not delete it.
  detail = await openItem();
  await expect(detail.getByRole('link', { name: t('admin.media.use.article', { title: story.data.en.title }) })).toBeVisible();
  await expect(detail.getByRole('button', { name: t('admin.media.detail.delete') })).toBeDisabled();
  await expect(detail.getByText(t('admin.media.detail.deleteInUse'))).toBeVisible();
});
