import { subscribe as subscribeEndpoint, type SubscriptionRequest } from '../../contracts/subscription';
import type { ApiClient } from './client';

export function subscribe(client: ApiClient, body: SubscriptionRequest) {
  return client.call(subscribeEndpoint, { body });
}
