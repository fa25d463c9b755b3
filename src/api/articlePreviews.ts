import {
  createPreviewLink as createEndpoint,
  getArticlePreview as readEndpoint,
  listPreviewLinks as listEndpoint,
  revokePreviewLink as revokeEndpoint,
  type PreviewLinkDays,
} from '../../contracts/articlePreviews';
import type { ApiClient } from './client';

export function listPreviewLinks(client: ApiClient, articleId: string) {
  return client.call(listEndpoint, { query: { id: articleId } });
}

export function createPreviewLink(client: ApiClient, articleId: string, days: PreviewLinkDays) {
  return client.call(createEndpoint, { query: { id: articleId }, body: { days } });
}

export function revokePreviewLink(client: ApiClient, linkId: string) {
  return client.call(revokeEndpoint, { query: { id: linkId } });
}

/** A reader's page of a story not yet published, by its private link's token. */
export function getArticlePreview(client: ApiClient, token: string) {
  return client.call(readEndpoint, { query: { token } });
}
