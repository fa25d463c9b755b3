import { getAdminFrontPage as getEndpoint, saveAdminFrontPage as saveEndpoint } from '../../contracts/adminFrontPage';
import type { BodyOf, Locale } from '../../contracts/common';
import type { ApiClient } from './client';

export function getAdminFrontPage(client: ApiClient, edition: Locale) {
  return client.call(getEndpoint, { query: { edition } });
}

export function saveAdminFrontPage(client: ApiClient, body: BodyOf<typeof saveEndpoint>) {
  return client.call(saveEndpoint, { body });
}
