import { makeAutoObservable } from 'mobx';

/** SPEC §2: the fifteen popups. They are not routes; at most one is open at a time. */
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
] as const;

export type PopupId = (typeof POPUP_IDS)[number];

/** Plain data only: which popup, and the few values it shows. A registry in the app maps ids to components. */
export interface OpenPopup {
  readonly id: PopupId;
  readonly props: Readonly<Record<string, string>>;
}

export class PopupsStore {
  current: OpenPopup | null = null;

  /** `onClosed` hears of every popup that closes (SPEC §4: closing sign-up success clears the drafts). */
  constructor(private readonly onClosed: (id: PopupId) => void = () => {}) {
    makeAutoObservable<this, 'onClosed'>(this, { onClosed: false }, { autoBind: true });
  }

  /** Opens a popup; the one that was open closes (SPEC §4 transitions go from one popup to the next). */
  open(id: PopupId, props: Readonly<Record<string, string>> = {}): void {
    const previous = this.current;
    this.current = { id, props };
    if (previous && previous.id !== id) this.onClosed(previous.id);
  }

  /**
   * Opens `id` in place of `from` if `from` is still open. A popup's answer can come after the reader closed it
   * and opened another one: that one (and what they typed in it) must not be replaced. Returns whether it opened.
   */
  openInPlaceOf(from: PopupId, id: PopupId, props: Readonly<Record<string, string>> = {}): boolean {
    if (!this.isOpen(from)) return false;
    this.open(id, props);
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
