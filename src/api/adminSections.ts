import {
  createAdminSection as createEndpoint,
  deleteAdminSection as deleteEndpoint,
  listAdminSections as listEndpoint,
  orderAdminSections as orderEndpoint,
  saveAdminSection as saveEndpoint,
} from '../../contracts/adminSections';
import type { BodyOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminSections(client: ApiClient) {
  return client.call(listEndpoint);
}

/** `idempotencyKey`: the same for every try of one create (src/stores/admin/CreateKey.ts). */
export function createAdminSection(client: ApiClient, body: BodyOf<typeof createEndpoint>, idempotencyKey?: string) {
  return client.call(createEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function saveAdminSection(client: ApiClient, id: string, body: BodyOf<typeof saveEndpoint>) {
  return client.call(saveEndpoint, { query: { id }, body });
}

export function orderAdminSections(client: ApiClient, ids: readonly string[]) {
  return client.call(orderEndpoint, { body: { ids: [...ids] } });
}

export function deleteAdminSection(client: ApiClient, id: string, version: number) {
  return client.call(deleteEndpoint, { query: { id, version } });
}
