import {
  createAdminMultimedia as createEndpoint,
  deleteAdminMultimedia as deleteEndpoint,
  getAdminMultimedia as getEndpoint,
  listAdminMultimedia as listEndpoint,
  saveAdminMultimedia as saveEndpoint,
  type MultimediaInput,
} from '../../contracts/adminMultimedia';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminMultimedia(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function getAdminMultimedia(client: ApiClient, id: string) {
  return client.call(getEndpoint, { query: { id } });
}

/** Under `key`: a create retried after a lost answer makes one item. */
export function createAdminMultimedia(client: ApiClient, item: MultimediaInput, key: string) {
  return client.call(createEndpoint, { body: item, idempotencyKey: key });
}

export function saveAdminMultimedia(client: ApiClient, id: string, version: number, item: MultimediaInput) {
  return client.call(saveEndpoint, { query: { id }, body: { version, item } });
}

export function deleteAdminMultimedia(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}
