/**
 * SPEC §4: 'Forgot password' -> restore -> restore success; the mailed link with restore-token -> reset ->
 * '/' and the restore-success popup -> sign in with the new password. Sign-out clears the session and goes to
 * '/', where the Join button is back (§6).
 */
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mailTo, open, PRODUCT, signInAs, texts, uniqueEmail } from './support';

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

// ---- the account page (issue 28 item 4) --------------------------------------------------------------------

const account = (page: Page) => page.getByRole('main');

async function openAccount(page: Page): Promise<void> {
  await open(page, '/en/');
  await signInAs(page, 'en', READER.email, READER.password);
  await page.getByRole('banner').getByRole('link', { name: t('header.account') }).click();
  await expect(page).toHaveURL('/en/account');
  await expect(account(page).getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
}

test('account: signed out, the sign-in popup opens, and signing in comes back to the account', async ({ page }) => {
  await open(page, '/en/account');
  const signIn = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT.en }) });
  await signIn.getByLabel(t('auth.signIn.email'), { exact: true }).fill(READER.email);
  await signIn.getByLabel(t('auth.signIn.password'), { exact: true }).fill(READER.password);
  const reloaded = page.waitForEvent('load');
  await signIn.getByRole('button', { name: t('auth.signIn.submit') }).click();
  await reloaded;
  await expect(page).toHaveURL('/en/account');
  await expect(account(page).getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
  await expect(account(page)).toContainText(READER.email);
});

test('account: the reader’s comments link to their stories', async ({ page }) => {
  await openAccount(page);
  const comments = account(page).getByRole('region', { name: t('account.comments.title') });
  const first = comments.getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
});

test('account: profile keeps what was typed, says what is wrong in sign-up’s words, then saves', async ({ page }) => {
  await openAccount(page);
  const profile = account(page).getByRole('form', { name: t('account.profile.title') });
  await profile.getByLabel(t('auth.signUp.firstName')).fill('');
  await profile.getByLabel(t('auth.signUp.city')).fill('Bath');
  await profile.getByRole('button', { name: t('account.profile.save') }).click();
  await expect(profile.getByText('First name is required')).toBeVisible();
  await expect(profile.getByLabel(t('auth.signUp.city'))).toHaveValue('Bath');
  await profile.getByLabel(t('auth.signUp.firstName')).fill('Emmeline');
  await profile.getByRole('button', { name: t('account.profile.save') }).click();
  await expect(profile.getByText(t('account.profile.saved'))).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Emmeline');
  await page.reload();
  await expect(account(page).getByRole('form', { name: t('account.profile.title') }).getByLabel(t('auth.signUp.city'))).toHaveValue('Bath');
});

test('account: password change asks for the current one; the new one signs in', async ({ page }) => {
  await openAccount(page);
  const form = account(page).getByRole('form', { name: t('account.password.title') });
  await form.getByLabel(t('account.password.current'), { exact: true }).fill('not-my-password');
  await form.getByLabel(t('account.password.new'), { exact: true }).fill('lantern-festival-8');
  await form.getByLabel(t('auth.signUp.confirmPassword'), { exact: true }).fill('lantern-festival-8');
  await form.getByRole('button', { name: t('account.password.submit') }).click();
  await expect(form.getByText('Invalid password')).toBeVisible();
  await form.getByLabel(t('account.password.current'), { exact: true }).fill(READER.password);
  await form.getByRole('button', { name: t('account.password.submit') }).click();
  await expect(form.getByText(t('account.password.changed'))).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: t('header.signOut') }).click();
  await signInAs(page, 'en', READER.email, 'lantern-festival-8');
});

test('account: sign out of every device ends the other browser’s session too', async ({ page, browser }) => {
  const other = await browser.newPage();
  await open(other, '/en/privacy');
  await signInAs(other, 'en', READER.email, READER.password);
  await openAccount(page);
  await account(page).getByRole('button', { name: t('account.everywhere.submit') }).click();
  await expect(page).toHaveURL('/en/');
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.join') })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: t('header.join') })).toBeVisible();
  await other.close();
});

