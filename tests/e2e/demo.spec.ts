/**
 * The static demo build (npm run build:demo) stays supported: a smoke run with its in-browser mock API. The app
 * renders in the browser, the mock's console tools are there, and a reader gets from home to an article.
 */
import { categories } from '../../mocks/seed/categories';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { open, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const SECTION = categories.find((category) => category.data.en.alias === 'travel')!;

test('demo build: the in-browser mock answers, home -> section -> article', async ({ page }) => {
  const t = texts('en');
  await open(page, '/en/');
  await page.waitForFunction(() => 'huanyuMocks' in window);
  await page.getByRole('navigation', { name: t('header.categories') }).getByRole('link', { name: SECTION.data.en.name, exact: true }).click();
  await expect(page).toHaveURL('/en/categories/travel');
  await page.getByRole('main').getByRole('link', { name: ARTICLE.en.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.en.title })).toBeVisible();
});
