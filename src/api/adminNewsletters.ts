import {
  exportSubscribers as exportEndpoint,
  listSubscribers as listEndpoint,
  unsubscribeSubscriber as unsubscribeEndpoint,
} from '../../contracts/adminNewsletters';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listSubscribers(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function exportSubscribers(client: ApiClient, query: QueryOf<typeof exportEndpoint>) {
  return client.call(exportEndpoint, { query });
}

export function unsubscribeSubscriber(client: ApiClient, id: string) {
  return client.call(unsubscribeEndpoint, { query: { id } });
}