test('account: download my data gives a JSON file of what we hold', async ({ page }) => {
  await openAccount(page);
  const download = page.waitForEvent('download');
  await account(page).getByRole('button', { name: t('account.download.submit') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^huanyu-account-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as { profile: { email: string }; comments: unknown[] };
  expect(data.profile.email).toBe(READER.email);
  expect(data.comments.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain('passwordHash');
});

test('account: delete, in a labelled dialog (Esc closes it, focus comes back); comments removed as chosen', async ({ page }) => {
  await openAccount(page);
  const opener = account(page).getByRole('button', { name: t('account.delete.open') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: t('account.delete.title') });
  await expect(dialog.getByLabel(t('account.delete.password'))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel(t('account.delete.password')).fill('not-my-password');
  await dialog.getByRole('button', { name: t('account.delete.confirm') }).click();
  await expect(dialog.getByText('Invalid password')).toBeVisible();
  await dialog.getByLabel(t('account.delete.remove')).check();
  await dialog.getByLabel(t('account.delete.password')).fill(READER.password);
  await dialog.getByRole('button', { name: t('account.delete.confirm') }).click();
  await expect(page).toHaveURL('/en/');
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.join') })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: t('header.signIn'), exact: true }).click();
  const signIn = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT.en }) });
  await signIn.getByLabel(t('auth.signIn.email'), { exact: true }).fill(READER.email);
  await signIn.getByLabel(t('auth.signIn.password'), { exact: true }).fill(READER.password);
  await signIn.getByRole('button', { name: t('auth.signIn.submit') }).click();
  await expect(signIn.getByText("User wasn't found")).toBeVisible();
});

test('account: the verification link signs the new reader in on that device and opens their account', async ({ page }) => {
  const email = uniqueEmail('verify');
  await open(page, '/en/');
  const answer = await page.evaluate(async (address) => {
    const response = await fetch('/api/client/user/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password: 'a-long-password', firstName: 'Ada', lastName: 'Lovelace', userName: `ada${Date.now()}`, locale: 'en' }),
    });
    return response.status;
  }, email);
  expect(answer).toBe(200);
  const mail = await mailTo(page, email, 'verifyEmail');
  await open(page, mail.link);
  await expect(page).toHaveURL('/en/account');
  await expect(account(page).getByText(t('account.verified'))).toBeVisible();
  await expect(account(page)).toContainText(email);
  await expect(page.getByRole('banner').getByRole('button', { name: t('header.signOut') })).toBeVisible();
});

test('account: a new email is used once the link mailed to it is opened, on another device too', async ({ page, browser }) => {
  const address = uniqueEmail('moved');
  await openAccount(page);
  const form = account(page).getByRole('form', { name: t('account.email.title') });
  await form.getByLabel(t('account.email.new'), { exact: true }).fill(address);
  await form.getByLabel(t('account.delete.password'), { exact: true }).fill(READER.password);
  await form.getByRole('button', { name: t('account.email.submit') }).click();
  await expect(form.getByRole('status')).toContainText(address);
  await expect(form.getByLabel(t('account.delete.password'), { exact: true })).toHaveValue('');

  // The mail is read on a phone, signed out: the page says the address changed.
  const mail = await mailTo(page, address, 'changeEmail');
  const phone = await browser.newPage();
  await open(phone, mail.link);
  await expect(phone).toHaveURL('/en/account');
  await expect(phone.getByRole('main').getByRole('status')).toContainText(address);
  await phone.close();

  await page.reload();
  await expect(account(page)).toContainText(t('account.intro', { email: address }));
  const told = await mailTo(page, READER.email, 'emailChanged');
  expect(told.text).toContain(address);
});

test('account: the newsletter of each edition is ticked, saved and still ticked after a reload', async ({ page }) => {
  await openAccount(page);
  const form = account(page).getByRole('form', { name: t('account.newsletters.title') });
  await form.getByRole('checkbox', { name: 'English' }).check();
  await form.getByRole('checkbox', { name: '繁體中文' }).check();
  await form.getByRole('button', { name: t('account.newsletters.save') }).click();
  await expect(form.getByRole('status')).toHaveText(t('account.newsletters.saved'));
  await page.reload();
  const again = account(page).getByRole('form', { name: t('account.newsletters.title') });
  await expect(again.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: '繁體中文' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: '简体中文' })).not.toBeChecked();
});
