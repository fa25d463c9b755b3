/**
 * SPEC §2 footer email box and header Subscription button; §4 "Subscription success closes the popup and
 * opens the thanks or check-email popup"; §8 'Thanks for subscribing! Please check your email'.
 */
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { mailTo, open, signInAs, texts, uniqueEmail } from './support';

const t = texts('en');

test('footer subscription: the check-email popup, and a confirmation link in the mailbox', async ({ page }) => {
  const email = uniqueEmail('footer');
  await open(page, '/en/');
  const box = page.getByRole('form', { name: t('footer.subscribe.title') });
  await box.getByRole('textbox', { name: t('footer.subscribe.email') }).fill(email);
  await box.getByRole('button', { name: t('footer.subscribe.submit') }).click();

  const popup = page.getByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(email);
  expect((await mailTo(page, email, 'confirmSubscription')).link).toContain('subscription-token=');

  await popup.getByRole('button', { name: t('popup.ok') }).click();
  await expect(popup).toBeHidden();
  await expect(box.getByRole('textbox', { name: t('footer.subscribe.email') })).toHaveValue('');
});

test('header subscription with a comment: the check-email popup', async ({ page }) => {
  const email = uniqueEmail('header');
  await open(page, '/en/');
  await page.getByRole('banner').getByRole('button', { name: t('header.subscription') }).click();
  const popup = page.getByRole('dialog', { name: t('subscription.header.title') });
  await popup.getByRole('textbox', { name: t('form.firstName') }).fill('Mei');
  await popup.getByRole('textbox', { name: t('form.lastName') }).fill('Chen');
  await popup.getByRole('textbox', { name: t('form.email') }).fill(email);
  await popup.getByRole('textbox', { name: t('subscription.header.comment') }).fill('More long reads about cities, please.');
  await popup.getByRole('button', { name: t('subscription.form.submit') }).click();

  await expect(popup).toBeHidden();
  const checkEmail = page.getByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
  await expect(checkEmail).toContainText(email);
  await mailTo(page, email, 'confirmSubscription');
});

// Issue 29 row 12: even a signed-in reader's own, verified address is subscribed only through the mailed link.
test('header subscription of a signed-in reader’s own, verified address: the check-email popup and the link', async ({ page }) => {
  await open(page, '/en/');
  await signInAs(page, 'en', 'reader@example.com', 'correct-horse-1');
  await page.getByRole('banner').getByRole('button', { name: t('header.subscription') }).click();
  const popup = page.getByRole('dialog', { name: t('subscription.header.title') });
  // Signed in, the reader is not asked again who they are: their name and email are filled in.
  const user = seed.users.find((candidate) => candidate.email === 'reader@example.com')!;
  await expect(popup.getByRole('textbox', { name: t('form.firstName') })).toHaveValue(user.firstName);
  await expect(popup.getByRole('textbox', { name: t('form.lastName') })).toHaveValue(user.lastName);
  await expect(popup.getByRole('textbox', { name: t('form.email') })).toHaveValue('reader@example.com');
  await popup.getByRole('textbox', { name: t('subscription.header.comment') }).fill('Travel and food.');
  await popup.getByRole('button', { name: t('subscription.form.submit') }).click();

  await expect(popup).toBeHidden();
  const checkEmail = page.getByRole('dialog', { name: 'Thanks for subscribing! Please check your email' });
  await expect(checkEmail).toContainText('reader@example.com');
  expect((await mailTo(page, 'reader@example.com', 'confirmSubscription')).link).toContain('subscription-token=');
});
