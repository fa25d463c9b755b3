import { FORM_ERROR } from 'final-form';
import { catalogueMessage, unreachableOrFailed } from '../api/errorCatalogue';
import { subscribe } from '../api/subscription';
import { localizedError } from '../i18n/formErrors';
import type { RootStore } from './RootStore';
import { validateFooterSubscription, type FooterSubscriptionValues, type SubmissionErrors } from './validation';

export class SubscriptionStore {
  constructor(private readonly root: RootStore) {}

  /**
   * The footer's email box (SPEC §7: only email and locale are sent). Resolves to the form's submission
   * errors, or undefined on success, when the check-email or thanks popup opens.
   */
  subscribeFromFooter = async (
    values: FooterSubscriptionValues,
  ): Promise<SubmissionErrors<FooterSubscriptionValues> | undefined> => {
    const invalid = validateFooterSubscription(values);
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    try {
      const result = await subscribe(this.root.api, { email, locale: this.root.locale });
      this.root.popups.open(result.status === 'subscribed' ? 'subscriptionThanks' : 'subscriptionCheckEmail', {
        email,
      });
      return undefined;
    } catch (error) {
      const known = catalogueMessage('subscription', error);
      if (known) return { email: localizedError(known) };
      // SPEC §8 has no message for other subscription failures; the reader is still told it did not go
      // through, and keeps what was typed (docs/decisions/004-unlisted-errors.md).
      return { [FORM_ERROR]: localizedError(unreachableOrFailed(error)) };
    }
  };
}
