/**
 * Print (issue 15 item 9): a printed article is one clean story under the magazine's name — its headline, byline,
 * picture with caption and credit, and text — with none of the site around it: no header bars, sponsors, share
 * links, likes, poll, comments or forms, no related stories, no footer.
 */
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { open, PRODUCT, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
/** The lead picture's caption and credit in the seed (an illustration of the travel desk's series). */
const CAPTION = '旅遊版插畫系列';
const CREDIT = '插畫：寰宇工作室';

test('printing an article (zh-tw): the story under the magazine’s name, nothing of the site around it', async ({ page }) => {
  const t = texts('zh-tw');
  await open(page, `/zh-tw/${ARTICLE.slug}`);
  const masthead = page.getByTestId('print-masthead');
  // On screen the banner names the magazine; the paper-only line stays out of sight.
  await expect(masthead).toBeHidden();
  await expect(page.getByRole('region', { name: t('share.title') })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(masthead).toBeVisible();
  await expect(masthead).toContainText(PRODUCT['zh-tw']);
  const story = page.getByRole('main');
  await expect(story.getByRole('heading', { level: 1, name: ARTICLE['zh-tw'].title })).toBeVisible();
  await expect(story.getByText(CAPTION, { exact: true })).toBeVisible();
  await expect(story.getByText(CREDIT, { exact: true })).toBeVisible();
  await expect(story.getByText(ARTICLE['zh-tw'].lede)).toBeVisible();

  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  for (const region of [t('share.title'), t('article.topics')]) await expect(page.getByRole('region', { name: region })).toBeHidden();
  await expect(page.getByRole('heading', { name: t('comments.title') })).toBeHidden();
  await expect(page.getByRole('heading', { name: t('article.relatedIn', { category: '旅遊' }) })).toBeHidden();
  await expect(page.getByRole('button', { name: t('like.button') })).toBeHidden();
  // Sponsors are asides; there is at least one on an article page.
  await expect(page.locator('aside').first()).toBeAttached();
  for (const aside of await page.locator('aside').all()) await expect(aside).toBeHidden();
  await expect(page.locator('form:visible, textarea:visible, input:visible')).toHaveCount(0);
});
