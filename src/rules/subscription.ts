/** The newsletter: SPEC §7 POST /api/client/subscription (full and footer), ours: header variant, confirm. */
import type { Locale } from '../../contracts/common';
import {
  confirmSubscription,
  subscribe,
  subscribeFromHeader,
  SUBSCRIPTION_ERRORS,
  type SubscriptionResponse,
} from '../../contracts/subscription';
import { checkMailToken, queueLinkMail, spendMailToken } from './mail';
import { fail, ok, type Outcome } from './outcome';
import { isUniqueViolation, type Ports } from './ports';
import { rule } from './rule';

interface NewSubscriber {
  readonly email: string;
  readonly locale: Locale;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly phone?: string | undefined;
  readonly comment?: string | undefined;
}

/**
 * An address subscribes once. A verified reader's own address needs no confirmation ('subscribed'); any
 * other gets a confirmation mail ('checkEmail').
 */
async function addSubscriber(ports: Ports, input: NewSubscriber): Promise<Outcome<typeof subscribe>> {
  const { store, clock, ids } = ports;
  const email = input.email.trim().toLowerCase();
  const inUse = () => fail(409, SUBSCRIPTION_ERRORS.emailInUse, 'email');
  if (await store.first('subscription', { email })) return inUse();
  const reader = await store.first('user', { email });
  const confirmed = Boolean(reader?.verified);
  try {
    await store.transaction(async (tx) => {
      const row = await tx.insert('subscription', {
        id: ids.id('sub'),
        email,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        phone: input.phone?.trim() ?? '',
        locale: input.locale,
        comment: input.comment?.trim() ?? '',
        confirmed,
        createdAt: clock.now(),
      });
      if (!confirmed) await queueLinkMail(tx, ports, 'confirmSubscription', email, row.id, input.locale);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'subscription')) return inUse();
    throw error;
  }
  if (!confirmed) ports.outbox.queued();
  const status: SubscriptionResponse['status'] = confirmed ? 'subscribed' : 'checkEmail';
  return ok({ status });
}

export const subscriptionRules = [
  // A filled honeypot is a bot's: it is told what a new address hears, and nothing is kept or mailed.
  rule(subscribe, async ({ body }, ports) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(ports, body))),
  rule(subscribeFromHeader, async ({ body }, ports) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(ports, body))),
  rule(confirmSubscription, async ({ query }, ports) => {
    const check = await checkMailToken(ports, 'confirmSubscription', query.token);
    if (!check.ok) return fail(400, SUBSCRIPTION_ERRORS.confirmationInvalid, 'token');
    const row = await ports.store.transaction(async (tx) => {
      if (!(await spendMailToken(tx, ports, check.tokenHash))) return null;
      return tx.update('subscription', check.subject, { confirmed: true });
    });
    if (!row) return fail(400, SUBSCRIPTION_ERRORS.confirmationInvalid, 'token');
    return ok({ status: 'confirmed', email: row.email });
  }),
];
