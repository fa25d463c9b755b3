/**
 * Ours: the desk's newsletters (issue 25 item 6), first part: who receives each edition's newsletter. One row per
 * subscription and edition (a reader may take two editions): confirmed through the mailed link or not yet, where the
 * subscription came from, and since when; the rows for a CSV file; an edition's newsletter stopped for one reader
 * (docs/decisions/087).
 */
import { array, assign, enums, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, Id, IsoDate, Locale, paginated, queryInteger } from './common';

export const SUBSCRIBER_STATES = ['confirmed', 'pending'] as const;
export const SubscriberState = enums(SUBSCRIBER_STATES);
export type SubscriberState = Infer<typeof SubscriberState>;

/**
 * Where a subscription was made: the footer's box (the address only), the subscription popup (with the names), the
 * header's popup (with a comment), or a signed-in reader's account page.
 */
export const SUBSCRIPTION_SOURCES = ['footer', 'popup', 'header', 'account'] as const;
export const SubscriptionSource = enums(SUBSCRIPTION_SOURCES);
export type SubscriptionSource = Infer<typeof SubscriptionSource>;

export const NEWSLETTER_ERRORS = {
  subscriberNotFound: 'Subscriber not found',
} as const;

export const Subscriber = object({
  /** The subscription's row for this edition. */
  _id: Id,
  email: Email,
  /** The names the reader gave, as the site writes a name (personName; '' from the footer's box). */
  name: string(),
  edition: Locale,
  state: SubscriberState,
  source: SubscriptionSource,
  /** When this edition was chosen. */
  subscribedAt: IsoDate,
});
export type Subscriber = Infer<typeof Subscriber>;

/** How many receive an edition's newsletter, and how many have still to confirm. */
export const EditionCount = object({ edition: Locale, confirmed: min(integer(), 0), pending: min(integer(), 0) });
export type EditionCount = Infer<typeof EditionCount>;

const SubscriberFilters = {
  /** Words of the address or the names. */
  query: optional(size(string(), 0, 200)),
  edition: optional(Locale),
  state: optional(SubscriberState),
};

/** Newest first. */
export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/subscribers',
  query: object({ ...SubscriberFilters, page: optional(queryInteger(1, 10_000)), pageSize: optional(queryInteger(1, 100)) }),
  auth: 'admin',
  response: assign(paginated(Subscriber), object({ counts: array(EditionCount) })),
  errors: [],
});

/** Every row the filters select, newest first: what the desk writes to a CSV file. */
export const exportSubscribers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/newsletters/subscribers/export',
  query: object(SubscriberFilters),
  auth: 'admin',
  response: object({ subscribers: array(Subscriber) }),
  errors: [],
});

/**
 * Stops one edition's newsletter for that reader, as the newsletter's own unsubscribe link does: the last edition
 * gone, the subscription goes with it.
 */
export const unsubscribeSubscriber = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/newsletters/subscribers',
  query: object({ id: Id }),
  auth: 'admin',
  response: object({ status: enums(['unsubscribed']) }),
  errors: [NEWSLETTER_ERRORS.subscriberNotFound],
});
