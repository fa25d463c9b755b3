import {
  createAdminCommercial as createEndpoint,
  deleteAdminCommercial as deleteEndpoint,
  listAdminCommercial as listEndpoint,
  orderAdminCommercial as orderEndpoint,
  saveAdminCommercial as saveEndpoint,
  switchAdminCommercial as switchEndpoint,
  type CommercialInput,
} from '../../contracts/adminCommercial';
import type { PageType } from '../../contracts/content';
import type { ApiClient } from './client';

export function listAdminCommercial(client: ApiClient, pageType: PageType) {
  return client.call(listEndpoint, { query: { pageType } });
}

/** `idempotencyKey`: the same for every try of one create (src/stores/admin/CreateKey.ts). */
export function createAdminCommercial(client: ApiClient, block: CommercialInput, idempotencyKey?: string) {
  return client.call(createEndpoint, { body: block, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function saveAdminCommercial(client: ApiClient, id: string, version: number, block: CommercialInput) {
  return client.call(saveEndpoint, { query: { id }, body: { version, block } });
}

export function switchAdminCommercial(client: ApiClient, id: string, enabled: boolean) {
  return client.call(switchEndpoint, { query: { id }, body: { enabled } });
}

export function orderAdminCommercial(client: ApiClient, pageType: PageType, ids: readonly string[]) {
  return client.call(orderEndpoint, { body: { pageType, ids: [...ids] } });
}

export function deleteAdminCommercial(client: ApiClient, id: string, version: number) {
  return client.call(deleteEndpoint, { query: { id, version } });
}
