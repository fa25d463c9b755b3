/**
 * Search and sharing fields end to end (issue 25, item 9): an editor writes a story's search title and description
 * and picks its social picture in English, a search title in 繁體中文, puts the story live, and finds them in the
 * head of each edition's page as a crawler or a share robot reads it.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { texts, signInToDesk } from './support';

const t = texts('en');
const story = seed.articles[0]!;

/** The page's head as the server sends it: what a crawler or a share robot reads. */
async function headOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    meta: (key: string) => attribute(new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`)),
    article: (JSON.parse(jsonLd) as { headline: string; description: string; image: string[] }[])[0],
  };
}

test('fill the search and sharing fields on the desk, put the story live, and find them in its page head', async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await page.goto(`/en/admin/articles/${story._id}`);
  const panel = page.getByRole('group', { name: t('admin.articles.seo.title') });
  await panel.getByRole('textbox', { name: t('admin.articles.field.searchTitle') }).fill('Monsoon cities: where the water goes');
  await panel.getByRole('textbox', { name: t('admin.articles.field.searchDescription') }).fill('How Asia’s cities make room for the rain, street by street.');
  await expect(panel.getByRole('figure', { name: t('admin.articles.seo.searchPreview') })).toContainText('Monsoon cities: where the water goes');
  await panel.locator('input[type="file"]').setInputFiles(join(process.cwd(), 'mocks/public/media/articles/a05.jpg'));
  await expect(panel.getByRole('button', { name: t('admin.articles.seo.socialRemove') })).toBeVisible();
  await panel.getByRole('textbox', { name: t('admin.articles.field.socialImageAlt') }).fill('Rain over a flooded crossing');

  await page.getByRole('tab', { name: '繁體中文' }).click();
  await page.getByRole('group', { name: t('admin.articles.seo.title') }).getByRole('textbox', { name: t('admin.articles.field.searchTitle') }).fill('季風城市：雨水去了哪裡');

  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();

  const en = await headOf(page, `/en/${story.slug}`);
  expect(en.title).toBe('Monsoon cities: where the water goes');
  expect(en.meta('description')).toBe('How Asia’s cities make room for the rain, street by street.');
  expect(en.meta('og:title')).toBe('Monsoon cities: where the water goes');
  expect(en.meta('og:description')).toBe('How Asia’s cities make room for the rain, street by street.');
  // The picture uploaded (the mock keeps originals; the real API gives its 1200x630 crop), with its size and text.
  expect(en.meta('og:image')).toMatch(/\/api\/media\/pictures\/[0-9a-f]{64}(-social)?\.jpg$/);
  expect(Number(en.meta('og:image:width'))).toBeGreaterThan(0);
  expect(Number(en.meta('og:image:height'))).toBeGreaterThan(0);
  expect(en.meta('og:image:alt')).toBe('Rain over a flooded crossing');
  expect(en.meta('twitter:card')).toBe('summary_large_image');
  expect(en.meta('twitter:image')).toBe(en.meta('og:image'));
  expect(en.article).toMatchObject({ headline: 'Monsoon cities: where the water goes', description: 'How Asia’s cities make room for the rain, street by street.' });
  expect(en.article?.image[0]).toBe(en.meta('og:image'));

  // 繁體中文 wrote a search title only: its standfirst and the cover stand in for the rest.
  const tw = await headOf(page, `/zh-tw/${story.slug}`);
  expect(tw.title).toBe('季風城市：雨水去了哪裡');
  expect(tw.meta('og:title')).toBe('季風城市：雨水去了哪裡');
  expect(tw.meta('description')).toBe(story.data['zh-tw'].description);
  expect(tw.meta('og:image')).toMatch(new RegExp(`${(story.image.social ?? story.image.path).replace(/[.]/g, '\\.')}$`));

  // Readers still read the story's own headline.
  await page.goto(`/en/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: story.data.en.title })).toBeVisible();
  await expect(page).toHaveTitle('Monsoon cities: where the water goes');
});
