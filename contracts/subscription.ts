import { defaulted, enums, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, FIELD_LIMITS, Honeypot, Locale } from './common';

import { SUBSCRIPTION_ERRORS } from './subscriptionErrors';

export { SUBSCRIPTION_ERRORS } from './subscriptionErrors';

/**
 * SPEC §7: firstName, lastName, email, phone, locale (default en). The footer box sends only email and locale,
 * so the names and the phone are optional here; the full popup's own rules make them required on the client.
 */
export const SubscriptionRequest = object({
  email: Email,
  locale: defaulted(Locale, 'en'),
  firstName: optional(size(string(), 1, FIELD_LIMITS.name)),
  lastName: optional(size(string(), 1, FIELD_LIMITS.name)),
  phone: optional(size(string(), 0, FIELD_LIMITS.phone)),
  website: Honeypot,
});
export type SubscriptionRequest = Infer<typeof SubscriptionRequest>;

/**
 * Ours (the spec does not show the response): 'checkEmail' when the address still has to be confirmed through
 * the link we mail. Our rules answer nothing else, whoever the address belongs to (issue 29: no subscription
 * without the mailed consent, and no answer that tells whether an address has an account); 'subscribed' stays in
 * the shape so the client keeps SPEC §4's thanks popup for a server that confirms at once.
 */
export const SubscriptionResponse = object({
  status: enums(['checkEmail', 'subscribed']),
});
export type SubscriptionResponse = Infer<typeof SubscriptionResponse>;

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/client/subscription',
  body: SubscriptionRequest,
  auth: 'none',
  response: SubscriptionResponse,
  errors: [SUBSCRIPTION_ERRORS.emailInUse],
  idempotent: true,
});

/** Ours: the header's subscription popup, which also asks for a comment (SPEC §2 "with a comment"). */
export const HeaderSubscriptionRequest = object({
  email: Email,
  locale: defaulted(Locale, 'en'),
  firstName: size(string(), 1, FIELD_LIMITS.name),
  lastName: size(string(), 1, FIELD_LIMITS.name),
  phone: optional(size(string(), 0, FIELD_LIMITS.phone)),
  comment: size(string(), 1, FIELD_LIMITS.subscriptionComment),
  website: Honeypot,
});
export type HeaderSubscriptionRequest = Infer<typeof HeaderSubscriptionRequest>;

export const subscribeFromHeader = defineEndpoint({
  method: 'POST',
  path: '/api/client/subscription/header',
  body: HeaderSubscriptionRequest,
  auth: 'none',
  response: SubscriptionResponse,
  errors: [SUBSCRIPTION_ERRORS.emailInUse],
  idempotent: true,
});

/** Ours: the link in the confirmation mail; success opens the "subscription success verified" popup. */
export const confirmSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/client/subscription/confirm',
  query: object({ token: size(string(), 1, 200) }),
  auth: 'none',
  response: object({ status: enums(['confirmed']), email: Email }),
  errors: [SUBSCRIPTION_ERRORS.confirmationInvalid],
});

/**
 * A subscriber's one click, without signing in: the token of their mail's link (or a mail program's RFC 8058 POST
 * to the List-Unsubscribe address, whose form body is not read) stops that edition's newsletter for them. Again
 * is the same answer.
 */
export const unsubscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/client/newsletter/unsubscribe',
  query: object({ token: size(string(), 1, 200) }),
  auth: 'none',
  response: object({ status: enums(['unsubscribed']), edition: Locale }),
  errors: [SUBSCRIPTION_ERRORS.unsubscribeInvalid],
});
