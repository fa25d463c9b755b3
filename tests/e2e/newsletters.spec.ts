/**
 * The desk's newsletters end to end (issue 25 item 6): a reader subscribes in the zh-tw footer and confirms by the
 * mailed link; an editor finds them among the edition's subscribers, saves the list as a CSV file and unsubscribes
 * them after a question. Then, on the Simplified desk, an issue is composed from the edition's stories, previewed,
 * tried on the editor's address and sent after a question naming how many receive it; it reaches the mailbox once,
 * and its link unsubscribes the reader in one click, signed out, in their language.
 */
import { readFile } from 'node:fs/promises';
import type { MailMessage } from '../../contracts/dev';
import { expect, test } from './fixtures';
import { fixtures } from '../../mocks/seed/fixtures';
import { mailTo, open, texts, uniqueEmail, signInToDesk } from './support';

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

  await signInToDesk(page);
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

test('an editor composes, tries and sends a zh-cn issue on the desk; it is in the mailbox once, and its link unsubscribes', async ({ page }) => {
  const email = uniqueEmail('issue');
  await open(page, '/zh-cn/');
  const box = page.getByRole('form', { name: cn('footer.subscribe.title') });
  await box.getByRole('textbox', { name: cn('footer.subscribe.email') }).fill(email);
  await box.getByRole('button', { name: cn('footer.subscribe.submit') }).click();
  const confirm = await mailTo(page, email, 'confirmSubscription');
  await page.goto(confirm.link);
  await expect(page.getByRole('dialog', { name: cn('subscription.verified.title') })).toBeVisible();

  // The Simplified desk: Newsletters, then its Issues, where the edition shown is the desk's own.
  await signInToDesk(page, 'zh-cn');
  await page.getByRole('navigation', { name: cn('admin.articles.nav.label') }).getByRole('link', { name: cn('admin.newsletters.nav') }).click();
  await page.getByRole('navigation', { name: cn('admin.newsletters.tabs') }).getByRole('link', { name: cn('admin.newsletters.tab.issues') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cn('admin.issues.title') })).toBeVisible();
  await page.getByRole('link', { name: cn('admin.issues.new') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: cn('admin.issues.newTitle') })).toBeVisible();

  // Composed: a subject, an introduction and the edition's newest story.
  await page.getByRole('textbox', { name: cn('admin.issues.field.subject') }).fill('本周寰宇');
  await page.getByRole('textbox', { name: cn('admin.issues.field.intro') }).fill('周末好！三篇长文，慢慢读。');
  await page.getByRole('button', { name: new RegExp(`^${cn('admin.issues.picker.addTo', { title: '' }).replace(/[“”]/g, '')}`) }).first().click();
  const chosen = page.getByRole('list', { name: cn('admin.issues.stories.chosen') }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await page.getByRole('button', { name: cn('admin.issues.action.create') }).click();
  await expect(page.getByText(cn('admin.issues.success.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/zh-cn\/admin\/newsletters\/issues\/(?!new)[^/?]+$/);

  // Previewed as the subscriber will read it: the story's address is in it.
  await page.getByRole('button', { name: cn('admin.issues.action.preview'), exact: true }).click();
  const mailPreview = page.getByRole('region', { name: cn('admin.issues.preview.title') }).getByRole('article');
  await expect(mailPreview).toContainText('周末好！三篇长文，慢慢读。');
  const storyPath = new URL((await mailPreview.getByRole('link').first().getAttribute('href'))!).pathname;
  expect(storyPath).toMatch(/^\/zh-cn\/[a-z0-9-]+$/);

  // Tried on the editor's own address: marked as a test, and the issue is still a draft.
  await expect(page.getByRole('textbox', { name: cn('admin.issues.test.to') })).toHaveValue(fixtures.editor.email);
  await page.getByRole('button', { name: cn('admin.issues.test.send') }).click();
  await expect(page.getByText(cn('admin.issues.success.testSent', { email: fixtures.editor.email }))).toBeVisible();
  expect((await mailTo(page, fixtures.editor.email, 'newsletter')).subject).toBe('【测试】本周寰宇');

  // Sent after the question that names the edition and how many receive it; a double click sends once.
  await page.getByRole('button', { name: cn('admin.issues.action.send') }).click();
  const question = page.getByRole('dialog', { name: cn('admin.issues.send.title') });
  await expect(question).toContainText(cn('admin.issues.send.text', { subject: '本周寰宇', count: 1, edition: '简体中文' }));
  await question.getByRole('button', { name: cn('admin.issues.send.confirm', { count: 1 }) }).dblclick();
  await expect(page.getByText(cn('admin.issues.success.sent'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: cn('admin.issues.sentTitle') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: cn('admin.issues.field.subject') })).toHaveCount(0);

  // The record in the list: sent, to one subscriber.
  await page.getByRole('link', { name: cn('admin.issues.backToList', { edition: '简体中文' }) }).click();
  const sentRow = page.getByRole('row', { name: /本周寰宇/ });
  await expect(sentRow).toContainText(cn('admin.issues.state.sent'));
  await expect(sentRow).toContainText(cn('admin.issues.recipients', { count: 1 }));

  // In the mailbox once, with the story's address and the reader's own one-click link and headers.
  const mail = await mailTo(page, email, 'newsletter');
  const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: MailMessage[] };
  expect(mails.messages.filter((message) => message.kind === 'newsletter')).toHaveLength(1);
  expect(mail.subject).toBe('本周寰宇');
  expect(mail.text).toContain(storyPath);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.link).toMatch(/^\/zh-cn\/\?unsubscribe-token=/);

  // Signed out, one click: the page says so in the subscriber's language.
  await page.goto(mail.link);
  const told = page.getByRole('dialog', { name: cn('newsletter.unsubscribed.title') });
  await expect(told).toContainText('“简体中文”电子报将不再发送到你的邮箱。');
  expect(new URL(page.url()).search).toBe('');
});
