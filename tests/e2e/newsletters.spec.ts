/**
 * The desk's newsletters end to end (issue 25 item 6): a reader subscribes in the zh-tw footer and confirms by the
 * mailed link; an editor finds them among the edition's subscribers, saves the list as a CSV file and unsubscribes
 * them after a question. Then an issue sent to the zh-cn edition reaches the mailbox once, and its link
 * unsubscribes the reader in one click, signed out, in their language.
 */
import { readFile } from 'node:fs/promises';
import { adminSignIn } from '../../contracts/admin';
import { createNewsletterIssue, sendNewsletterIssue } from '../../contracts/adminNewsletters';
import { listArticles } from '../../contracts/content';
import type { MailMessage } from '../../contracts/dev';
import { expect, test } from './fixtures';
import { fixtures } from '../../mocks/seed/fixtures';
import { mailTo, open, texts, uniqueEmail } from './support';

const t = texts('en');
const tw = texts('zh-tw');
const cn = texts('zh-cn');

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

// The desk's issue screens come next; here the issue is composed and sent through the desk's API, as they will.
test('a newsletter sent to the zh-cn edition is in the mailbox; its one-click link unsubscribes the reader', async ({ page }) => {
  const email = uniqueEmail('issue');
  await open(page, '/zh-cn/');
  const box = page.getByRole('form', { name: cn('footer.subscribe.title') });
  await box.getByRole('textbox', { name: cn('footer.subscribe.email') }).fill(email);
  await box.getByRole('button', { name: cn('footer.subscribe.submit') }).click();
  const confirm = await mailTo(page, email, 'confirmSubscription');
  await page.goto(confirm.link);
  await expect(page.getByRole('dialog', { name: cn('subscription.verified.title') })).toBeVisible();

  const api = page.request;
  const { token } = (await (await api.post(adminSignIn.path, { data: { email: fixtures.editor.email, password: fixtures.editor.password } })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const story = (await (await api.get(`${listArticles.path}?locale=zh-cn&page=1&pageSize=1`)).json()) as { items: { _id: string; slug: string }[] };
  const created = await api.post(createNewsletterIssue.path, {
    headers: { ...auth, 'Idempotency-Key': `e2e-${email}` },
    data: { edition: 'zh-cn', subject: '本周寰宇', intro: '周末好！三篇长文，慢慢读。', storyIds: [story.items[0]!._id] },
  });
  const { issue } = (await created.json()) as { issue: { _id: string } };
  const send = () => api.post(`${sendNewsletterIssue.path}?id=${issue._id}`, { headers: { ...auth, 'Idempotency-Key': `e2e-send-${crypto.randomUUID()}` } });
  expect((await send()).ok()).toBe(true);
  expect((await send()).ok()).toBe(true);

  // In the mailbox once, with the story's address and the reader's own one-click link and headers.
  const mail = await mailTo(page, email, 'newsletter');
  const mails = (await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: MailMessage[] };
  expect(mails.messages.filter((message) => message.kind === 'newsletter')).toHaveLength(1);
  expect(mail.subject).toBe('本周寰宇');
  expect(mail.text).toContain(`/zh-cn/${story.items[0]!.slug}`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.link).toMatch(/^\/zh-cn\/\?unsubscribe-token=/);

  // Signed out, one click: the page says so in the subscriber's language.
  await page.goto(mail.link);
  const told = page.getByRole('dialog', { name: cn('newsletter.unsubscribed.title') });
  await expect(told).toContainText('“简体中文”电子报将不再发送到你的邮箱。');
  expect(new URL(page.url()).search).toBe('');
});
