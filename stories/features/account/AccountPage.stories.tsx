import { runInAction } from 'mobx';
import { expect, waitFor, within } from 'storybook/test';
import type { StoryContext } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { accountActivity, exportAccount, saveNewsletterChoices } from '../../../contracts/account';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { fixtures } from '../../../mocks/seed/fixtures';
import { PopupHost } from '../../../src/app/PopupHost';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { storyStore } from '../../decorators';

/**
 * Issue 28 item 4: the reader's account page. Signed out it asks them to log in; signed in it has the profile
 * (sign-up's fields and texts), the password, the e-mail address (changed through a mailed link), the newsletter of
 * each edition, what they liked and wrote, sign-out everywhere, the download and the deletion in a labelled dialog.
 */
const meta = preview.meta({
  title: 'Pages/Account',
  parameters: { route: '/account' },
  render: () => (
    <>
      <AccountPage />
      <PopupHost />
    </>
  ),
});

/** What a play function uses of its context. */
type Ctx = Pick<StoryContext, 'canvas' | 'userEvent'>;

const READERS = { en: fixtures.verifiedReader, 'zh-cn': fixtures.simplifiedReader, 'zh-tw': fixtures.traditionalReader } as const;

async function signIn(locale: keyof typeof READERS = 'en') {
  const reader = READERS[locale];
  await storyStore().session.signIn({ email: reader.email, password: reader.password });
}

const signedOut = (messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await storyStore().session.loadProfile();
  await expect(await canvas.findByRole('heading', { level: 1, name: messages['account.title'] })).toBeVisible();
  await expect(canvas.getByText(messages['account.signedOut'] ?? '')).toBeVisible();
  await expect(await canvas.findByRole('dialog')).toBeVisible();
};

export const SignedOut = meta.story({ play: signedOut(en) });
export const SignedOutZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: signedOut(zhCn) });
export const SignedOutZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: signedOut(zhTw) });

const signedIn = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await signIn(locale);
  await expect(await canvas.findByRole('heading', { level: 1, name: messages['account.title'] })).toBeVisible();
  await expect(canvas.getByText(messages['account.intro']?.replace('{email}', READERS[locale].email) ?? '')).toBeVisible();
  for (const id of ['account.profile.title', 'account.password.title', 'account.liked.title', 'account.comments.title', 'account.actions.title']) {
    await expect(canvas.getByRole('heading', { level: 2, name: messages[id] })).toBeVisible();
  }
  const comments = canvas.getByRole('region', { name: messages['account.comments.title'] });
  await waitFor(() => expect(within(comments).queryByRole('status')).toBeNull());
  await expect(canvas.getByRole('form', { name: messages['account.profile.title'] })).toBeVisible();
};

export const SignedIn = meta.story({ play: signedIn('en', en) });
export const SignedInZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: signedIn('zh-cn', zhCn) });
export const SignedInZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: signedIn('zh-tw', zhTw) });

const profileRefused = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = await canvas.findByRole('form', { name: messages['account.profile.title'] });
  const f = within(form);
  await userEvent.clear(f.getByLabelText(messages['auth.signUp.firstName'] ?? '', { exact: false }));
  await userEvent.clear(f.getByLabelText(messages['auth.signUp.city'] ?? ''));
  await userEvent.type(f.getByLabelText(messages['auth.signUp.city'] ?? ''), 'Bath');
  await userEvent.click(f.getByRole('button', { name: messages['account.profile.save'] }));
  await expect(await f.findByText(messages['error.firstNameRequired'] ?? '')).toBeVisible();
  // What was typed stays.
  await expect(f.getByLabelText(messages['auth.signUp.city'] ?? '')).toHaveValue('Bath');
};

export const ProfileFirstNameRequired = meta.story({ play: profileRefused('en', en) });
export const ProfileFirstNameRequiredZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: profileRefused('zh-cn', zhCn) });
export const ProfileFirstNameRequiredZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: profileRefused('zh-tw', zhTw) });

export const ProfileSaved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signIn();
    const form = within(await canvas.findByRole('form', { name: en['account.profile.title'] }));
    await userEvent.type(form.getByLabelText(en['auth.signUp.hobby']), ' and tea');
    await userEvent.click(form.getByRole('button', { name: en['account.profile.save'] }));
    await expect(await form.findByText(en['account.profile.saved'])).toBeVisible();
  },
});

const wrongPassword = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.password.title'] }));
  await userEvent.type(form.getByLabelText(messages['account.password.current'] ?? '', { exact: false }), 'not-my-password');
  await userEvent.type(form.getByLabelText(messages['account.password.new'] ?? '', { exact: false }), 'lantern-festival-8');
  await userEvent.type(form.getByLabelText(messages['auth.signUp.confirmPassword'] ?? '', { exact: false }), 'lantern-festival-8');
  await userEvent.click(form.getByRole('button', { name: messages['account.password.submit'] }));
  await expect(await form.findByText(messages['error.wrongPassword'] ?? '')).toBeVisible();
};

