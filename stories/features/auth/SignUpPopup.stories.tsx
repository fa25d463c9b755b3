import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { signUp } from '../../../contracts/user';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { PopupHost } from '../../../src/app/PopupHost';
import { expectFitsWidth } from '../../checks';
import { storyStore } from '../../decorators';
import { popupConformance } from '../../popupConformance';
import { expectFieldError, expectNoFieldError } from '../../popupSteps';
import { DRAFT_ARTICLE_ID, fillRequired, openSignUp, signUpForm } from './signUpForm';
import { fixtures } from '../../../mocks/seed/fixtures';

const reader = fixtures.verifiedReader;

/**
 * The sign-up popup — SPEC §2 (fields, titles), §4 (success, short/tall look), §5 (every sign-up rule, on
 * submit only, cleared by editing), §8 (the two sign-up messages). The spec's texts are quoted as the spec
 * gives them; our own texts come from the locale files. Country, birth date, phone, keyboard and the complete
 * sign-up: SignUpPopupControls.stories.tsx.
 */
const meta = preview.meta({
  title: 'Auth/Sign-up popup',
  parameters: { layout: 'fullscreen' },
  render: () => <PopupHost />,
});

const SIGN_UP_SUCCESS = 'Please check your email to confirm registration';

export const Normal = meta.story({
  play: async ({ canvasElement }) => {
    const form = await openSignUp(canvasElement);
    const dialog = within(form.dialog);
    // SPEC §2: 'Register on {product}...' with 'A New Space for Social Comments'.
    await expect(form.dialog).toHaveAccessibleName('Register on Huanyu...');
    await expect(dialog.getByText('A New Space for Social Comments')).toBeVisible();
    // The subtitle is read with the dialog's name (its description).
    await expect(form.dialog).toHaveAccessibleDescription('A New Space for Social Comments');
    // Both passwords can be shown and hidden, as in sign-in and reset.
    await expect(dialog.getAllByRole('button', { name: en['field.password.showLabel'] })).toHaveLength(2);
    // Every field of SPEC §2, labelled, the tall look: all of them shown, none behind a disclosure.
    await expect(dialog.getByRole('textbox', { name: 'Custom Username or Codename' })).toBeVisible();
    const optional = form.optional();
    for (const control of Object.values(optional)) await expect(control).toBeVisible();
    await expect(dialog.queryByText(en['auth.signUp.more'])).toBeNull();
    await expect(dialog.getByRole('group', { name: en['auth.signUp.gender'] })).toBeVisible();
    for (const field of [form.lastName, form.firstName, form.userName, form.email, form.password, form.confirmPassword]) {
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('aria-required', 'true');
    }
    // SPEC §5: nothing is validated before submit.
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
});

export const RequiredFieldsMissing = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await userEvent.click(form.submit);
    // SPEC §5, each required field's own message; the first of them takes the focus.
    await expectFieldError(form.lastName, 'Last name is required');
    await waitFor(() => expect(form.lastName).toHaveFocus());
    await expectFieldError(form.firstName, 'First name is required');
    await expectFieldError(form.userName, 'Username is required');
    await expectFieldError(form.email, 'Email is required');
    await expectFieldError(form.password, 'Password is required');
    await expectFieldError(form.confirmPassword, 'Confirm password');
    await expect(storyStore().popups.current?.id).toBe('signUp');
    // Editing a field hides its error, and only its error.
    await userEvent.type(form.lastName, 'Lin');
    await expectNoFieldError(form.lastName);
    await expectFieldError(form.firstName, 'First name is required');
    await userEvent.type(form.firstName, 'Ada');
    await expectNoFieldError(form.firstName);
    await userEvent.type(form.userName, 'ada.lin');
    await expectNoFieldError(form.userName);
    await userEvent.type(form.email, 'ada.lin@example.com');
    await expectNoFieldError(form.email);
    await userEvent.type(form.password, 'long-enough-1');
    await expectNoFieldError(form.password);
    await expectFieldError(form.confirmPassword, 'Confirm password');
    await userEvent.type(form.confirmPassword, 'long-enough-1');
    await expectNoFieldError(form.confirmPassword);
    await expect(within(form.dialog).queryByRole('alert')).toBeNull();
  },
});

/** Left with its errors showing (for looking at): every required field empty, then submitted. */
export const ErrorsShown = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await userEvent.type(form.email, 'not-an-email');
    await userEvent.type(form.password, 'short');
    await userEvent.click(form.submit);
    await expectFieldError(form.lastName, 'Last name is required');
    await expectFieldError(form.email, 'Email should be valid');
    await expectFieldError(form.password, 'Minimum 8 symbols');
    await expectFieldError(form.confirmPassword, 'Confirm password');
    await expect(within(form.dialog).getAllByRole('alert')).toHaveLength(6);
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form, { email: 'ada.lin@example' });
    await userEvent.click(form.submit);
    await expectFieldError(form.email, 'Email should be valid');
    // Nothing typed is lost, and no request went out.
    await expect(form.email).toHaveValue('ada.lin@example');
    await expect(form.lastName).toHaveValue('Lin');
    await expect(db.user.findFirst({ where: { userName: { equals: 'ada.lin' } } })).toBeNull();
    await userEvent.type(form.email, '.com');
    await expectNoFieldError(form.email);
  },
});

