import { observable, runInAction } from 'mobx';
import type { Locale } from '../../contracts/common';
import { loadAccountMessages } from '../i18n/accountMessages';
import type { Messages } from '../i18n/messages';
import { AccountEmailStore } from './AccountEmailStore';
import { AccountStore, type AccountDeps } from './AccountStore';
import { NewsletterChoicesStore } from './NewsletterChoicesStore';

/**
 * The account page's stores (issue 28 item 4). RootStore makes them when that page first loads
 * (`RootStore.openAccountPage`), so their code comes in a chunk of its own and not with every page's scripts
 * (docs/decisions/081).
 */
export class AccountStores {
  readonly account: AccountStore;
  readonly accountEmail: AccountEmailStore;
  readonly newsletters: NewsletterChoicesStore;
  /** The page's own texts (`account.*`) per locale, as they arrive (src/i18n/accountMessages.ts). */
  private readonly texts = observable.map<Locale, Messages>({}, { deep: false });

  constructor(deps: AccountDeps) {
    this.account = new AccountStore(deps);
    this.accountEmail = new AccountEmailStore(deps, this.account);
    this.newsletters = new NewsletterChoicesStore(deps, this.account);
  }

  /** The page's texts in `locale`, once loaded (loadTexts); until then the page shows its loader. */
  textsIn(locale: Locale): Messages | undefined {
    return this.texts.get(locale);
  }

  async loadTexts(locale: Locale): Promise<void> {
    if (this.texts.has(locale)) return;
    const messages = await loadAccountMessages(locale);
    runInAction(() => this.texts.set(locale, messages));
  }
}
