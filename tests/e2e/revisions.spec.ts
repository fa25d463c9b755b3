/**
 * Revisions and safe URLs on the desk, end to end (issue 25, item 4): an editor renames a published story's alias
 * and readers' old address answers a permanent redirect to the new one (the sitemap lists the new one only); an
 * editor restores an earlier revision and, once the live page is updated, readers read it again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { open, texts, signInToDesk } from './support';

const t = texts('en');
const story = seed.articles[0]!;

/** The story on the desk (the editor signed in). */
async function openOnDesk(page: Page): Promise<void> {
  await page.goto(`/en/admin/articles/${story._id}`);
  await expect(page.getByRole('textbox', { name: t('admin.articles.field.alias') })).toHaveValue(story.slug);
}

async function saveAndUpdateLivePage(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();
}

test('rename an alias and follow the 301: the old address moves for good to the new one', async ({ page }) => {
  test.slow();
  const renamed = `${story.slug}-after-dark`;
  await signInToDesk(page);
  await openOnDesk(page);
  await page.getByRole('textbox', { name: t('admin.articles.field.alias') }).fill(renamed);
  await expect(page.getByText(t('admin.articles.settings.aliasMoved', { locale: 'en', old: story.slug }))).toBeVisible();
  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.savedPending'))).toBeVisible();
  // Saved, not yet live: readers still have the story where it was.
  expect((await page.request.get(`/en/${story.slug}`, { maxRedirects: 0 })).status()).toBe(200);

  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();
  const old = await page.request.get(`/en/${story.slug}?from=newsletter`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe(`/en/${renamed}?from=newsletter`);
  // Every edition's old address moves too.
  const zh = await page.request.get(`/zh-tw/${story.slug}`, { maxRedirects: 0 });
  expect([zh.status(), zh.headers()['location']]).toEqual([301, `/zh-tw/${renamed}`]);

  // A reader following an old link lands on the story at its new address.
  await open(page, `/en/${story.slug}`);
  await expect(page).toHaveURL(new RegExp(`/en/${renamed}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.data.en.title })).toBeVisible();
  // Crawlers are told of the current address only.
  const sitemap = await (await page.request.get('/sitemaps/en.xml')).text();
  expect(sitemap).toContain(`/en/${renamed}<`);
  expect(sitemap).not.toMatch(new RegExp(`/en/${story.slug}["<]`));
});

test('restore a revision: the earlier text becomes the working copy, and readers get it once the live page is updated', async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await openOnDesk(page);
  const title = page.getByRole('textbox', { name: t('admin.articles.field.title'), exact: true });
  await title.fill('A headline we regret');
  await saveAndUpdateLivePage(page);
  await open(page, `/en/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A headline we regret' })).toBeVisible();

  await openOnDesk(page);
  await page.getByRole('button', { name: t('admin.articles.history.show') }).click();
  const history = page.getByRole('list', { name: t('admin.articles.history.list') });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(t('admin.articles.history.live'));
  // Revision 1 is the story as readers first had it.
  await history.getByRole('listitem').nth(1).getByRole('button', { name: t('admin.articles.history.showChanges') }).click();
  const changes = page.getByRole('region', { name: t('admin.articles.history.changesTitle', { number: 1 }) });
  await expect(changes).toContainText(story.data.en.title);
  await changes.getByRole('button', { name: t('admin.articles.history.restore') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.articles.history.restoreTitle', { number: 1 }) });
  await dialog.getByRole('button', { name: t('admin.articles.history.confirmRestore') }).click();
  await expect(page.getByText(t('admin.articles.success.restoredRevision'))).toBeVisible();
  await expect(title).toHaveValue(story.data.en.title);
  await expect(history.getByRole('listitem').first()).toContainText(t('admin.articles.history.restoredFrom', { number: 1 }));

  // Readers keep the live page until it is updated.
  await page.getByRole('button', { name: t('admin.articles.action.updateLive') }).click();
  await expect(page.getByText(t('admin.articles.success.updatedLive'))).toBeVisible();
  await open(page, `/en/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: story.data.en.title })).toBeVisible();
});
