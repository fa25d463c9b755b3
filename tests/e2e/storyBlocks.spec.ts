/**
 * A picture in a story's body, end to end (issue 25 item 2, docs/decisions/097): an editor puts an uploaded picture
 * into a published story with its alt text, caption, credit and size, updates the live page, and the reader's page
 * draws it from the server with AVIF and WebP renditions in its srcset, its size set so nothing shifts.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { texts, signInToDesk } from './support';

const t = texts('en');
const story = seed.articles[0]!;

test('put a picture in a story and see its srcset on the reader’s page', async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await page.goto(`/en/admin/articles/${story._id}`);
  await page.getByRole('toolbar', { name: t('admin.editor.toolbar') }).getByRole('button', { name: t('admin.editor.picture'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.editor.picture.addTitle') });
  await dialog.locator('input[type="file"]').setInputFiles(join(process.cwd(), 'mocks/public/media/articles/a05.jpg'));
  await expect(dialog.getByText(t('admin.editor.picture.replace'))).toBeVisible();
  // Alt text is required: Insert without it says so, in the dialog.
  await dialog.getByRole('button', { name: t('admin.editor.dialog.insert') }).click();
  await expect(dialog.getByText(t('admin.editor.picture.altMissing'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('admin.editor.picture.alt') }).fill('Lanterns over a night market');
  await dialog.getByRole('textbox', { name: t('admin.editor.picture.caption') }).fill('The market at the river’s bend');
  await dialog.getByRole('textbox', { name: t('admin.editor.picture.credit') }).fill('Photo: Wen Li');
  await dialog.getByRole('radio', { name: t('admin.editor.picture.size.wide') }).check();
  await dialog.getByRole('button', { name: t('admin.editor.dialog.insert') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ProseMirror figure[data-block="picture"][data-size="wide"] img[alt="Lanterns over a night market"]')).toBeVisible();

  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();

  // The page as the server sends it: the <picture> is there before any script runs.
  const html = await (await page.request.get(`/en/${story.slug}`)).text();
  expect(html).toMatch(/<figure data-block="picture" data-size="wide"><picture><source type="image\/avif" srcset="[^"]*-320\.avif 320w/);

  await page.goto(`/en/${story.slug}`);
  const figure = page.locator('article figure[data-block="picture"]');
  await figure.scrollIntoViewIfNeeded();
  const avif = figure.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /^\/api\/media\/pictures\/[0-9a-f]{64}-320\.avif 320w, .*-1600\.avif 1600w$/);
  await expect(avif).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 680px');
  await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-640\.webp 640w/);
  const img = figure.getByRole('img', { name: 'Lanterns over a night market' });
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '900');
  await expect(figure.locator('figcaption')).toContainText('The market at the river’s bend');
  await expect(figure.locator('figcaption')).toContainText('Photo: Wen Li');
  // The browser took a rendition, and it loads.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && element.currentSrc)).toMatch(/\.avif$/);
});
