import { getAdminFrontPage as getEndpoint, saveAdminFrontPage as saveEndpoint } from '../../contracts/adminFrontPage';
import type { BodyOf, Locale } from '../../contracts/common';
import type { ApiClient } from './client';

/** An edition's front: the home page's, or a section's (`section`, its id). */
export function getAdminFrontPage(client: ApiClient, edition: Locale, section?: string) {
  return client.call(getEndpoint, { query: { edition, ...(section ? { section } : {}) } });
}

export function saveAdminFrontPage(client: ApiClient, body: BodyOf<typeof saveEndpoint>) {
  return client.call(saveEndpoint, { body });
}
