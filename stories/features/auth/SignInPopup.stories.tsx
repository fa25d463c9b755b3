import { runInAction } from 'mobx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { signIn } from '../../../contracts/user';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { mockPorts } from '../../../mocks/ports';
import { seed } from '../../../mocks/seed/data';
import type { RootStore } from '../../../src/stores/RootStore';
import { PopupHost } from '../../../src/app/PopupHost';
import { expectFitsWidth } from '../../checks';
import { storyStore } from '../../decorators';
import { popupConformance } from '../../popupConformance';
import { openPopup } from '../../popupSteps';
import { fixtures } from '../../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;
const unverified = fixtures.unverifiedReader;

/**
 * SPEC §2 sign-in popup; §4 'Forgot password' -> restore, 'Login error', editing clears the server's error,
 * a pending draft's short layout and its replay; §5 sign-in rules; §8 sign-in messages. Seeded accounts: README.
 */
const meta = preview.meta({
  title: 'Auth/Sign-in popup',
  render: () => <PopupHost />,
});

const TITLE = 'Log in to Huanyu and travel around the world';
const LOGIN_ERROR = 'Login error';

/** Opens sign-in through the store, as the header's login button does, and waits for the dialog named `title`. */
const openSignIn = (canvas: Parameters<typeof openPopup>[0], title = TITLE, props: Readonly<Record<string, string>> = {}) =>
  openPopup(canvas, 'signIn', title, props);

/** The field's own message: the alert its input points at (aria-describedby). */
function fieldMessage(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

async function fillAndSubmit(dialog: HTMLElement, login: string, password: string) {
  const d = within(dialog);
  if (login) await userEvent.type(d.getByRole('textbox', { name: en['auth.signIn.email'] }), login);
  if (password) await userEvent.type(d.getByLabelText(en['auth.signIn.password']), password);
  await userEvent.click(d.getByRole('button', { name: en['auth.signIn.submit'] }));
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    const d = within(dialog);
    const login = d.getByRole('textbox', { name: en['auth.signIn.email'] });
    await expect(login).toHaveValue('');
    await waitFor(() => expect(login).toHaveFocus());
    await expect(d.getByLabelText(en['auth.signIn.password'])).toHaveAttribute('type', 'password');
    await expect(d.getByRole('button', { name: en['auth.signIn.submit'] })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Forgot password' })).toBeVisible();
    await expect(d.getByRole('button', { name: en['popup.close'] })).toBeVisible();
    await expect(d.getByRole('button', { name: en['auth.signIn.toSignUp'] })).toBeVisible();
    await expect(d.queryByRole('alert')).toBeNull();
    await expect(d.queryByRole('status')).toBeNull();
    // No pending draft: the tall layout, without the draft line.
    await expect(d.queryByText(en['auth.signIn.draft'])).toBeNull();
  },
});

export const RequiredFields = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: en['auth.signIn.submit'] }));
    const login = d.getByRole('textbox', { name: en['auth.signIn.email'] });
    const password = d.getByLabelText(en['auth.signIn.password']);
    // SPEC §5 sign-in: both required, each with its own text under its field.
    await waitFor(() => expect(fieldMessage(login)).toHaveTextContent('Email or username required'));
    await expect(fieldMessage(password)).toHaveTextContent('Password is required');
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: no 'Login error' state.
    await expect(storyStore().session.loginFailed).toBe(false);
    // Editing a field clears its message only.
    await userEvent.type(login, 'reader');
    await expect(fieldMessage(login)).toBeNull();
    await expect(d.queryByText('Email or username required')).toBeNull();
    await expect(d.getByText('Password is required')).toBeVisible();
    await userEvent.type(password, 'x');
    await expect(d.queryByText('Password is required')).toBeNull();
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const PasswordRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, '');
    const d = within(dialog);
    await expect(await d.findByRole('alert')).toHaveTextContent('Password is required');
    await expect(d.queryByText('Email or username required')).toBeNull();
    await userEvent.type(d.getByLabelText(en['auth.signIn.password']), 'c');
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const UserNotVerified = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, unverified.email, unverified.password);
    const d = within(dialog);
    // SPEC §8, form-level, with the address the new link went to.
    await expect(await d.findByRole('alert')).toHaveTextContent(
      "User is not verified. We've sent new verification link to unverified@example.com, please confirm and try again",
    );
    await expect(dialog).toHaveAccessibleName(TITLE);
    // The mock mailed the new verification link.
    await expect(db.mail.findMany({ where: { to: { equals: unverified.email } } })).toHaveLength(1);
    await userEvent.type(d.getByLabelText(en['auth.signIn.password']), '!');
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const AccountBlocked = meta.story({
  beforeEach: async () => {
    await mockPorts.store.insert('readerBlock', { id: 'rbl_story', userId: reader._id, action: 'blocked', reason: 'Spam', adminId: 'adm_desk', at: 1 });
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    const d = within(dialog);
    // Ours (issue 25 item 7): the editors blocked the account; said above the form, what was typed stays.
    await expect(await d.findByRole('alert')).toHaveTextContent(en['error.accountBlocked']);
    await expect(d.getByLabelText(en['auth.signIn.password'])).toHaveValue(reader.password);
    await expect(storyStore().session.authorised).toBe(false);
    await userEvent.type(d.getByLabelText(en['auth.signIn.password']), '!');
    await expect(d.queryByRole('alert')).toBeNull();
  },
});