export const WrongCurrentPassword = meta.story({ play: wrongPassword('en', en) });
export const WrongCurrentPasswordZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: wrongPassword('zh-cn', zhCn) });
export const WrongCurrentPasswordZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: wrongPassword('zh-tw', zhTw) });

const deleteDialog = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const opener = await canvas.findByRole('button', { name: messages['account.delete.open'] });
  await userEvent.click(opener);
  const dialog = await canvas.findByRole('dialog', { name: messages['account.delete.title'] });
  const d = within(dialog);
  await waitFor(() => expect(d.getByLabelText(messages['account.delete.password'] ?? '', { exact: false })).toHaveFocus());
  await expect(d.getByRole('radio', { name: messages['account.delete.keep'] })).toBeChecked();
  await userEvent.click(d.getByRole('button', { name: messages['account.delete.confirm'] }));
  await expect(await d.findByText(messages['error.passwordRequired'] ?? '')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog', { name: messages['account.delete.title'] })).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
};

export const DeleteDialog = meta.story({ play: deleteDialog('en', en) });
export const DeleteDialogZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: deleteDialog('zh-cn', zhCn) });
export const DeleteDialogZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: deleteDialog('zh-tw', zhTw) });

const downloadFailed = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  await userEvent.click(await canvas.findByRole('button', { name: messages['account.download.submit'] }));
  await expect(await canvas.findByText(messages['error.requestFailed'] ?? '')).toBeVisible();
};

export const DownloadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(faultHandler(exportAccount, 'serverError')), play: downloadFailed('en', en) });
export const DownloadFailedZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  beforeEach: ({ msw }) => msw.use(faultHandler(exportAccount, 'serverError')),
  play: downloadFailed('zh-cn', zhCn),
});
export const DownloadFailedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => msw.use(faultHandler(exportAccount, 'serverError')),
  play: downloadFailed('zh-tw', zhTw),
});

const activityFailed = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await signIn(locale);
  const liked = await canvas.findByRole('region', { name: messages['account.liked.title'] });
  await expect(await within(liked).findByRole('button', { name: messages['dataState.retry'] })).toBeVisible();
};

export const ActivityFailed = meta.story({ beforeEach: ({ msw }) => msw.use(faultHandler(accountActivity, 'serverError')), play: activityFailed('en', en) });
export const ActivityFailedZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  beforeEach: ({ msw }) => msw.use(faultHandler(accountActivity, 'serverError')),
  play: activityFailed('zh-cn', zhCn),
});
export const ActivityFailedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => msw.use(faultHandler(accountActivity, 'serverError')),
  play: activityFailed('zh-tw', zhTw),
});

const verified = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await signIn(locale);
  runInAction(() => {
    storyStore().session.justVerified = true;
  });
  await expect(await canvas.findByText(messages['account.verified'] ?? '')).toBeVisible();
};

export const JustVerified = meta.story({ play: verified('en', en) });
export const JustVerifiedZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: verified('zh-cn', zhCn) });
export const JustVerifiedZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: verified('zh-tw', zhTw) });

const NEW_ADDRESS = { en: 'emma.clarke@example.com', 'zh-cn': 'wang.xiaoming@example.com', 'zh-tw': 'chen.meiling@example.com' } as const;

const emailLinkSent = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.email.title'] }));
  await userEvent.type(form.getByLabelText(messages['account.email.new'] ?? '', { exact: false }), NEW_ADDRESS[locale]);
  await userEvent.type(form.getByLabelText(messages['account.delete.password'] ?? '', { exact: false }), READERS[locale].password);
  await userEvent.click(form.getByRole('button', { name: messages['account.email.submit'] }));
  await expect(await form.findByRole('status')).toHaveTextContent(NEW_ADDRESS[locale]);
  // Nothing changes before the link is opened.
  await expect(form.getByText(READERS[locale].email)).toBeVisible();
};

export const EmailLinkSent = meta.story({ play: emailLinkSent('en', en) });
export const EmailLinkSentZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: emailLinkSent('zh-cn', zhCn) });
export const EmailLinkSentZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: emailLinkSent('zh-tw', zhTw) });

const emailInUse = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.email.title'] }));
  const other = locale === 'en' ? fixtures.simplifiedReader : fixtures.verifiedReader;
  await userEvent.type(form.getByLabelText(messages['account.email.new'] ?? '', { exact: false }), other.email);
  await userEvent.type(form.getByLabelText(messages['account.delete.password'] ?? '', { exact: false }), READERS[locale].password);
  await userEvent.click(form.getByRole('button', { name: messages['account.email.submit'] }));
  await expect(await form.findByText(messages['error.emailInUse'] ?? '')).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabelText(messages['account.email.new'] ?? '', { exact: false })).toHaveValue(other.email);
};

