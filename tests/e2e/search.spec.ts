/**
 * SPEC §2/§4 search: the header box opens on its icon, the typed query goes to /search?query=… (debounced),
 * and the results in the reader's language show the term marked. There the page's own box takes over: one box.
 */
import { expect, test } from './fixtures';
import type { Locale } from '../../contracts/common';
import { travel } from '../../mocks/seed/articles/travel';
import { open, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
// Typed in two goes, with a pause long enough for the first part to reach /search: the rest is typed on in the
// results page's own box, and nothing typed is lost.
const QUERIES: readonly (readonly [Locale, string, string])[] = [
  ['en', 'night-', 'market'],
  ['zh-tw', '夜', '市'],
];

for (const [locale, start, rest] of QUERIES) {
  const query = `${start}${rest}`;
  test(`search from the header (${locale}): results with "${query}" marked, and on to the article`, async ({ page }) => {
    const t = texts(locale);
    await open(page, `/${locale}/`);
    const box = page.getByRole('banner').getByRole('search');
    await box.getByRole('button', { name: t('header.search.label') }).click();
    const field = box.getByRole('searchbox', { name: t('header.search.label') });
    await field.pressSequentially(start);
    await expect(page).toHaveURL(`/${locale}/search?query=${encodeURIComponent(start)}`);
    // The results page has its own box: the header's hands over to it, what was typed in it, caret at the end,
    // so typing goes on in one box and none lies over the heading.
    const pageField = page.getByRole('main').getByRole('searchbox', { name: t('search.field') });
    await expect(pageField).toBeFocused();
    await expect(field).toBeHidden();
    await expect(pageField).toHaveValue(start);
    await page.keyboard.type(rest);
    await expect(pageField).toHaveValue(query);

    await expect(page).toHaveURL(`/${locale}/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query }) })).toBeVisible();
    const results = page.getByRole('list', { name: t('search.results') });
    const hit = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: ARTICLE[locale].title }) });
    await expect(hit).toBeVisible();
    const marks = hit.locator('mark');
    await expect(marks.first()).toBeVisible();
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe(query.toLowerCase());

    await hit.getByRole('link', { name: ARTICLE[locale].title }).click();
    await expect(page).toHaveURL(`/${locale}/${ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE[locale].title })).toBeVisible();
  });
}

// A reader types whichever script their keyboard gives: the results are the same, the page's own words marked.
for (const [locale, typed, written] of [
  ['zh-tw', '台北', '臺北'],
  ['zh-cn', '臺灣', '台湾'],
] as const) {
  test(`search across scripts (${locale}): "${typed}" finds what "${written}" finds, and marks it as written`, async ({ page }) => {
    const t = texts(locale);
    const titles = async (query: string) => {
      await open(page, `/${locale}/search?query=${encodeURIComponent(query)}`);
      const list = page.getByRole('list', { name: t('search.results') });
      await expect(list).toBeVisible();
      return list.getByRole('heading', { level: 2 }).allTextContents();
    };
    const expected = await titles(written);
    expect(expected.length).toBeGreaterThan(0);
    expect(await titles(typed)).toEqual(expected);
    await expect(page.locator('mark', { hasText: written }).first()).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('on the results page (zh-cn) the header’s search icon leads to the page’s own box, never a second one over it', async ({ page }) => {
    const t = texts('zh-cn');
    await open(page, `/zh-cn/search?query=${encodeURIComponent('茶')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query: '茶' }) })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: t('header.search.label') }).click();
    const field = page.getByRole('main').getByRole('searchbox', { name: t('search.field') });
    await expect(field).toBeFocused();
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // Typed over the selected word, the new search runs from the page's box.
    await page.keyboard.type('夜市');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/zh-cn/search?query=${encodeURIComponent('夜市')}`);
    await expect(page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query: '夜市' }) })).toBeVisible();
  });
});
