import { useLayoutEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../../contracts/common';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { PopupHost } from '../../../src/app/PopupHost';
import { useStores } from '../../../src/hooks/StoresContext';

// Every locale has en's ids (tests/i18n.test.ts): typed as en's, so a misspelt id fails the typecheck.
export const MESSAGES: Record<Locale, typeof en> = { en, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** A seeded article: the draft like a signed-out reader left before being asked to register. */
export const DRAFT_ARTICLE_ID = 'art_001';

/**
 * The sign-up popup as the app shows it: opened through the story's PopupsStore (with `draft`, the way a
 * signed-out like opens it: DraftsStore.keepAndAskToSignIn) and rendered by the real PopupHost and registry,
 * lazy chunk included.
 */
export function SignUpStage({ draft = false }: { readonly draft?: boolean }) {
  const store = useStores();
  useLayoutEffect(() => {
    if (draft) store.drafts.keepAndAskToSignIn({ draftLikeArticle: { articleId: DRAFT_ARTICLE_ID } });
    else store.popups.open('signUp');
  }, [store, draft]);
  return <PopupHost />;
}

/** The popup's title in a locale (SPEC §2), with the configured product name. */
export function signUpTitle(locale: Locale): string {
  const product = locale === 'en' ? 'Huanyu' : '寰宇';
  return MESSAGES[locale]['auth.signUp.title'].replace('{product}', product);
}

/** Finds the open sign-up dialog (the normal or the draft title) and its controls, by their labels. */
export async function openSignUp(canvasElement: HTMLElement, options: { locale?: Locale; draft?: boolean } = {}) {
  const { locale = 'en', draft = false } = options;
  const m = MESSAGES[locale];
  const name = draft ? m['auth.signUp.draftTitle'] : signUpTitle(locale);
  const dialog = await within(canvasElement).findByRole('dialog', { name });
  const d = within(dialog);
  // The first field has focus once the popup is up.
  await waitFor(() => expect(d.getByRole('textbox', { name: m['auth.signUp.lastName'] })).toHaveFocus());
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

export type SignUpControls = Awaited<ReturnType<typeof openSignUp>>;

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
