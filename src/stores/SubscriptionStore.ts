import { FORM_ERROR } from 'final-form';
import { runInAction } from 'mobx';
import type { SubscriptionResponse } from '../../contracts/subscription';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { subscribe, subscribeFromHeader } from '../api/subscription';
import { localizedError } from '../i18n/formErrors';
import type { PopupId } from './PopupsStore';
import type { RootStore } from './RootStore';
import {
  validateFooterSubscription,
  validateSubscription,
  type FooterSubscriptionValues,
  type SubmissionErrors,
  type SubscriptionValues,
} from '../lib/validation';

/** The newsletter: the full popup, the header's popup (with a comment) and the footer's email box. */
export class SubscriptionStore {
  constructor(private readonly root: RootStore) {}

  /**
   * SPEC §4: success closes the popup and opens the thanks or check-email popup — in place of the popup it was
   * sent from (`from`) while that is still open; the footer's box (no `from`) always opens it.
   */
  private succeeded(result: SubscriptionResponse, email: string, from?: PopupId): void {
    const next = result.status === 'subscribed' ? 'subscriptionThanks' : 'subscriptionCheckEmail';
    runInAction(() => {
      if (from) this.root.popups.openInPlaceOf(from, next, { email });
      else this.root.popups.open(next, { email });
    });
  }

  /** SPEC §8: 'This email is already in use' shows error.emailRegisteredError on the email field. */
  private failed<Values>(error: unknown): SubmissionErrors<Values> {
    const known = catalogueEntry('subscription', error);
    if (known) return { [known.field ?? 'email']: localizedError(known.message) } as SubmissionErrors<Values>;
    // No catalogue message for other failures; the reader is still told (docs/decisions/004).
    return { [FORM_ERROR]: localizedError(unreachableOrFailed(error)) } as SubmissionErrors<Values>;
  }

  /** The subscription popup (`header`: the header's variant, which also sends a comment). */
  subscribe = async (
    values: SubscriptionValues,
    variant: 'full' | 'header' = 'full',
  ): Promise<SubmissionErrors<SubscriptionValues> | undefined> => {
    const invalid = validateSubscription(values, variant === 'header');
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    const phone = values.phone?.trim();
    const common = {
      email,
      locale: this.root.locale,
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      ...(phone ? { phone } : {}),
    };
    try {
      const result =
        variant === 'header'
          ? await subscribeFromHeader(this.root.api, { ...common, comment: (values.comment ?? '').trim() })
          : await subscribe(this.root.api, common);
      this.succeeded(result, email, variant === 'header' ? 'headerSubscription' : 'subscription');
      return undefined;
    } catch (error) {
      return this.failed(error);
    }
  };

  /** The footer's email box (SPEC §7: only email and locale are sent). */
  subscribeFromFooter = async (
    values: FooterSubscriptionValues,
  ): Promise<SubmissionErrors<FooterSubscriptionValues> | undefined> => {
    const invalid = validateFooterSubscription(values);
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    try {
      this.succeeded(await subscribe(this.root.api, { email, locale: this.root.locale }), email);
      return undefined;
    } catch (error) {
      return this.failed(error);
    }
  };
}