export const PasswordTooShort = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form, { password: 'seven77' });
    await userEvent.click(form.submit);
    await expectFieldError(form.password, 'Minimum 8 symbols');
    await expect(form.password).toHaveValue('seven77');
    await userEvent.type(form.password, '8');
    await expectNoFieldError(form.password);
  },
});

export const PasswordsDifferent = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form);
    await userEvent.type(form.confirmPassword, 'x');
    await userEvent.click(form.submit);
    await expectFieldError(form.confirmPassword, 'Passwords are different');
    await expectNoFieldError(form.password);
    await userEvent.type(form.confirmPassword, '{Backspace}');
    await expectNoFieldError(form.confirmPassword);
  },
});

export const EmailInUse = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    // reader@example.com is a seeded account (mocks/seed/users.ts).
    await fillRequired(form, { email: reader.email, userName: 'brand-new-name' });
    await userEvent.click(form.submit);
    // SPEC §8: 'This email is already in use' -> 'Email is already in use', on the email field.
    await expectFieldError(form.email, 'Email is already in use');
    await expect(storyStore().popups.current?.id).toBe('signUp');
    await expect(form.userName).toHaveValue('brand-new-name');
    await expect(form.password).toHaveValue('long-enough-1');
    await userEvent.clear(form.email);
    await expectNoFieldError(form.email);
    await userEvent.type(form.email, 'brand-new@example.com');
    await userEvent.click(form.submit);
    await expect(await within(canvasElement).findByRole('dialog', { name: SIGN_UP_SUCCESS })).toBeVisible();
  },
});

export const UsernameInUse = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    // xiaoming is a seeded account's username (mocks/seed/users.ts).
    await fillRequired(form, { userName: 'xiaoming', email: 'another.ming@example.com' });
    await userEvent.click(form.submit);
    // SPEC §8: 'This username is already in use' -> 'Username is already in use'.
    await expectFieldError(form.userName, 'Username is already in use');
    await expect(form.email).toHaveValue('another.ming@example.com');
    await userEvent.type(form.userName, '2');
    await expectNoFieldError(form.userName);
    await expect(db.user.findFirst({ where: { email: { equals: 'another.ming@example.com' } } })).toBeNull();
  },
});

export const Sending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signUp, 'slow', { slowMs: 1500 }));
  },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.submit);
    // While the request is out the button shows progress and takes no second click.
    await waitFor(() => expect(form.submit).toHaveAttribute('aria-busy', 'true'));
    await expect(form.submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(form.submit);
    await expect(await within(canvasElement).findByRole('dialog', { name: SIGN_UP_SUCCESS })).toBeVisible();
    // One account, not two.
    await expect(db.user.findMany({ where: { userName: { equals: 'ada.lin' } } })).toHaveLength(1);
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signUp, 'serverError'));
  },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.submit);
    // Not in the catalogue (SPEC §8: ignored): one form-level message, and everything typed stays.
    await expect(await within(form.dialog).findByRole('alert')).toHaveTextContent(en['error.requestFailed']);
    await expect(form.lastName).toHaveValue('Lin');
    await expect(form.email).toHaveValue('ada.lin@example.com');
    await expect(form.password).toHaveValue('long-enough-1');
    await expect(form.submit).not.toHaveAttribute('aria-busy');
    await expect(storyStore().popups.current?.id).toBe('signUp');
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(signUp, 'networkError'));
  },
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.submit);
    await expect(await within(form.dialog).findByRole('alert')).toHaveTextContent(en['error.offline']);
    await expect(form.userName).toHaveValue('ada.lin');
  },
});

export const SignInLink = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement);
    await expect(within(form.dialog).getByText(en['auth.signUp.haveAccount'])).toBeVisible();
    await userEvent.click(within(form.dialog).getByRole('button', { name: en['auth.signUp.signIn'] }));
    await expect(storyStore().popups.current?.id).toBe('signIn');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog', { name: 'Register on Huanyu...' })).toBeNull());
  },
});

/** A signed-out like opened the popup: the draft title and the short look. */
export const Draft = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { draft: true });
    const dialog = within(form.dialog);
    await expect(form.dialog).toHaveAccessibleName('One-time registration, all-site access');
    await expect(dialog.getByText(en['auth.signUp.draftSubtitle'])).toBeVisible();
    await expect(dialog.queryByText('A New Space for Social Comments')).toBeNull();
    // The short look: the required fields, and the optional ones folded away.
    const more = dialog.getByText(en['auth.signUp.more']);
    await expect(more.closest('details')).not.toHaveAttribute('open');
    await expect(form.optional().country).not.toBeVisible();
    await expect(form.password).toBeVisible();
    await userEvent.click(more);
    await expect(form.optional().country).toBeVisible();
    await expect(form.optional().birthdate).toBeVisible();
  },
});

