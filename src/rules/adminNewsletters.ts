/**
 * Ours: the desk's newsletters, who receives each edition (contracts/adminNewsletters.ts, docs/decisions/087). A
 * subscriber is a subscription's row for one edition: the list, its CSV rows and an unsubscribe all read those.
 */
import {
  exportSubscribers,
  listSubscribers,
  NEWSLETTER_ERRORS,
  unsubscribeSubscriber,
  type EditionCount,
  type Subscriber,
  type SubscriberState,
  type SubscriptionSource,
} from '../../contracts/adminNewsletters';
import { LOCALES, type Locale, type QueryOf } from '../../contracts/common';
import { personName } from '../../contracts/personName';
import { fail, ok } from './outcome';
import type { Ports, Reader, Tx } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';

const DEFAULT_PAGE_SIZE = 20;

type Filters = QueryOf<typeof exportSubscribers>;

interface Listed {
  readonly edition: Row<'subscriptionEdition'>;
  readonly subscription: Row<'subscription'>;
}

/** Rows kept before migration 007 never said: what they hold tells (the header's comment, the popup's names). */
export function sourceOf(row: Row<'subscription'>): SubscriptionSource {
  if (row.source) return row.source as SubscriptionSource;
  if (row.comment) return 'header';
  return row.firstName ? 'popup' : 'footer';
}

const stateOf = (row: Row<'subscription'>): SubscriberState => (row.confirmed ? 'confirmed' : 'pending');

function toSubscriber({ edition, subscription }: Listed): Subscriber {
  return {
    _id: edition.id,
    email: subscription.email,
    name: personName(subscription),
    edition: edition.edition as Locale,
    state: stateOf(subscription),
    source: sourceOf(subscription),
    subscribedAt: new Date(edition.createdAt).toISOString(),
  };
}

/** Every edition row with its subscription, newest first (the same millisecond: the greater id first). */
async function everyone(store: Reader): Promise<Listed[]> {
  const editions = await store.find('subscriptionEdition', undefined, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
  const subscriptions = new Map((await store.find('subscription')).map((row) => [row.id, row]));
  return editions.flatMap((edition) => {
    const subscription = subscriptions.get(edition.subscriptionId);
    return subscription && (LOCALES as readonly string[]).includes(edition.edition) ? [{ edition, subscription }] : [];
  });
}

function selected(all: readonly Listed[], filters: Filters): Listed[] {
  const words = foldScripts((filters.query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);
  return all.filter(({ edition, subscription }) => {
    if (filters.edition && edition.edition !== filters.edition) return false;
    if (filters.state && stateOf(subscription) !== filters.state) return false;
    const text = foldScripts(`${subscription.email} ${subscription.firstName} ${subscription.lastName}`.toLowerCase());
    return words.every((word) => text.includes(word));
  });
}

function countsOf(all: readonly Listed[]): EditionCount[] {
  return LOCALES.map((locale) => {
    const of = all.filter(({ edition }) => edition.edition === locale);
    const confirmed = of.filter(({ subscription }) => subscription.confirmed).length;
    return { edition: locale, confirmed, pending: of.length - confirmed };
  });
}

/** One edition's newsletter stopped for one subscription; the last one gone, the subscription goes too. */
export async function dropEdition(tx: Tx, edition: Row<'subscriptionEdition'>): Promise<void> {
  await tx.delete('subscriptionEdition', edition.id);
  if ((await tx.count('subscriptionEdition', { subscriptionId: edition.subscriptionId })) === 0) {
    await tx.delete('subscription', edition.subscriptionId);
  }
}

export const adminNewsletterRules = [
  rule(listSubscribers, async ({ query }, ports: Ports) => {
    const all = await everyone(ports.store);
    const listed = selected(all, query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = listed.slice((page - 1) * pageSize, page * pageSize).map(toSubscriber);
    return ok({ items, page, pageSize, total: listed.length, counts: countsOf(all) });
  }),

  rule(exportSubscribers, async ({ query }, ports) => ok({ subscribers: selected(await everyone(ports.store), query).map(toSubscriber) })),

  rule(unsubscribeSubscriber, async ({ query }, ports) => {
    const gone = await ports.store.transaction(async (tx) => {
      const edition = await tx.get('subscriptionEdition', query.id);
      if (!edition) return false;
      await dropEdition(tx, edition);
      return true;
    });
    return gone ? ok({ status: 'unsubscribed' as const }) : fail(404, NEWSLETTER_ERRORS.subscriberNotFound, 'id');
  }),
];
