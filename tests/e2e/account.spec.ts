/**
 * SPEC §4: 'Forgot password' -> restore -> restore success; the mailed link with restore-token -> reset ->
 * '/' and the restore-success popup -> sign in with the new password. Sign-out clears the session and goes to
 * '/', where the Join button is back (§6).
 */
import { expect, test } from './fixtures';
import { mailTo, open, PRODUCT, signInAs, texts } from './support';

const t = texts('en');
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };

test('forgot password: the mailed restore-token link resets it, and the new password signs in', async ({ page }) => {
  const newPassword = 'lantern-festival-7';
  await open(page, '/en/');
  await page.getByRole('banner').getByRole('button', { name: t('header.signIn'), exact: true }).click();
  const signIn = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT.en }) });
  await signIn.getByLabel(t('auth.signIn.email'), { exact: true }).fill(READER.email);
  await signIn.getByRole('button', { name: t('auth.signIn.forgot') }).click();

  const restore = page.getByRole('dialog', { name: t('auth.restore.title') });
  await expect(restore.getByLabel(t('auth.restore.email'), { exact: true })).toHaveValue(READER.email);
  await restore.getByRole('button', { name: t('auth.restore.submit') }).click();
  const linkSent = page.getByRole('dialog', { name: 'Please check your email to confirm password reset' });
  await expect(linkSent).toContainText(READER.email);
  await linkSent.getByRole('button', { name: t('popup.ok') }).click();

  const mail = await mailTo(page, READER.email, 'resetPassword');
  expect(mail.link).toContain('restore-token=');
  await open(page, mail.link);
  const reset = page.getByRole('dialog', { name: t('auth.reset.title') });
  await reset.getByLabel(t('auth.reset.password'), { exact: true }).fill(newPassword);
  await reset.getByLabel(t('auth.reset.repeat'), { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: t('auth.reset.submit') }).click();

  await expect(page).toHaveURL('/en/');
  const changed = page.getByRole('dialog', { name: t('auth.restoreSuccess.changedTitle') });
  await changed.getByRole('button', { name: t('auth.restoreSuccess.signIn') }).click();
  const again = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT.en }) });
  await again.getByLabel(t('auth.signIn.email'), { exact: true }).fill(READER.email);
  await again.getByLabel(t('auth.signIn.password'), { exact: true }).fill(newPassword);
  const reloaded = page.waitForEvent('load');
  await again.getByRole('button', { name: t('auth.signIn.submit') }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.signOut') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.join') })).toBeHidden();
});

test('sign-out: back to the home page, signed out, with the Join button', async ({ page }) => {
  await open(page, '/en/privacy');
  await signInAs(page, 'en', READER.email, READER.password);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: t('header.join') })).toBeHidden();

  await banner.getByRole('button', { name: t('header.signOut') }).click();
  await expect(page).toHaveURL('/en/');
  await expect(banner.getByRole('button', { name: t('header.join') })).toBeVisible();
  await expect(banner.getByRole('button', { name: t('header.signIn'), exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: t('header.signOut') })).toBeHidden();

  // Signed out for good: a reload does not bring the session back.
  await page.reload();
  await expect(banner.getByRole('button', { name: t('header.join') })).toBeVisible();
});
