import { runInAction } from 'mobx';
import { verifyEmail } from '../api/user';
import { takeLinkToken } from '../lib/navigation';
import type { Services } from './services';
import type { PopupsStore } from './PopupsStore';
import type { SessionStore } from './SessionStore';

/** The query parameters the mock mailbox's (and a real server's) links carry (SPEC §2: restore-token). */
export const MAIL_LINK_PARAMS = ['restore-token', 'verify-token', 'subscription-token', 'unsubscribe-token'] as const;


/** What MailLinksStore uses: the shared services, and by name the stores it works with. */
export type MailLinksDeps = Services & { readonly popups: PopupsStore; readonly session: SessionStore };

/**
 * A reader arrives from a link in an email. Any page can be the landing page: the token is taken out of the
 * address (so a reload or a shared URL does not use it twice) and the matching popup opens.
 */
export class MailLinksStore {
  constructor(private readonly deps: MailLinksDeps) {}

  /** Returns once the link's call (if any) has answered. */
  async follow(): Promise<void> {
    const link = takeLinkToken(this.deps.navigation, MAIL_LINK_PARAMS);
    if (!link) return;
    const { name: found, token } = link;
    const { popups } = this.deps;
    if (found === 'restore-token') {
      popups.open('resetPassword', { token });
      return;
    }
    if (found === 'verify-token') {
      // SPEC §8 sends a verification link; once confirmed, the reader signs in (and any draft replays).
      const answer = await verifyEmail(this.deps.api, token).catch(() => null);
      // Ours (issue 28): the answer signs the reader in on this device. A server that sends no session has them
      // sign in, the address filled in.
      if (answer?.user && answer.token) {
        await this.deps.session.enterVerified(answer.user, answer.token);
        return;
      }
      runInAction(() =>
        popups.open('signIn', answer ? { notice: 'emailVerified', email: answer.email } : { notice: 'verificationFailed' }),
      );
      return;
    }
    if (found === 'unsubscribe-token') {
      // A newsletter's link: one click stops that edition, signed in or not; the popup says which, or that it failed.
      const answer = await import('../api/subscription')
        .then(({ unsubscribeNewsletter }) => unsubscribeNewsletter(this.deps.api, token))
        .catch(() => null);
      runInAction(() => popups.open('newsletterUnsubscribed', answer ? { edition: answer.edition } : { notice: 'linkInvalid' }));
      return;
    }
    const confirmed = await import('../api/subscription').then(({ confirmSubscription }) => confirmSubscription(this.deps.api, token)).then(
      () => true,
      () => false,
    );
    runInAction(() =>
      confirmed ? popups.open('subscriptionSuccessVerified') : popups.open('subscription', { notice: 'confirmationFailed' }),
    );
  }
}