export const UserWasNotFound = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, 'nobody@example.com', 'whatever-1');
    const d = within(dialog);
    const login = d.getByRole('textbox', { name: en['auth.signIn.email'] });
    // SPEC §8 'No user found' -> "User wasn't found", on the email field.
    await waitFor(() => expect(fieldMessage(login)).toHaveTextContent("User wasn't found"));
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toHaveValue('nobody@example.com');
    await expect(storyStore().session.serverErrorFields.has('email')).toBe(true);
    // SPEC §4: editing the email clears the server's flag on it, and the message.
    await userEvent.type(login, 'x');
    await expect(d.queryByText("User wasn't found")).toBeNull();
    await expect(storyStore().session.serverErrorFields.has('email')).toBe(false);
  },
});

export const InvalidPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, 'wrong-horse-9');
    const d = within(dialog);
    const password = d.getByLabelText(en['auth.signIn.password']);
    // SPEC §8 'Invalid password', on the password field; what was typed stays.
    await waitFor(() => expect(fieldMessage(password)).toHaveTextContent('Invalid password'));
    await expect(password).toHaveValue('wrong-horse-9');
    await expect(storyStore().session.serverErrorFields.has('password')).toBe(true);
    await userEvent.clear(password);
    await expect(d.queryByText('Invalid password')).toBeNull();
    await expect(storyStore().session.serverErrorFields.has('password')).toBe(false);
    await userEvent.type(password, reader.password);
    await userEvent.click(d.getByRole('button', { name: en['auth.signIn.submit'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().session.authorised).toBe(true);
  },
});

export const LoginError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signIn, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    // SPEC §4/§8: any other failure -> the title becomes 'Login error'.
    await waitFor(() => expect(dialog).toHaveAccessibleName(LOGIN_ERROR));
    await expect(within(dialog).getByRole('heading', { name: LOGIN_ERROR })).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(en['auth.signIn.loginErrorDetail']);
    await expect(storyStore().session.loginFailed).toBe(true);
    // Nothing typed is lost; editing leaves the error state.
    const login = within(dialog).getByRole('textbox', { name: en['auth.signIn.email'] });
    await expect(login).toHaveValue(reader.email);
    await userEvent.type(login, ' ');
    await waitFor(() => expect(dialog).toHaveAccessibleName(TITLE));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
});

export const LoginErrorMalformedAnswer = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signIn, 'malformed'));
  },
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    await waitFor(() => expect(dialog).toHaveAccessibleName(LOGIN_ERROR));
    await expect(storyStore().session.authorised).toBe(false);
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signIn, 'networkError'));
  },
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    await waitFor(() => expect(dialog).toHaveAccessibleName(LOGIN_ERROR));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(en['error.offline']);
  },
});

export const Sending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signIn, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    const submit = within(dialog).getByRole('button', { name: en['auth.signIn.submit'] });
    // While the request is out the button shows progress and a second click sends nothing.
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().session.authorised).toBe(true);
  },
});

export const Success = meta.story({
  parameters: { showLocation: true },
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, reader.email, reader.password);
    // SPEC §4: signed in, token stored under both keys, the popup closes (and the page reloads).
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const store = storyStore();
    await expect(store.session.authorised).toBe(true);
    await expect(store.session.user?.firstName).toBe('Emma');
    await expect(store.storage.getItem(store.keys.userToken)).toBe(store.session.token);
    await expect(store.storage.getItem(store.keys.clientToken)).toBe(store.session.token);
    await expect(store.popups.current).toBeNull();
  },
});

export const SuccessWithUsername = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await fillAndSubmit(dialog, 'xiaoming', fixtures.simplifiedReader.password);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().session.user?.firstName).toBe('小明');
  },
});

const likedArticle = seed.articles[0]!;

/** A signed-out like waits as a draft (SPEC §4): the short layout, then the like and the way back after sign-in. */
const keepDraft = (store: RootStore) => {
  runInAction(() => {
    store.drafts.draft = { draftLikeArticle: { articleId: likedArticle._id }, redirectUrl: `/en/${likedArticle.slug}` };
  });
};

export const DraftShortLayoutSuccess = meta.story({
  parameters: { showLocation: true },
  play: async ({ canvas }) => {
    keepDraft(storyStore());
    const dialog = await openSignIn(canvas);
    await expect(within(dialog).getByText(en['auth.signIn.draft'])).toBeVisible();
    await expect(storyStore().drafts.popupLayout).toBe('short');
    await fillAndSubmit(dialog, reader.email, reader.password);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // The like was replayed (drafted), the drafts cleared, and the page is the one the like was made on.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/en/${likedArticle.slug}`));
    await expect(storyStore().drafts.pending).toBe(false);
    await expect(
      db.like.findFirst({ where: { userId: { equals: reader._id }, targetId: { equals: likedArticle._id } } }),
    ).not.toBeNull();
  },
});

