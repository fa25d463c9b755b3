import {
  createAdminWriter as createEndpoint,
  deleteAdminWriter as deleteEndpoint,
  getAdminWriter as getEndpoint,
  listAdminWriters as listEndpoint,
  saveAdminWriter as saveEndpoint,
  type WriterInput,
} from '../../contracts/adminWriters';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminWriters(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function getAdminWriter(client: ApiClient, id: string) {
  return client.call(getEndpoint, { query: { id } });
}

/** Under `key`: a create retried after a lost answer makes one writer. */
export function createAdminWriter(client: ApiClient, writer: WriterInput, key: string) {
  return client.call(createEndpoint, { body: writer, idempotencyKey: key });
}

export function saveAdminWriter(client: ApiClient, id: string, version: number, writer: WriterInput) {
  return client.call(saveEndpoint, { query: { id }, body: { version, writer } });
}

export function deleteAdminWriter(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}