export const DraftSignInFirst = meta.story({
  // A reader who liked signed out most likely has an account: logging in comes first, the form after it.
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { draft: true });
    const dialog = within(form.dialog);
    const signIn = dialog.getByRole('button', { name: en['auth.signUp.signIn'] });
    await expect(signIn).toHaveFocus();
    await expect(dialog.getByText(en['auth.signUp.draftSignIn'])).toBeVisible();
    await expect(signIn.compareDocumentPosition(form.lastName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Offered once, at the top: not again under the form.
    await expect(dialog.queryByText(en['auth.signUp.haveAccount'])).toBeNull();
    await userEvent.click(signIn);
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Log in to Huanyu and travel around the world' })).toBeVisible();
    // The like is still waiting: it is replayed once the reader signs in.
    await expect(storyStore().drafts.pending).toBe(true);
  },
});

export const DraftSignUpKeepsTheDraft = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const form = await openSignUp(canvasElement, { draft: true });
    await fillRequired(form, { email: 'liker@example.com', userName: 'liker' });
    await userEvent.click(form.submit);
    await expect(await within(canvasElement).findByRole('dialog', { name: SIGN_UP_SUCCESS })).toBeVisible();
    // SPEC §3: the payload carries the pending draft; the mock keeps it on the new account.
    const user = db.user.findFirst({ where: { email: { equals: 'liker@example.com' } } });
    await expect(JSON.parse(user?.draft ?? '{}')).toMatchObject({ draftLikeArticle: { articleId: DRAFT_ARTICLE_ID } });
  },
});

export const DraftZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement }) => {
    const form = await openSignUp(canvasElement, { locale: 'zh-tw', draft: true });
    await expect(form.dialog).toHaveAccessibleName(zhTw['auth.signUp.draftTitle']);
    await expect(within(form.dialog).getByText(zhTw['auth.signUp.draftSubtitle'])).toBeVisible();
  },
});

export const MobileDraft = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = await openSignUp(canvasElement, { draft: true });
    await expectFitsWidth(form.dialog);
    await expect(form.optional().country).not.toBeVisible();
    // Logging in is above the fold on a phone.
    const signIn = within(form.dialog).getByRole('button', { name: en['auth.signUp.signIn'] });
    await expect(signIn.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
});

const conformance = popupConformance({ id: 'signUp', title: 'auth.signUp.title' }, {
  EscCloses: {
    // What was typed is no reason to stay open.
    before: async (dialog, { userEvent }) => {
      await userEvent.type(signUpForm(dialog).lastName, 'Lin');
    },
  },
  ZhCn: async (dialog, { userEvent }) => {
    const form = signUpForm(dialog, 'zh-cn');
    await expect(form.dialog).toHaveAccessibleName('注册寰宇……');
    await expect(within(form.dialog).getByText(zhCn['auth.signUp.subtitle'])).toBeVisible();
    await userEvent.click(form.submit);
    await expectFieldError(form.lastName, zhCn['error.lastNameRequired']);
    await expectFieldError(form.confirmPassword, zhCn['error.confirmPasswordRequired']);
  },
  ZhTw: async (dialog, { userEvent }) => {
    const form = signUpForm(dialog, 'zh-tw');
    await expect(form.dialog).toHaveAccessibleName('註冊寰宇……');
    await expect(within(form.dialog).getByText(zhTw['auth.signUp.subtitle'])).toBeVisible();
    await userEvent.type(form.email, 'abc');
    await userEvent.click(form.submit);
    await expectFieldError(form.email, zhTw['error.invalidEmail']);
  },
  Mobile: async (dialog, { userEvent }) => {
    const form = signUpForm(dialog);
    // One column: the first name sits under the last name.
    await expect(form.firstName.getBoundingClientRect().left).toBe(form.lastName.getBoundingClientRect().left);
    await expect(form.firstName.getBoundingClientRect().top).toBeGreaterThan(form.lastName.getBoundingClientRect().bottom);
    // The dialog scrolls inside itself; the page behind stays put.
    await expect(form.dialog.scrollHeight).toBeGreaterThan(form.dialog.clientHeight);
    await userEvent.click(form.submit);
    await expectFieldError(form.lastName, 'Last name is required');
    await userEvent.type(form.confirmPassword, 'x');
    await waitFor(() => expect(form.dialog.scrollTop).toBeGreaterThan(0));
    await expect(document.scrollingElement?.scrollTop ?? 0).toBe(0);
    const submit = form.submit.getBoundingClientRect();
    await expect(submit.right).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);
