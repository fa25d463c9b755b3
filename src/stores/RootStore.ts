import { makeObservable, observable, action } from 'mobx';
import type { Locale } from '../../contracts/common';
import type { ApiClient } from '../api/client';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { PopupsStore } from './PopupsStore';
import { SubscriptionStore } from './SubscriptionStore';

export interface RootStoreDeps {
  readonly api: ApiClient;
  readonly locale?: Locale;
  /** Milliseconds since the epoch; tests and stories pass a fixed one. */
  readonly clock?: () => number;
}

/** One per app, per test and per story: everything it needs is handed in, nothing is a module singleton. */
export class RootStore {
  readonly api: ApiClient;
  readonly clock: () => number;
  locale: Locale;
  readonly popups: PopupsStore;
  readonly subscription: SubscriptionStore;

  constructor(deps: RootStoreDeps) {
    this.api = deps.api;
    this.clock = deps.clock ?? Date.now;
    this.locale = deps.locale ?? DEFAULT_LOCALE;
    this.popups = new PopupsStore();
    this.subscription = new SubscriptionStore(this);
    makeObservable(this, { locale: observable, setLocale: action });
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }
}
