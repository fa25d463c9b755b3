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

  constructor(deps: AccountDeps) {
    this.account = new AccountStore(deps);
    this.accountEmail = new AccountEmailStore(deps, this.account);
    this.newsletters = new NewsletterChoicesStore(deps, this.account);
  }
}
