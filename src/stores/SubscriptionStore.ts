import { runInAction } from 'mobx';
import type { SubscriptionResponse } from '../../contracts/subscription';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { localizedError } from '../i18n/formErrors';
import type { PopupId } from './PopupsStore';
import {
  honeypot,
  validateFooterSubscription,
  validateSubscription,
  type FooterSubscriptionValues,
  type SubmissionErrors,
  type SubscriptionValues,
} from '../lib/validation';
import type { Refusal } from '../lib/refusal';
import type { Services } from './services';
import type { OutboxStore } from './OutboxStore';
import type { PopupsStore } from './PopupsStore';

/** The subscription's requests and their contracts, fetched with the first one (docs/decisions/114). */
const subscriptionCalls = () => import('../api/subscription');

/** The newsletter: the full popup, the header's popup (with a comment) and the footer's email box. */

/** What SubscriptionStore uses: the shared services, and by name the stores it works with. */
export type SubscriptionDeps = Services & { readonly outbox: OutboxStore; readonly popups: PopupsStore };

export class SubscriptionStore {
  constructor(private readonly deps: SubscriptionDeps) {}

  /**
   * SPEC §4: success closes the popup and opens the thanks or check-email popup — in place of the popup it was
   * sent from (`from`) while that is still open; the footer's box (no `from`) always opens it.
   */
  private succeeded(result: SubscriptionResponse, email: string, from?: PopupId): void {
    const next = result.status === 'subscribed' ? 'subscriptionThanks' : 'subscriptionCheckEmail';
    runInAction(() => {
      if (from) this.deps.popups.openInPlaceOf(from, next, { email });
      else this.deps.popups.open(next, { email });
    });
  }

  /** SPEC §8: 'This email is already in use' shows error.emailRegisteredError on the email field. */
  private failed<Values>(error: unknown): Refusal<Values> {
    const known = catalogueEntry('subscription', error);
    if (known) return { [known.field ?? 'email']: localizedError(known.message) } as SubmissionErrors<Values>;
    // No catalogue message for other failures; the reader is still told (docs/decisions/004).
    return { form: localizedError(unreachableOrFailed(error)) } as Refusal<Values>;
  }

  /** The subscription popup (`header`: the header's variant, which also sends a comment). */
  subscribe = async (
    values: SubscriptionValues,
    variant: 'full' | 'header' = 'full',
  ): Promise<Refusal<SubscriptionValues> | undefined> => {
    const invalid = validateSubscription(values, variant === 'header');
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    const phone = values.phone?.trim();
    const common = {
      email,
      locale: this.deps.locale,
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      ...(phone ? { phone } : {}),
      ...honeypot(values),
    };
    const from = variant === 'header' ? 'headerSubscription' : 'subscription';
    if (variant === 'header') {
      const body = { ...common, comment: (values.comment ?? '').trim() };
      return this.send('subscribeHeader', body, email, from, async (key) => (await subscriptionCalls()).subscribeFromHeader(this.deps.api, body, key));
    }
    return this.send('subscribe', common, email, from, async (key) => (await subscriptionCalls()).subscribe(this.deps.api, common, key));
  };

  /** The footer's email box (SPEC §7: only email and locale are sent). */
  subscribeFromFooter = async (
    values: FooterSubscriptionValues,
  ): Promise<Refusal<FooterSubscriptionValues> | undefined> => {
    const invalid = validateFooterSubscription(values);
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    const body = { email, locale: this.deps.locale, ...honeypot(values) };
    return this.send('subscribe', body, email, undefined, async (key) => (await subscriptionCalls()).subscribe(this.deps.api, body, key));
  };

  /**
   * One subscription call. A send that failed for want of a connection or a working server waits in the outbox
   * and the reader is asked to check their email, as they will once it goes; a refusal shows on the form.
   */
  private async send<Values>(
    kind: 'subscribe' | 'subscribeHeader',
    body: unknown,
    email: string,
    from: PopupId | undefined,
    attempt: (key: string) => Promise<SubscriptionResponse>,
  ): Promise<Refusal<Values> | undefined> {
    let result: SubscriptionResponse | undefined;
    const sent = await this.deps.outbox.send(kind, body, [], {
      attempt: async (key) => {
        result = await attempt(key);
      },
    });
    if (sent.result === 'refused' || sent.result === 'cancelled') return this.failed(sent.error);
    this.succeeded(result ?? { status: 'checkEmail' }, email, from);
    return undefined;
  }
}
