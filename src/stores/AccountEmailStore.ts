import { makeAutoObservable, runInAction } from 'mobx';
import { changeEmail, confirmEmailChange } from '../api/account';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { getProfile } from '../api/user';
import { localizedError, type LocalizedError } from '../i18n/formErrors';
import { takeLinkToken } from '../lib/navigation';
import type { Refusal } from '../lib/refusal';
import { validateEmailChange, type EmailChangeValues } from '../lib/validation';
import type { AccountStore } from './AccountStore';
import type { Services } from './services';
import type { SessionStore } from './SessionStore';

/** The query parameter of the link mailed to a new address (src/rules/mail.ts LINK_PARAM.changeEmail). */
export const EMAIL_LINK_PARAM = 'email-token';

/** What AccountEmailStore uses: the shared services, and by name the stores it works with. */
export type AccountEmailDeps = Services & { readonly session: SessionStore };

/** The link's outcome, said at the top of the account page whether the reader is signed in or not. */
export type EmailLinkResult = { readonly kind: 'changed'; readonly email: string } | { readonly kind: 'failed'; readonly error: LocalizedError };

/**
 * A new e-mail address for the account (issue 28 item 4): asked with the password, then the link mailed to the
 * new address makes it the account's. The link opens the account page on any device, signed in or not.
 */
export class AccountEmailStore {
  /** The address the last link went to: said beside the form until the next edit. */
  sentTo: string | null = null;
  linkResult: EmailLinkResult | null = null;

  constructor(
    private readonly deps: AccountEmailDeps,
    private readonly account: AccountStore,
  ) {
    makeAutoObservable<this, 'deps' | 'account'>(this, { deps: false, account: false }, { autoBind: true });
  }

  /** The form was edited: the "link sent" line goes. */
  edited = (): void => {
    this.sentTo = null;
    this.account.edited();
  };

  request = async (values: EmailChangeValues): Promise<Refusal<EmailChangeValues> | undefined> => {
    this.edited();
    const invalid = validateEmailChange(values);
    if (invalid) return invalid;
    try {
      const { email } = await changeEmail(this.deps.api, { email: (values.email ?? '').trim(), password: values.password ?? '' });
      runInAction(() => (this.sentTo = email));
      return undefined;
    } catch (error) {
      return runInAction(() => this.account.refused<EmailChangeValues>('changeEmail', error));
    }
  };

  /** The page was opened from the mailed link: its token leaves the address (a reload does not spend it again). */
  async followLink(): Promise<void> {
    const token = takeLinkToken(this.deps.navigation, [EMAIL_LINK_PARAM])?.token;
    if (!token) return;
    try {
      const { email } = await confirmEmailChange(this.deps.api, token);
      runInAction(() => {
        this.linkResult = { kind: 'changed', email };
        this.sentTo = null;
      });
    } catch (error) {
      const entry = catalogueEntry('emailLink', error);
      runInAction(() => (this.linkResult = { kind: 'failed', error: localizedError(entry?.message ?? unreachableOrFailed(error)) }));
      return;
    }
    await this.refreshProfile();
  }

  /** Signed in here, the header and the page show the new address at once (another reader's session shows theirs). */
  private async refreshProfile(): Promise<void> {
    const { session } = this.deps;
    if (!session.token) return;
    try {
      const { user } = await getProfile(this.deps.api);
      runInAction(() => session.replaceUser(user));
    } catch {
      // The profile check of the page's start says what it finds; nothing more to tell here.
    }
  }
}
