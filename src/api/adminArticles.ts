import {
  createAdminArticle as createEndpoint,
  deleteAdminArticle as deleteEndpoint,
  getAdminArticle as getEndpoint,
  getArticleRevision as revisionEndpoint,
  listAdminArticles as listEndpoint,
  listArticleRevisions as revisionsEndpoint,
  restoreArticleRevision as restoreEndpoint,
  saveAdminArticle as saveEndpoint,
  setAdminArticleStatus as statusEndpoint,
  uploadAdminImage as uploadEndpoint,
} from '../../contracts/adminArticles';
import type { BodyOf, QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminArticles(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function getAdminArticle(client: ApiClient, id: string) {
  return client.call(getEndpoint, { query: { id } });
}

/** `idempotencyKey`: the same for every try of one create (src/stores/admin/CreateKey.ts). */
export function createAdminArticle(client: ApiClient, body: BodyOf<typeof createEndpoint>, idempotencyKey?: string) {
  return client.call(createEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function saveAdminArticle(client: ApiClient, id: string, body: BodyOf<typeof saveEndpoint>) {
  return client.call(saveEndpoint, { query: { id }, body });
}

export function setAdminArticleStatus(client: ApiClient, id: string, body: BodyOf<typeof statusEndpoint>) {
  return client.call(statusEndpoint, { query: { id }, body });
}

export function deleteAdminArticle(client: ApiClient, id: string, version: number) {
  return client.call(deleteEndpoint, { query: { id, version } });
}

/** `transport` reports the upload's progress (src/api/client.ts). */
export function uploadAdminImage(client: ApiClient, file: File, transport?: (progressed: () => void) => typeof fetch) {
  return client.call(uploadEndpoint, { body: {}, files: [file], ...(transport ? { transport } : {}) });
}

export function listArticleRevisions(client: ApiClient, id: string) {
  return client.call(revisionsEndpoint, { query: { id } });
}

export function getArticleRevision(client: ApiClient, id: string, number: number) {
  return client.call(revisionEndpoint, { query: { id, number } });
}

export function restoreArticleRevision(client: ApiClient, id: string, body: BodyOf<typeof restoreEndpoint>) {
  return client.call(restoreEndpoint, { query: { id }, body });
}
