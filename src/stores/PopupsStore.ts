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

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(id: PopupId, props: Readonly<Record<string, string>> = {}): void {
    this.current = { id, props };
  }

  close(): void {
    this.current = null;
  }

  isOpen(id: PopupId): boolean {
    return this.current?.id === id;
  }
}
