/**
 * The desk's inbox end to end (issue 25 item 5): a reader sends a contribution with a file from the zh-tw edition;
 * an editor finds it in the inbox, opens it (it becomes read), downloads the file (an attachment, never a page),
 * replies, and the reply is in the mailbox, framed in the reader's language; the letter is then "replied" with
 * the reply in its history. Another contribution, with a photograph, starts a draft story: its picture is in the
 * media library, credited to the reader, and the editor opens on the draft's title (docs/decisions/104).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtures } from '../../mocks/seed/fixtures';
import { mailTo, open, texts, uniqueEmail, signInToDesk } from './support';

const t = texts('en');
const tw = texts('zh-tw');
const MANUSCRIPT = '# 茶園梯田\n\n清晨的霧。\n';

type Upload = { name: string; mimeType: string; buffer: Buffer };
const manuscript: Upload = { name: '茶園.md', mimeType: 'text/markdown', buffer: Buffer.from(MANUSCRIPT) };

async function sendContribution(page: Page, email: string, files: Upload[] = [manuscript], comment = '一篇關於茶園梯田的散文。'): Promise<void> {
  await open(page, '/zh-tw/');
  await page.getByRole('banner').getByRole('button', { name: tw('header.contribute') }).click();
  const popup = page.getByRole('dialog', { name: tw('contribute.title') });
  await popup.getByRole('textbox', { name: tw('form.firstName') }).fill('美玲');
  await popup.getByRole('textbox', { name: tw('form.lastName') }).fill('林');
  await popup.getByRole('textbox', { name: tw('form.email') }).fill(email);
  await popup.getByRole('textbox', { name: tw('contribute.comment') }).fill(comment);
  await popup.getByRole('group', { name: tw('contribute.files') }).locator('input[type="file"]').setInputFiles(files);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client/user/submit');
  await popup.getByRole('button', { name: tw('contribute.submit') }).click();
  expect((await answered).ok()).toBe(true);
}

async function signInToInbox(page: Page): Promise<void> {
  await signInToDesk(page);
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.inbox.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.inbox.title') })).toBeVisible();
}

test('a contribution reaches the inbox; the editor downloads its file and replies by mail', async ({ page }) => {
  const email = uniqueEmail('contributor');
  await sendContribution(page, email);
  await signInToInbox(page);

  // Found by the sender's address; new until it is opened.
  await page.getByRole('searchbox', { name: t('admin.inbox.filter.query') }).fill(email);
  await page.getByRole('button', { name: t('admin.filter.search') }).click();
  const row = page.getByRole('link', { name: '林美玲' });
  await expect(row).toHaveAccessibleDescription(new RegExp(t('admin.inbox.state.new')));
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: '林美玲' })).toBeVisible();
  await expect(page.getByText(t('admin.inbox.history.read', { name: fixtures.editor.name }))).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '繁體中文' })).toBeVisible();

  // The file is a download: an attachment with its name, its bytes as sent, never shown as a page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('admin.inbox.download', { name: '茶園.md' }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('茶園.md');
  // The link lives a minute: asked again, it answers with the headers the browser saved by.
  const again = await page.request.get(download.url());
  expect(again.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(again.headers()['x-content-type-options']).toBe('nosniff');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(MANUSCRIPT);
  await expect(page).toHaveURL(/\/en\/admin\/inbox\/ctb/);

  // The reply: the subject starts in the reader's language; an empty text is refused first.
  const subject = page.getByRole('textbox', { name: t('admin.inbox.reply.subject') });
  await expect(subject).toHaveValue('關於你投給寰宇的稿件');
  await page.getByRole('button', { name: t('admin.inbox.reply.send') }).click();
  await expect(page.getByText(t('admin.inbox.reply.textRequired'))).toBeVisible();
  await page.getByRole('textbox', { name: t('admin.inbox.reply.text') }).fill('謝謝你的投稿，我們會在下週回覆刊登日期。');
  await page.getByRole('button', { name: t('admin.inbox.reply.send') }).click();
  await expect(page.getByText(t('admin.inbox.success.replied'))).toBeVisible();
  await expect(page.getByText(t('admin.inbox.history.replied', { name: fixtures.editor.name }))).toBeVisible();

  const mail = await mailTo(page, email, 'inboxReply');
  expect(mail.subject).toBe('關於你投給寰宇的稿件');
  expect(mail.text).toBe(`謝謝你的投稿，我們會在下週回覆刊登日期。\n\n—— 寰宇編輯部 ${fixtures.editor.name}`);

  // Back in the list, it is replied.
  await page.getByRole('link', { name: t('admin.inbox.backToList') }).click();
  await expect(page.getByRole('link', { name: '林美玲' })).toHaveAccessibleDescription(new RegExp(t('admin.inbox.state.replied')));
});

test('start a draft story from a contribution and see its picture in the media library', async ({ page }) => {
  const email = uniqueEmail('photographer');
  // A photograph of its own (bytes after the picture's end make it new to the library), and a manuscript.
  const photo = Buffer.concat([readFileSync(join(process.cwd(), 'mocks/public/media/articles/a21.jpg')), Buffer.from(email)]);
  const title = '茶園梯田的清晨';
  await sendContribution(page, email, [{ name: '梯田.jpg', mimeType: 'image/jpeg', buffer: photo }, manuscript], `${title}\n\n霧從山谷升起，<b>採茶人</b>已在田間。`);
  await signInToInbox(page);
  await page.getByRole('searchbox', { name: t('admin.inbox.filter.query') }).fill(email);
  await page.getByRole('button', { name: t('admin.filter.search') }).click();
  await page.getByRole('link', { name: '林美玲' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '林美玲' })).toBeVisible();

  await page.getByRole('button', { name: t('admin.inbox.draft.start') }).click();
  // The manuscript is no picture: it stays with the contribution, and the page says so before anything opens.
  await expect(page.getByText(t('admin.inbox.success.drafted'))).toBeVisible();
  await expect(page.getByText(t('admin.inbox.draft.notTaken'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '茶園.md' }).filter({ hasText: t('admin.inbox.draft.reason.notMedia') })).toBeVisible();
  await expect(page.getByText(t('admin.inbox.history.drafted', { name: fixtures.editor.name }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('admin.inbox.draft.start') })).toHaveCount(0);

  // The link opens the draft, its Traditional title focused; the reader's words are text, not markup.
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/en\/admin\/articles\/art_\w+\?focus=zh-tw$/);
  const titleField = page.getByRole('textbox', { name: t('admin.articles.field.title'), exact: true });
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveValue(title);
  await expect(page.getByText('霧從山谷升起，<b>採茶人</b>已在田間。')).toBeVisible();

  // In the library, found by its name, credited to the reader.
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.media.nav') }).click();
  await page.getByRole('searchbox', { name: t('admin.media.filter.query') }).fill('梯田');
  await page.getByRole('button', { name: t('admin.filter.search') }).click();
  const card = page.getByRole('button', { name: new RegExp(`${t('admin.media.open')} 梯田\\.jpg`) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('dialog', { name: '梯田.jpg' }).getByRole('textbox', { name: t('admin.media.detail.credit') })).toHaveValue('林美玲');
});
