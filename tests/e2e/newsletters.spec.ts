/**
 * The desk's newsletters end to end (issue 25 item 6): a reader subscribes in the zh-tw footer and confirms by the
 * mailed link; an editor finds them among the edition's subscribers, saves the list as a CSV file and unsubscribes
 * them after a question.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { fixtures } from '../../mocks/seed/fixtures';
import { mailTo, open, texts, uniqueEmail } from './support';

const t = texts('en');
const tw = texts('zh-tw');

test('a reader subscribes from the zh-tw footer; the editor lists, exports and unsubscribes them', async ({ page }) => {
  const email = uniqueEmail('subscriber');
  await open(page, '/zh-tw/');
  const box = page.getByRole('form', { name: tw('footer.subscribe.title') });
  await box.getByRole('textbox', { name: tw('footer.subscribe.email') }).fill(email);
  await box.getByRole('button', { name: tw('footer.subscribe.submit') }).click();
  await mailTo(page, email, 'confirmSubscription');

  await page.goto('/en/admin');
  await page.getByLabel(t('admin.signIn.email')).fill(fixtures.editor.email);
  await page.getByLabel(t('admin.signIn.password')).fill(fixtures.editor.password);
  await page.getByRole('button', { name: t('admin.signIn.submit') }).click();
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.newsletters.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.newsletters.title') })).toBeVisible();

  // Found by the address: the Traditional edition, not confirmed yet, from the footer's box.
  await page.getByRole('combobox', { name: t('admin.newsletters.filter.edition') }).selectOption('zh-tw');
  await page.getByRole('searchbox', { name: t('admin.newsletters.filter.query') }).fill(email);
  await page.getByRole('button', { name: t('admin.filter.search') }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(t('admin.newsletters.state.pending'));
  await expect(row).toContainText(t('admin.newsletters.source.footer'));
  await expect(row).toContainText('繁體中文');

  // The CSV file holds what the filters select.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('admin.newsletters.export') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^huanyu-subscribers-zh-tw-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual([
    'email,name,edition,state,source,subscribed_at',
    expect.stringMatching(new RegExp(`^${email},,zh-tw,pending,footer,`)),
  ]);

  await row.getByRole('button', { name: t('admin.newsletters.unsubscribeOne', { email, edition: '繁體中文' }) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.newsletters.confirm.title') });
  await dialog.getByRole('button', { name: t('admin.newsletters.confirm.unsubscribe') }).click();
  await expect(page.getByText(t('admin.newsletters.success.unsubscribed', { email }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('admin.newsletters.emptyFiltered') })).toBeVisible();
});