export const EmailInUse = meta.story({ play: emailInUse('en', en) });
export const EmailInUseZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: emailInUse('zh-cn', zhCn) });
export const EmailInUseZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: emailInUse('zh-tw', zhTw) });

const emailChanged = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await signIn(locale);
  const store = storyStore();
  const { accountEmail } = await store.openAccountPage();
  await accountEmail.request({ email: NEW_ADDRESS[locale], password: READERS[locale].password });
  // The reader opens the link in the mail to the new address.
  const mail = db.mail.findFirst({ where: { to: { equals: NEW_ADDRESS[locale] } }, strict: true });
  store.navigation.go(mail.link);
  await accountEmail.followLink();
  const notice = await canvas.findByText((_, element) => element?.getAttribute('role') === 'status' && element.textContent?.includes(NEW_ADDRESS[locale]) === true);
  await expect(notice).toBeVisible();
  await expect(canvas.getByText(messages['account.intro']?.replace('{email}', NEW_ADDRESS[locale]) ?? '')).toBeVisible();
};

export const EmailChanged = meta.story({ play: emailChanged('en', en) });
export const EmailChangedZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: emailChanged('zh-cn', zhCn) });
export const EmailChangedZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: emailChanged('zh-tw', zhTw) });

/** A used or unknown link, opened signed out: said above the invitation to log in. */
const emailLinkInvalid = (messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await storyStore().session.loadProfile();
  await expect(await canvas.findByRole('alert')).toHaveTextContent(messages['error.emailLinkInvalid'] ?? '');
  await expect(canvas.getByText(messages['account.signedOut'] ?? '')).toBeVisible();
};

export const EmailLinkInvalid = meta.story({ parameters: { route: '/account?email-token=used-or-unknown' }, play: emailLinkInvalid(en) });
export const EmailLinkInvalidZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/account?email-token=used-or-unknown' },
  play: emailLinkInvalid(zhCn),
});
export const EmailLinkInvalidZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/account?email-token=used-or-unknown' },
  play: emailLinkInvalid(zhTw),
});

const newslettersSaved = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.newsletters.title'] }));
  const group = await form.findByRole('group', { name: messages['account.newsletters.legend'] });
  await userEvent.click(within(group).getByRole('checkbox', { name: 'English' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: '繁體中文' }));
  await userEvent.click(form.getByRole('button', { name: messages['account.newsletters.save'] }));
  await expect(await form.findByRole('status')).toHaveTextContent(messages['account.newsletters.saved'] ?? '');
  await expect(within(group).getByRole('checkbox', { name: '简体中文' })).not.toBeChecked();
  await expect(db.subscription.findFirst({ where: { email: { equals: READERS[locale].email } } })?.confirmed).toBe(true);
};

export const NewslettersSaved = meta.story({ play: newslettersSaved('en', en) });
export const NewslettersSavedZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: newslettersSaved('zh-cn', zhCn) });
export const NewslettersSavedZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: newslettersSaved('zh-tw', zhTw) });

/** Subscribed in the footer, not yet confirmed: the page says so, and the reader's own edition is ticked. */
const newslettersPending = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas }: Ctx) => {
  await storyStore().subscription.subscribeFromFooter({ email: READERS[locale].email });
  storyStore().popups.close();
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.newsletters.title'] }));
  await expect(await form.findByText(messages['account.newsletters.pending'] ?? '')).toBeVisible();
  await expect(form.getByRole('checkbox', { checked: true })).toBeVisible();
};

export const NewslettersPending = meta.story({ play: newslettersPending('en', en) });
export const NewslettersPendingZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: newslettersPending('zh-cn', zhCn) });
export const NewslettersPendingZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: newslettersPending('zh-tw', zhTw) });

const newslettersFailed = (locale: keyof typeof READERS, messages: Record<string, string>) => async ({ canvas, userEvent }: Ctx) => {
  await signIn(locale);
  const form = within(await canvas.findByRole('form', { name: messages['account.newsletters.title'] }));
  const box = await form.findByRole('checkbox', { name: 'English' });
  await userEvent.click(box);
  await userEvent.click(form.getByRole('button', { name: messages['account.newsletters.save'] }));
  await expect(await form.findByText(messages['error.requestFailed'] ?? '')).toBeVisible();
  // The choice stays ticked, to try again.
  await expect(box).toBeChecked();
};

export const NewslettersFailed = meta.story({ beforeEach: ({ msw }) => msw.use(faultHandler(saveNewsletterChoices, 'serverError')), play: newslettersFailed('en', en) });
export const NewslettersFailedZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  beforeEach: ({ msw }) => msw.use(faultHandler(saveNewsletterChoices, 'serverError')),
  play: newslettersFailed('zh-cn', zhCn),
});
export const NewslettersFailedZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => msw.use(faultHandler(saveNewsletterChoices, 'serverError')),
  play: newslettersFailed('zh-tw', zhTw),
});