export const EmailVerifiedNotice = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas, TITLE, { notice: 'emailVerified', email: reader.email });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Your email ${reader.email} is confirmed. Log in to continue.`,
    );
    // The confirmed address is already in the form.
    await expect(within(dialog).getByRole('textbox', { name: en['auth.signIn.email'] })).toHaveValue(reader.email);
  },
});

export const VerificationFailedNotice = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas, TITLE, { notice: 'verificationFailed' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(en['auth.signIn.verificationFailed']);
    await expect(within(dialog).getByRole('textbox', { name: en['auth.signIn.email'] })).toHaveValue('');
  },
});

export const ForgotPasswordOpensRestore = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.type(within(dialog).getByRole('textbox', { name: en['auth.signIn.email'] }), reader.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password' }));
    // SPEC §4: sign-in closes, restore opens (with the email already typed).
    const restore = await canvas.findByRole('dialog', { name: en['auth.restore.title'] });
    await expect(within(restore).getByRole('textbox', { name: en['auth.restore.email'] })).toHaveValue(reader.email);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: TITLE })).toBeNull());
    await expect(storyStore().popups.current?.id).toBe('restorePassword');
  },
});

export const CreateAccountOpensSignUp = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: en['auth.signIn.toSignUp'] }));
    await expect(storyStore().popups.current?.id).toBe('signUp');
    // SPEC §2: the sign-up popup's title, 'Register on {product}...'.
    await expect(await canvas.findByRole('dialog', { name: /^Register on Huanyu/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: TITLE })).toBeNull());
  },
});

export const CloseLinkCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.close'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(storyStore().popups.current).toBeNull();
  },
});

export const PasswordShowHideWithKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas);
    const d = within(dialog);
    const password = d.getByLabelText(en['auth.signIn.password']);
    await waitFor(() => expect(d.getByRole('textbox', { name: en['auth.signIn.email'] })).toHaveFocus());
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard(reader.password);
    await userEvent.tab();
    const toggle = d.getByRole('button', { name: en['field.password.showLabel'] });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName(en['field.password.hideLabel']);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue(reader.password);
  },
});

export const ZhTwLoginError = meta.story({
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signIn, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSignIn(canvas, zhTw['auth.signIn.title'].replace('{product}', '寰宇'));
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: zhTw['auth.signIn.email'] }), 'meiling');
    await userEvent.type(d.getByLabelText(zhTw['auth.signIn.password']), 'correct-horse-4');
    await userEvent.click(d.getByRole('button', { name: zhTw['auth.signIn.submit'] }));
    await waitFor(() => expect(dialog).toHaveAccessibleName(zhTw['error.loginError']));
    await expect(d.getByRole('alert')).toHaveTextContent(zhTw['auth.signIn.loginErrorDetail']);
  },
});

export const MobileDraftShortLayout = meta.story({
  play: async ({ canvas }) => {
    keepDraft(storyStore());
    const dialog = await openSignIn(canvas);
    await expect(within(dialog).getByText(en['auth.signIn.draft'])).toBeVisible();
    await expectFitsWidth(dialog);
  },
});

const conformance = popupConformance({ id: 'signIn', title: 'auth.signIn.title' }, {
  ZhCn: async (dialog, { userEvent }) => {
    await expect(dialog).toHaveAccessibleName('登录寰宇，环游世界');
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: zhCn['auth.signIn.submit'] }));
    await expect(await d.findByText(zhCn['error.loginRequired'])).toBeVisible();
    await expect(d.getByText(zhCn['error.passwordRequired'])).toBeVisible();
    await expect(d.getByRole('button', { name: zhCn['auth.signIn.forgot'] })).toBeVisible();
    await expect(d.getByRole('button', { name: zhCn['field.password.showLabel'] })).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: zhCn['auth.signIn.email'] }), 'nobody@example.com');
    await userEvent.type(d.getByLabelText(zhCn['auth.signIn.password']), 'whatever-1');
    await userEvent.click(d.getByRole('button', { name: zhCn['auth.signIn.submit'] }));
    await expect(await d.findByText(zhCn['error.userWasNotFound'])).toBeVisible();
  },
  ZhTw: async (dialog, { userEvent }) => {
    await expect(dialog).toHaveAccessibleName('登入寰宇，環遊世界');
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: zhTw['auth.signIn.email'] }), unverified.email);
    await userEvent.type(d.getByLabelText(zhTw['auth.signIn.password']), unverified.password);
    await userEvent.click(d.getByRole('button', { name: zhTw['auth.signIn.submit'] }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      zhTw['error.userNotVerified'].replace('{email}', unverified.email),
    );
    await expect(d.getByRole('button', { name: zhTw['auth.signIn.toSignUp'] })).toBeVisible();
  },
  Mobile: async (dialog) => {
    await expect(within(dialog).getByRole('button', { name: en['auth.signIn.submit'] })).toBeVisible();
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
