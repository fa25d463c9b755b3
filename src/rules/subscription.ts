/** The newsletter: SPEC §7 POST /api/client/subscription (full and footer), ours: header variant, confirm. */
import type { SubscriptionSource } from '../../contracts/adminNewsletters';
import type { Locale } from '../../contracts/common';
import {
  confirmSubscription,
  subscribe,
  subscribeFromHeader,
  SUBSCRIPTION_ERRORS,
  type SubscriptionResponse,
} from '../../contracts/subscription';
import { checkMailToken, queueLinkMail, spendMailToken } from './mail';
import { firstEdition } from './newsletterChoices';
import { fail, ok, tooManyRequests, type Outcome } from './outcome';
import { takeMail } from './rateLimits';
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

/** The header's popup asks for a comment, the subscription popup for the names, the footer's box for neither. */
function sourceOf(input: NewSubscriber, header: boolean): SubscriptionSource {
  if (header) return 'header';
  return input.firstName?.trim() ? 'popup' : 'footer';
}

/**
 * An address subscribes once, and only through the link mailed to it ('checkEmail'), whoever asks: that a reader
 * has an account with the address proves nothing about who typed it, and the answer must not tell whether one
 * does (issue 29).
 */
async function addSubscriber(ports: Ports, input: NewSubscriber, client: string, header = false): Promise<Outcome<typeof subscribe>> {
  const { store, clock, ids } = ports;
  const email = input.email.trim().toLowerCase();
  const inUse = () => fail(409, SUBSCRIPTION_ERRORS.emailInUse, 'email');
  if (await store.first('subscription', { email })) return inUse();
  const wait = await takeMail(ports, 'subscriptionMailsPerRecipient', email, client);
  if (wait > 0) return tooManyRequests(wait);
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
        confirmed: false,
        createdAt: clock.now(),
        source: sourceOf(input, header),
      });
      await tx.insert('subscriptionEdition', firstEdition(ports, row));
      await queueLinkMail(tx, ports, 'confirmSubscription', email, row.id, input.locale);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'subscription')) return inUse();
    throw error;
  }
  ports.outbox.queued();
  const status: SubscriptionResponse['status'] = 'checkEmail';
  return ok({ status });
}

export const subscriptionRules = [
  // A filled honeypot is a bot's: it is told what a new address hears, and nothing is kept or mailed.
  rule(subscribe, async ({ body, client }, ports) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(ports, body, client))),
  rule(subscribeFromHeader, async ({ body, client }, ports) => (body.website ? ok({ status: 'checkEmail' }) : addSubscriber(ports, body, client, true))),
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
