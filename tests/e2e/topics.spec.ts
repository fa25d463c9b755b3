/**
 * Topics (issue 15 item 9): a reader follows an article's topic chip to the topic's page, which gathers stories
 * on it from every section, and goes on from there to another story on the same topic.
 */
import { seed } from '../../mocks/seed/data';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { open, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const TOPIC = seed.topics.find((topic) => topic.slug === 'taiwan')!;
/** The topic's stories, newest first: the page lists them in this order. */
const ON_TOPIC = seed.articles
  .filter((article) => article.topics?.includes(TOPIC._id))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const ANOTHER = ON_TOPIC.find((article) => article.slug !== ARTICLE.slug)!;

test('from a topic chip to the topic’s page and on to another story on it (zh-tw)', async ({ page }) => {
  const t = texts('zh-tw');
  const name = TOPIC.data['zh-tw'].name;
  await open(page, `/zh-tw/${ARTICLE.slug}`);

  const chips = page.getByRole('region', { name: t('article.topics') });
  await chips.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/zh-tw/topics/${TOPIC.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} · `));
  const list = page.getByRole('region', { name: t('topic.articles', { topic: name }) });
  const titles = list.getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText(ON_TOPIC[0]!.data['zh-tw'].title);
  await expect(titles).toHaveCount(ON_TOPIC.length);

  await list.getByRole('link', { name: ANOTHER.data['zh-tw'].title }).click();
  await expect(page).toHaveURL(`/zh-tw/${ANOTHER.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ANOTHER.data['zh-tw'].title })).toBeVisible();
  // The new story carries the same topic, leading back to its page.
  await expect(page.getByRole('region', { name: t('article.topics') }).getByRole('link', { name })).toHaveAttribute(
    'href',
    `/zh-tw/topics/${TOPIC.slug}`,
  );
});
