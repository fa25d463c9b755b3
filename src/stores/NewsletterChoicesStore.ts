import { makeAutoObservable, runInAction } from 'mobx';
import type { NewsletterChoices } from '../../contracts/account';
import type { Locale } from '../../contracts/common';
import { getNewsletterChoices, saveNewsletterChoices } from '../api/account';
import { unreachableOrFailed } from '../api/errorCatalogue';
import { localizedError, type LocalizedError } from '../i18n/formErrors';
import { Resource } from '../lib/Resource';
import type { AccountStore } from './AccountStore';
import type { Services } from './services';


/**
 * The newsletter of each edition the reader receives, on the account page (issue 28 item 4). Ticking none and
 * saving unsubscribes the account's address.
 */
export class NewsletterChoicesStore {
  readonly choices = new Resource<NewsletterChoices>(() => getNewsletterChoices(this.deps.api));
  /** The editions ticked, as the reader left them (null: as the server has them). */
  private ticked: readonly Locale[] | null = null;
  /** The server's answer to the last save (it supersedes what was loaded). */
  private answered: NewsletterChoices | null = null;
  saving = false;
  /** The server took the choice: said until the next change. */
  saved = false;
  error: LocalizedError | null = null;

  constructor(
    private readonly deps: Services,
    private readonly account: AccountStore,
  ) {
    makeAutoObservable<this, 'deps' | 'account'>(this, { deps: false, account: false, choices: false }, { autoBind: true });
  }

  private get current(): NewsletterChoices | undefined {
    return this.answered ?? this.choices.data;
  }

  get editions(): readonly Locale[] {
    return this.ticked ?? this.current?.editions ?? [];
  }

  /** The account's address subscribed in the footer and has not confirmed yet: saving here confirms it. */
  get pending(): boolean {
    return this.current?.state === 'pending';
  }

  load(): Promise<void> {
    return this.choices.load();
  }

  toggle(edition: Locale, on: boolean): void {
    const now = new Set(this.editions);
    if (on) now.add(edition);
    else now.delete(edition);
    this.ticked = [...now];
    this.saved = false;
    this.error = null;
  }

  async save(): Promise<void> {
    this.saving = true;
    this.saved = false;
    this.error = null;
    try {
      const answer = await saveNewsletterChoices(this.deps.api, { editions: [...this.editions] });
      runInAction(() => {
        this.answered = answer;
        this.ticked = null;
        this.saved = true;
      });
    } catch (error) {
      runInAction(() => {
        if (!this.account.sessionEndedBy(error)) this.error = localizedError(unreachableOrFailed(error));
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
