/**
 * Issue 16, the outbox, in a real browser on the production server (the mock API's fault switch): a message sent while
 * the API is unreachable is thanked for (SPEC §8), kept in IndexedDB across a reload, and sent once the connection
 * is back; the note at the foot of the page says so, then that it went.
 */
import { expect, test } from './fixtures';
import { open, texts, uniqueEmail } from './support';

const t = texts('en');
const SUCCESS = 'Thank you for your attention, we will contact you!';
const WAITING = 'Your message to the editors will be sent as soon as the connection is back.';
const SENT = 'Your message to the editors has been sent.';
const CONTACT = '/api/client/user/contact';

test('a message sent offline waits on the device, survives a reload, and goes when the connection is back', async ({ page, site }) => {
  await open(page, '/en/');
  await site!.fault(CONTACT, 'networkError');

  await page.getByRole('banner').getByRole('button', { name: t('header.contact') }).click();
  const popup = page.getByRole('dialog', { name: t('contact.title') });
  await popup.getByRole('textbox', { name: t('form.firstName') }).fill('Lin');
  await popup.getByRole('textbox', { name: t('form.lastName') }).fill('Wei');
  await popup.getByRole('textbox', { name: t('form.email') }).fill(uniqueEmail('outbox'));
  await popup.getByRole('textbox', { name: t('contact.comment') }).fill('Written on a train with no signal.');
  await popup.getByRole('button', { name: t('contact.submit') }).click();

  const success = page.getByRole('dialog', { name: SUCCESS });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: t('popup.ok') }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();

  // A reload: the message is still waiting (IndexedDB), and still cannot go.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();

  // The connection is back.
  await site!.fault(CONTACT, null);
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === CONTACT && response.ok());
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const request = (await sent).request();
  expect(request.headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toHaveCount(0);
});
