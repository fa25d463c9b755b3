import { listAdminPosts as listEndpoint, setAdminPostFeatured as featuredEndpoint, setAdminPostState as stateEndpoint, type PostState } from '../../contracts/adminPosts';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminPosts(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function setAdminPostState(client: ApiClient, id: string, state: PostState, reason = '') {
  return client.call(stateEndpoint, { query: { id }, body: { state, ...(reason ? { reason } : {}) } });
}

export function setAdminPostFeatured(client: ApiClient, id: string, featured: boolean) {
  return client.call(featuredEndpoint, { query: { id }, body: { featured } });
}
