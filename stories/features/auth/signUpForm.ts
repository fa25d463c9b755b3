import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../../contracts/common';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { storyStore } from '../../decorators';
import { findDialog, openPopup } from '../../popupSteps';

// Every locale has en's ids (tests/i18n.test.ts): typed as en's, so a misspelt id fails the typecheck.
export const MESSAGES: Record<Locale, typeof en> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** A seeded article: the draft like a signed-out reader left before being asked to register. */
export const DRAFT_ARTICLE_ID = 'art_001';

/** The popup's title in a locale (SPEC §2), with the configured product name. */
export function signUpTitle(locale: Locale): string {
  const product = locale === 'en' ? 'Huanyu' : '寰宇';
  return MESSAGES[locale]['auth.signUp.title'].replace('{product}', product);
}

/**
 * Opens the sign-up popup through the story's store (with `draft`, the way a signed-out like opens it:
 * DraftsStore.keepAndAskToSignIn) and finds its controls, once the first field (with a draft: the sign-in
 * button) has the focus.
 */
export async function openSignUp(canvasElement: HTMLElement, options: { locale?: Locale; draft?: boolean } = {}) {
  const { locale = 'en', draft = false } = options;
  const m = MESSAGES[locale];
  const canvas = within(canvasElement);
  let dialog: HTMLElement;
  if (draft) {
    storyStore().drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: DRAFT_ARTICLE_ID } });
    dialog = await findDialog(canvas, m['auth.signUp.draftTitle']);
  } else {
    dialog = await openPopup(canvas, 'signUp', signUpTitle(locale));
  }
  // With a draft, signing in is the first choice and takes the focus; else the form's first field does.
  const first = draft
    ? within(dialog).getByRole('button', { name: m['auth.signUp.signIn'] })
    : within(dialog).getByRole('textbox', { name: m['auth.signUp.lastName'] });
  await waitFor(() => expect(first).toHaveFocus());
  return signUpForm(dialog, locale);
}

/** The open sign-up dialog's controls, by their labels in the locale. */
export function signUpForm(dialog: HTMLElement, locale: Locale = 'en') {
  const m = MESSAGES[locale];
  const d = within(dialog);
  return {
    dialog,
    lastName: d.getByRole('textbox', { name: m['auth.signUp.lastName'] }),
    firstName: d.getByRole('textbox', { name: m['auth.signUp.firstName'] }),
    userName: d.getByRole('textbox', { name: m['auth.signUp.userName'] }),
    email: d.getByRole('textbox', { name: m['auth.signUp.email'] }),
    password: d.getByLabelText(m['auth.signUp.password']),
    confirmPassword: d.getByLabelText(m['auth.signUp.confirmPassword']),
    submit: d.getByRole('button', { name: m['auth.signUp.submit'] }),
    /** In the draft layout these sit behind the "More about you" disclosure. */
    optional: () => ({
      country: d.getByRole('combobox', { name: m['auth.signUp.country'] }),
      city: d.getByRole('textbox', { name: m['auth.signUp.city'] }),
      phone: d.getByRole('textbox', { name: m['auth.signUp.phone'] }),
      male: d.getByRole('radio', { name: m['auth.signUp.gender.male'] }),
      female: d.getByRole('radio', { name: m['auth.signUp.gender.female'] }),
      birthdate: d.getByRole('button', { name: new RegExp(`^${m['auth.signUp.birthdate']}`) }),
      hobby: d.getByRole('textbox', { name: m['auth.signUp.hobby'] }),
    }),
  };
}

export type SignUpControls = ReturnType<typeof signUpForm>;

/** Fills the required fields with a valid new account. */
export async function fillRequired(
  form: SignUpControls,
  values: { lastName?: string; firstName?: string; userName?: string; email?: string; password?: string } = {},
) {
  await userEvent.type(form.lastName, values.lastName ?? 'Lin');
  await userEvent.type(form.firstName, values.firstName ?? 'Ada');
  await userEvent.type(form.userName, values.userName ?? 'ada.lin');
  await userEvent.type(form.email, values.email ?? 'ada.lin@example.com');
  await userEvent.type(form.password, values.password ?? 'long-enough-1');
  await userEvent.type(form.confirmPassword, values.password ?? 'long-enough-1');
}
