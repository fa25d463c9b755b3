/**
 * SPEC §2 contact and submit-article popups; §4 "Contact or submit success resets the form, closes it and opens
 * the generic success popup"; §8 'Thank you for your attention, we will contact you!'; §7 the multipart submit
 * with one field per file.
 */
import { expect, test } from './fixtures';
import { open, texts, uniqueEmail } from './support';

const t = texts('en');
const SUCCESS = 'Thank you for your attention, we will contact you!';

test('contact the editors: the message is sent and the generic success popup opens', async ({ page }) => {
  await open(page, '/en/');
  await page.getByRole('banner').getByRole('button', { name: t('header.contact') }).click();
  const popup = page.getByRole('dialog', { name: t('contact.title') });
  await popup.getByRole('textbox', { name: t('form.firstName') }).fill('Lin');
  await popup.getByRole('textbox', { name: t('form.lastName') }).fill('Wei');
  await popup.getByRole('textbox', { name: t('form.email') }).fill(uniqueEmail('contact'));
  await popup.getByRole('textbox', { name: t('form.phone') }).fill('0912 345 678');
  await popup.getByRole('textbox', { name: t('contact.comment') }).fill('The night-market map is wrong about Ningxia.');

  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client/user/contact');
  await popup.getByRole('button', { name: t('contact.submit') }).click();
  expect((await sent).ok()).toBe(true);

  await expect(popup).toBeHidden();
  const success = page.getByRole('dialog', { name: SUCCESS });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: t('popup.ok') }).click();
  await expect(success).toBeHidden();
});

test('contribute with two attachments: both files are sent, then the generic success popup', async ({ page }) => {
  await open(page, '/en/');
  await page.getByRole('banner').getByRole('button', { name: t('header.contribute') }).click();
  const popup = page.getByRole('dialog', { name: t('contribute.title') });
  await popup.getByRole('textbox', { name: t('form.firstName') }).fill('Sato');
  await popup.getByRole('textbox', { name: t('form.lastName') }).fill('Yuki');
  await popup.getByRole('textbox', { name: t('form.email') }).fill(uniqueEmail('author'));
  await popup.getByRole('textbox', { name: t('contribute.comment') }).fill('An essay on Kyoto’s bathhouses, with two photos.');

  const files = popup.getByRole('group', { name: t('contribute.files') });
  await files.locator('input[type="file"]').setInputFiles([
    { name: 'bathhouses.md', mimeType: 'text/markdown', buffer: Buffer.from('# Bathhouses\n\nSteam and tiles.\n') },
    { name: 'noren.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
  ]);
  const attached = files.getByRole('list', { name: t('filePicker.list') });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  await expect(attached).toContainText('bathhouses.md');
  await expect(attached).toContainText('noren.png');

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client/user/submit');
  await popup.getByRole('button', { name: t('contribute.submit') }).click();
  // The mock checks every file (type, size) and counts what it stored.
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toEqual({ status: 'received', files: 2 });

  await expect(page.getByRole('dialog', { name: SUCCESS })).toBeVisible();
});
