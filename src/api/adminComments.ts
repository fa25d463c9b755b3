import {
  deleteAdminComment as deleteEndpoint,
  listAdminComments as listEndpoint,
  setAdminCommentState as stateEndpoint,
  type CommentState,
} from '../../contracts/adminComments';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listAdminComments(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function setAdminCommentState(client: ApiClient, id: string, state: CommentState) {
  return client.call(stateEndpoint, { query: { id }, body: { state } });
}

export function deleteAdminComment(client: ApiClient, id: string) {
  return client.call(deleteEndpoint, { query: { id } });
}
