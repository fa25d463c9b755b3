/**
 * Comments that converse (issue 28 item 5): a signed-in reader replies to a comment (the reply sits under it),
 * changes the reply within 15 minutes (marked edited), and reports another reader's comment through the report
 * dialog (keyboard: Esc closes it and focus returns); the editors' desk lists it among the reported comments with
 * its count and reason.
 */
import type { Page } from '@playwright/test';
import { fixtures } from '../../mocks/seed/fixtures';
import { expect, test } from './fixtures';
import { hydrated, open, signInAs, texts, signInToDesk } from './support';

const t = texts('en');
const ARTICLE = fixtures.openPollArticle;
const READER = fixtures.verifiedReader;

const conversation = (page: Page) => page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });

test('a reader replies, edits the reply, and reports a comment; the desk lists the report', async ({ page, browser, baseURL }) => {
  test.slow();
  // Unique per run: the server keeps what earlier runs wrote.
  const words = `Which stall had the pepper buns? ${Date.now().toString(36)}`;
  await open(page, `/en/${ARTICLE.slug}`);
  await signInAs(page, 'en', READER.email, READER.password);
  const comments = conversation(page);
  // The newest comment, another reader's (the seed's reader wrote none here): found again by its text.
  const answeredText = ((await comments.getByRole('listitem').first().locator('p:not([id])').first().textContent()) ?? '').trim();
  const answered = comments.getByRole('listitem').filter({ hasText: answeredText }).first();

  await test.step('reply: the box opens under the comment, the reply shows under it', async () => {
    await answered.getByRole('button', { name: t('comments.reply') }).first().click();
    const box = answered.getByRole('textbox', { name: t('comments.reply.label') });
    await expect(box).toBeFocused();
    await box.fill(words);
    await answered.getByRole('button', { name: t('comments.reply.submit') }).click();
    const reply = answered.getByRole('listitem').filter({ hasText: words });
    await expect(reply).toBeVisible();
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  });

  await test.step('edit: within 15 minutes the reply changes and says it was edited', async () => {
    const reply = comments.getByRole('listitem').filter({ hasText: words });
    await reply.getByRole('button', { name: t('comments.edit') }).click();
    const box = reply.getByRole('textbox', { name: t('comments.edit.label') });
    await box.fill(`${words} (the one by the temple)`);
    await reply.getByRole('button', { name: t('comments.edit.submit') }).click();
    const edited = comments.getByRole('listitem').filter({ hasText: `${words} (the one by the temple)` });
    await expect(edited.getByText(t('comments.edited'), { exact: true })).toBeVisible();
    // After a reload too: the server kept it, under the same comment.
    await page.reload();
    await hydrated(page);
    await expect(conversation(page).getByRole('listitem').filter({ hasText: answeredText }).getByText(`${words} (the one by the temple)`)).toBeVisible();
  });

  await test.step('report: the dialog is named, Esc closes it and focus returns; a reason sends it once', async () => {
    const target = conversation(page).getByRole('listitem').filter({ hasText: answeredText }).first();
    const report = target.getByRole('button', { name: t('comments.report') }).first();
    await report.click();
    const dialog = page.getByRole('dialog', { name: t('comments.report.title') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: t('comments.report.reason.spam') }).check();
    await dialog.getByRole('textbox', { name: t('comments.report.note') }).fill('An advert for a stall');
    await dialog.getByRole('button', { name: t('comments.report.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(target.getByText(t('comments.reported')).first()).toBeVisible();
  });

  await test.step('the desk: the reported comment, with its count and reason', async () => {
    const context = await browser.newContext({ baseURL });
    try {
      const desk = await context.newPage();
      await signInToDesk(desk);
      await desk.getByRole('link', { name: t('admin.comments.nav') }).click();
      await desk.getByRole('checkbox', { name: t('admin.comments.filter.reported') }).check();
      await expect(desk).toHaveURL(/reported=true/);
      const item = desk.getByRole('article').filter({ hasText: answeredText });
      await expect(item).toContainText(t('comments.report.reason.spam'));
      await expect(item).toContainText('An advert for a stall');
    } finally {
      await context.close();
    }
  });
});
