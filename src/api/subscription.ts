import {
  confirmSubscription as confirmEndpoint,
  subscribe as subscribeEndpoint,
  subscribeFromHeader as headerEndpoint,
  type HeaderSubscriptionRequest,
  type SubscriptionRequest,
  unsubscribeNewsletter as unsubscribeEndpoint,
} from '../../contracts/subscription';
import type { ApiClient } from './client';

export function subscribe(client: ApiClient, body: SubscriptionRequest, idempotencyKey?: string) {
  return client.call(subscribeEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function subscribeFromHeader(client: ApiClient, body: HeaderSubscriptionRequest, idempotencyKey?: string) {
  return client.call(headerEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function confirmSubscription(client: ApiClient, token: string) {
  return client.call(confirmEndpoint, { query: { token } });
}

/** A newsletter's unsubscribe link: no session needed, its token says whose edition it stops. */
export function unsubscribeNewsletter(client: ApiClient, token: string) {
  return client.call(unsubscribeEndpoint, { query: { token } });
}
