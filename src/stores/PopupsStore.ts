import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../contracts/common';

/**
 * SPEC §2: the fifteen popups, the WeChat share's QR code (issue 28), and what a newsletter's unsubscribe link did
 * (issue 25). They are not routes; at most one is open at a time.
 */
export const POPUP_IDS = [
  'signIn',
  'signUp',
  'restorePassword',
  'restorePasswordSuccess',
  'resetPassword',
  'signUpSuccess',
  'contact',
  'contactSuccess',
  'subscription',
  'headerSubscription',
  'subscriptionCheckEmail',
  'subscriptionThanks',
  'subscriptionSuccessVerified',
  'submitArticle',
  'success',
  'wechatShare',
  'newsletterUnsubscribed',
] as const;

export type PopupId = (typeof POPUP_IDS)[number];

/**
 * A popup that shows nothing but its own texts. Not `{}` (anything fits that, and the compiler skips its excess
 * property check) nor `Record<string, never>` (any read of it compiles, as `never`): a type with one property
 * that can never be set, so `open('contact', { email })` and a `props.email` in the popup both fail the typecheck.
 */
interface NoProps {
  readonly none?: never;
}

/**
 * What each popup is opened with (docs/decisions/026). Plain data the store can hold and a story can compare;
 * the popup component takes exactly this as its `props`, and the registry (src/app/popupRegistry.ts) checks it.
 */
export interface PopupProps {
  /** From a verification link (MailLinksStore); `email` pre-fills the login after a confirmed address. */
  readonly signIn:
    | { readonly notice?: undefined; readonly email?: undefined }
    | { readonly notice: 'emailVerified'; readonly email: string }
    | { readonly notice: 'verificationFailed'; readonly email?: undefined };
  readonly signUp: NoProps;
  /** What the reader typed in sign-in, when it was an email. */
  readonly restorePassword: { readonly email?: string };
  /** docs/decisions/010: it opens twice, after the link is mailed and after the new password is saved. */
  readonly restorePasswordSuccess:
    | { readonly stage: 'linkSent'; readonly email?: string }
    | { readonly stage: 'passwordChanged'; readonly email?: undefined };
  /** The restore-token of the mailed link. */
  readonly resetPassword: { readonly token: string };
  readonly signUpSuccess: { readonly email?: string };
  readonly contact: NoProps;
  readonly contactSuccess: NoProps;
  /** A confirmation link that did not work: the reader subscribes again for a new one. */
  readonly subscription: { readonly notice?: 'confirmationFailed' };
  readonly headerSubscription: NoProps;
  readonly subscriptionCheckEmail: { readonly email: string };
  readonly subscriptionThanks: { readonly email: string };
  readonly subscriptionSuccessVerified: NoProps;
  readonly submitArticle: NoProps;
  readonly success: NoProps;
  /** The page's canonical address, which the QR code carries. */
  readonly wechatShare: { readonly url: string };
  /** A newsletter's unsubscribe link: the edition it stopped, or that the link did not work. */
  readonly newsletterUnsubscribed: { readonly edition: Locale } | { readonly notice: 'linkInvalid' };
}

/** `open('signUp')` needs no props; a popup with a required prop cannot be opened without it. */
export type PopupOpenArgs<K extends PopupId> = Record<never, never> extends PopupProps[K]
  ? [props?: PopupProps[K]]
  : [props: PopupProps[K]];

/** Plain data only: which popup, and the values it shows. A registry in the app maps ids to components. */
export type OpenPopup = { readonly [K in PopupId]: { readonly id: K; readonly props: PopupProps[K] } }[PopupId];

export class PopupsStore {
  current: OpenPopup | null = null;

  /** Who hears of every popup that closes (SessionStore: closing sign-up success clears the drafts). */
  private readonly closedListeners: ((id: PopupId) => void)[] = [];

  constructor() {
    makeAutoObservable<this, 'closedListeners'>(this, { closedListeners: false }, { autoBind: true });
  }

  whenClosed(listener: (id: PopupId) => void): void {
    this.closedListeners.push(listener);
  }

  private onClosed(id: PopupId): void {
    for (const listener of this.closedListeners) listener(id);
  }

  /** Opens a popup; the one that was open closes (SPEC §4 transitions go from one popup to the next). */
  open<K extends PopupId>(id: K, ...[props]: PopupOpenArgs<K>): void {
    const previous = this.current;
    // The signature ties `props` to `id`; TypeScript cannot carry that tie into the union, hence the assertion.
    this.current = { id, props: props ?? {} } as OpenPopup;
    if (previous && previous.id !== id) this.onClosed(previous.id);
  }

  /**
   * Opens `id` in place of `from` if `from` is still open. A popup's answer can come after the reader closed it
   * and opened another one: that one (and what they typed in it) must not be replaced. Returns whether it opened.
   */
  openInPlaceOf<K extends PopupId>(from: PopupId, id: K, ...props: PopupOpenArgs<K>): boolean {
    if (!this.isOpen(from)) return false;
    this.open(id, ...props);
    return true;
  }

  close(): void {
    const previous = this.current;
    this.current = null;
    if (previous) this.onClosed(previous.id);
  }

  isOpen(id: PopupId): boolean {
    return this.current?.id === id;
  }
}
