/**
 * Below 768 px (SPEC §9) the sections move into the burger menu with expandable subsections (§2), and the
 * search box pushes the query to /search after its debounce (§4). A phone-sized reader path, in Chinese.
 */
import { expect, test } from './fixtures';
import { categories } from '../../mocks/seed/categories';
import { travel } from '../../mocks/seed/articles/travel';
import { open, texts } from './support';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const TRAVEL = categories.find((category) => category.data.en.alias === 'travel')!;
const CITIES = TRAVEL.subcategories.find((sub) => sub.data.en.alias === ARTICLE.sub)!;

test('mobile (zh-cn): burger menu -> subsection -> article; a signed-out like asks to register', async ({ page }) => {
  const t = texts('zh-cn');
  await open(page, '/zh-cn/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: t('header.categories') })).toBeHidden();

  const menu = banner.getByRole('button', { name: t('header.menu'), exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const expand = banner.getByRole('button', { name: t('header.menu.subcategories', { name: TRAVEL.data['zh-cn'].name }) });
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await banner.getByRole('link', { name: CITIES.data['zh-cn'].name, exact: true }).click();

  await expect(page).toHaveURL(`/zh-cn/categories/travel/${CITIES.data.en.alias}`);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: CITIES.data['zh-cn'].name })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: ARTICLE['zh-cn'].title }).first().click();
  await expect(page).toHaveURL(`/zh-cn/${ARTICLE.slug}`);
  const article = page.getByRole('article', { name: ARTICLE['zh-cn'].title });
  await article.getByRole('button', { name: t('like.button'), exact: true }).first().click();
  const signUp = page.getByRole('dialog', { name: t('auth.signUp.draftTitle') });
  await expect(signUp).toBeVisible();
  await signUp.getByRole('button', { name: t('popup.close') }).first().click();
  await expect(signUp).toBeHidden();
});

test('mobile search (zh-tw): the query goes to /search as it is typed', async ({ page }) => {
  const t = texts('zh-tw');
  await open(page, '/zh-tw/');
  const box = page.getByRole('banner').getByRole('search');
  await box.getByRole('button', { name: t('header.search.label') }).click();
  await box.getByRole('searchbox', { name: t('header.search.label') }).pressSequentially('夜市');
  await expect(page).toHaveURL(`/zh-tw/search?query=${encodeURIComponent('夜市')}`);
  await expect(page.getByRole('list', { name: t('search.results') }).getByRole('link', { name: ARTICLE['zh-tw'].title })).toBeVisible();
});
