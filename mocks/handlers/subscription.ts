/** The newsletter: SPEC §7 POST /api/client/subscription (full and footer), ours: header variant, confirm. */
import {
  confirmSubscription,
  subscribe,
  subscribeFromHeader,
  SUBSCRIPTION_ERRORS,
  type SubscriptionResponse,
} from '../../contracts/subscription';
import type { Locale } from '../../contracts/common';
import { mockNow } from '../clock';
import { db, newId } from '../db';
import { checkMailToken, sendLinkMail } from '../mailbox';
import { fail, handle, ok, type Outcome } from '../respond';

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
function addSubscriber(
  input: NewSubscriber,
): Outcome<typeof subscribe> {
  const email = input.email.trim().toLowerCase();
  if (db.subscription.findFirst({ where: { email: { equals: email } } })) {
    return fail(409, SUBSCRIPTION_ERRORS.emailInUse, 'email');
  }
  const reader = db.user.findFirst({ where: { email: { equals: email } } });
  const confirmed = Boolean(reader?.verified);
  const row = db.subscription.create({
    id: newId('sub'),
    email,
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
    phone: input.phone?.trim() ?? '',
    locale: input.locale,
    comment: input.comment?.trim() ?? '',
    confirmed,
    createdAt: mockNow(),
  });
  if (!confirmed) sendLinkMail('confirmSubscription', email, row.id, input.locale);
  const status: SubscriptionResponse['status'] = confirmed ? 'subscribed' : 'checkEmail';
  return ok({ status });
}

export const subscriptionHandlers = [
  // A filled honeypot is a bot's: it is told what a new address hears, and nothing is kept or mailed.
  handle(subscribe, ({ body }) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(body))),
  handle(subscribeFromHeader, ({ body }) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(body))),
  handle(confirmSubscription, ({ query }) => {
    const check = checkMailToken('confirmSubscription', query.token);
    if (!check.ok) return fail(400, SUBSCRIPTION_ERRORS.confirmationInvalid, 'token');
    const row = db.subscription.update({ where: { id: { equals: check.subject } }, data: { confirmed: true } });
    if (!row) return fail(400, SUBSCRIPTION_ERRORS.confirmationInvalid, 'token');
    check.use();
    return ok({ status: 'confirmed', email: row.email });
  }),
];
