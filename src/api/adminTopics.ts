import {
  createAdminTopic as createEndpoint,
  deleteAdminTopic as deleteEndpoint,
  listAdminTopics as listEndpoint,
  mergeAdminTopic as mergeEndpoint,
  orderAdminTopics as orderEndpoint,
  saveAdminTopic as saveEndpoint,
  type TopicInput,
} from '../../contracts/adminTopics';
import type { ApiClient } from './client';

export function listAdminTopics(client: ApiClient) {
  return client.call(listEndpoint);
}

/** Under `key`: a create retried after a lost answer makes one topic. */
export function createAdminTopic(client: ApiClient, topic: TopicInput, key: string) {
  return client.call(createEndpoint, { body: topic, idempotencyKey: key });
}

export function saveAdminTopic(client: ApiClient, id: string, version: number, topic: TopicInput) {
  return client.call(saveEndpoint, { query: { id }, body: { version, topic } });
}

export function orderAdminTopics(client: ApiClient, ids: readonly string[]) {
  return client.call(orderEndpoint, { body: { ids: [...ids] } });
}

export function deleteAdminTopic(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}

export function mergeAdminTopic(client: ApiClient, id: string, into: string) {
  return client.call(mergeEndpoint, { query: { id }, body: { into } });
}
