/**
 * Author pages (issue 15 item 9): a reader follows an article's byline to the writer's page, and from there goes
 * on to another of the writer's stories, as on the Guardian or BBC.
 */
import { seed } from '../../mocks/seed/data';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { open, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const AUTHOR = seed.authors.find((author) => author._id === ARTICLE.authorId)!;
/** The writer's stories, newest first: the page lists them in this order. */
const THEIRS = seed.articles
  .filter((article) => article.authorId === AUTHOR._id)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const ANOTHER = THEIRS.find((article) => article.slug !== ARTICLE.slug)!;

test('from a byline to the writer’s page and on to another of their stories (zh-cn)', async ({ page }) => {
  const t = texts('zh-cn');
  const name = AUTHOR.data['zh-cn'].name;
  await open(page, `/zh-cn/${ARTICLE.slug}`);

  const story = page.getByRole('article', { name: ARTICLE['zh-cn'].title });
  await story.locator('header').first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/zh-cn/authors/${AUTHOR.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(AUTHOR.data['zh-cn'].bio)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} · `));
  const list = page.getByRole('region', { name: t('author.articles', { name }) });
  const titles = list.getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText(THEIRS[0]!.data['zh-cn'].title);
  await expect(titles).toHaveCount(THEIRS.length);

  await list.getByRole('link', { name: ANOTHER.data['zh-cn'].title }).click();
  await expect(page).toHaveURL(`/zh-cn/${ANOTHER.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ANOTHER.data['zh-cn'].title })).toBeVisible();
  // The new story's byline leads back to the same writer.
  const next = page.getByRole('article', { name: ANOTHER.data['zh-cn'].title });
  await expect(next.locator('header').first().getByRole('link', { name })).toHaveAttribute(
    'href',
    `/zh-cn/authors/${AUTHOR.slug}`,
  );
});
