/**
 * The desk's readers' posts end to end (issue 25 item 7): an editor hides a reader's post with a reason; the post's
 * page then answers 404 with the not-found page and the home page no longer links to it; published again, it is back.
 */
import { expect, test } from './fixtures';
import { posts } from '../../mocks/seed/posts';
import { open, texts, signInToDesk } from './support';

const t = texts('en');
const POST = posts.find((post) => post._id === 'post_001')!;
const TITLE = POST.data.en.title;

test('an editor hides a reader’s post: its page is gone and the home page no longer links to it', async ({ page }) => {
  await open(page, `/en/posts/${POST.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  await signInToDesk(page);
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.posts.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.posts.title') })).toBeVisible();

  await page.getByRole('searchbox', { name: t('admin.posts.filter.query') }).fill('dumplings');
  await page.getByRole('button', { name: t('admin.filter.search') }).click();
  await page.getByRole('button', { name: t('admin.posts.hideOne', { title: TITLE }) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.posts.confirmHide.title', { title: TITLE }) });
  await dialog.getByRole('textbox', { name: t('admin.posts.reason') }).fill('Advertising a restaurant');
  await dialog.getByRole('button', { name: t('admin.posts.confirmHide.confirm') }).click();
  await expect(page.getByRole('status')).toHaveText(t('admin.posts.success.hidden', { title: TITLE }));
  await expect(page.getByText(/Advertising a restaurant/)).toBeVisible();

  // Readers: the post's page is the not-found page, and nothing on the home page leads to it.
  const answer = await page.goto(`/en/posts/${POST.slug}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
  await open(page, '/en/');
  await expect(page.locator(`a[href="/en/posts/${POST.slug}"]`)).toHaveCount(0);
  await expect(page.getByText('Advertising a restaurant')).toHaveCount(0);
});
