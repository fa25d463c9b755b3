/**
 * SPEC §2/§9 language switch: it lists Traditional or Simplified Chinese (never English, never the current
 * one) and keeps the page: the same article, in the other locale, with <html lang> zh-Hant / zh-Hans. The
 * footer lists all three editions (issue 15), the way back to English.
 */
import { expect, test } from './fixtures';
import { travel } from '../../mocks/seed/articles/travel';
import { HTML_LANG, open, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;

test('switching the language on an article keeps the article', async ({ page }) => {
  await open(page, `/en/${ARTICLE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.en.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);

  const english = page.getByRole('navigation', { name: texts('en')('header.language'), exact: true });
  await expect(english.getByRole('link')).toHaveCount(2);
  await expect(english.getByRole('link', { name: '简体中文' })).toBeVisible();
  await english.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(`/zh-tw/${ARTICLE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE['zh-tw'].title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG['zh-tw']);

  const traditional = page.getByRole('navigation', { name: texts('zh-tw')('header.language'), exact: true });
  await expect(traditional.getByRole('link')).toHaveText(['简体中文']);
  await traditional.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(`/zh-cn/${ARTICLE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE['zh-cn'].title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG['zh-cn']);
  await expect(page.getByRole('navigation', { name: texts('zh-cn')('header.language'), exact: true }).getByRole('link')).toHaveText([
    '繁體中文',
  ]);
});

test('from a Chinese page, the footer’s editions list leads back to the same article in English', async ({ page }) => {
  await open(page, `/zh-tw/${ARTICLE.slug}`);
  const editions = page.getByRole('contentinfo').getByRole('navigation', { name: texts('zh-tw')('editions.title'), exact: true });
  await expect(editions.getByRole('link')).toHaveText(['English', '简体中文', '繁體中文']);
  await expect(editions.getByRole('link', { name: '繁體中文' })).toHaveAttribute('aria-current', 'page');
  await editions.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/${ARTICLE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.en.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
});
