import {
  deleteAdminMedia as deleteEndpoint,
  getAdminMedia as getEndpoint,
  listAdminMedia as listEndpoint,
  replaceAdminMedia as replaceEndpoint,
  updateAdminMedia as updateEndpoint,
  uploadAdminMedia as uploadEndpoint,
  type MediaTextsInput,
} from '../../contracts/adminMedia';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

/** A multipart upload's transport, for its progress (pictureUpload.ts progressTransport). */
type Transport = (progressed: () => void) => typeof fetch;

export function listAdminMedia(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function getAdminMedia(client: ApiClient, id: string) {
  return client.call(getEndpoint, { query: { id } });
}

export function uploadAdminMedia(client: ApiClient, file: File, transport?: Transport) {
  return client.call(uploadEndpoint, { body: {}, files: [file], ...(transport ? { transport } : {}) });
}

export function updateAdminMedia(client: ApiClient, id: string, body: MediaTextsInput) {
  return client.call(updateEndpoint, { query: { id }, body });
}

export function replaceAdminMedia(client: ApiClient, id: string, file: File, transport?: Transport) {
  return client.call(replaceEndpoint, { query: { id }, body: {}, files: [file], ...(transport ? { transport } : {}) });
}

export function deleteAdminMedia(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}
