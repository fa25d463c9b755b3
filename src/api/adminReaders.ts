import {
  blockAdminReader as blockEndpoint,
  listAdminReaders as listEndpoint,
  unblockAdminReader as unblockEndpoint,
  verifyAdminReader as verifyEndpoint,
} from '../../contracts/adminReaders';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminReaders(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function verifyAdminReader(client: ApiClient, id: string) {
  return client.call(verifyEndpoint, { query: { id } });
}

export function blockAdminReader(client: ApiClient, id: string, reason: string) {
  return client.call(blockEndpoint, { query: { id }, body: { reason } });
}

export function unblockAdminReader(client: ApiClient, id: string, reason: string) {
  return client.call(unblockEndpoint, { query: { id }, body: { reason } });
}
