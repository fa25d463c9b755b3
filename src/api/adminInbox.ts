import {
  assignInboxItem as assignEndpoint,
  inboxFileLink as fileLinkEndpoint,
  listInbox as listEndpoint,
  openInboxItem as openEndpoint,
  replyToInboxItem as replyEndpoint,
  setInboxState as stateEndpoint,
  startDraftFromContribution as draftEndpoint,
  type InboxReply,
  type MARKABLE_STATES,
} from '../../contracts/adminInbox';
import type { QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listInbox(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function openInboxItem(client: ApiClient, id: string) {
  return client.call(openEndpoint, { query: { id } });
}

export function setInboxState(client: ApiClient, id: string, state: (typeof MARKABLE_STATES)[number]) {
  return client.call(stateEndpoint, { query: { id }, body: { state } });
}

export function assignInboxItem(client: ApiClient, id: string, editorId: string | null) {
  return client.call(assignEndpoint, { query: { id }, body: { editorId } });
}

export function replyToInboxItem(client: ApiClient, id: string, reply: InboxReply, idempotencyKey: string) {
  return client.call(replyEndpoint, { query: { id }, body: reply, idempotencyKey });
}

export function inboxFileLink(client: ApiClient, fileId: string) {
  return client.call(fileLinkEndpoint, { query: { id: fileId } });
}

export function startDraftFromContribution(client: ApiClient, id: string) {
  return client.call(draftEndpoint, { query: { id } });
}
