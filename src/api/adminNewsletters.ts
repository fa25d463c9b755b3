import {
  createNewsletterIssue as createIssueEndpoint,
  exportSubscribers as exportEndpoint,
  listNewsletterIssues as listIssuesEndpoint,
  listSubscribers as listEndpoint,
  previewNewsletterIssue as previewIssueEndpoint,
  saveNewsletterIssue as saveIssueEndpoint,
  sendNewsletterIssue as sendIssueEndpoint,
  testNewsletterIssue as testIssueEndpoint,
  unsubscribeSubscriber as unsubscribeEndpoint,
  type IssueTexts,
} from '../../contracts/adminNewsletters';
import type { BodyOf, QueryOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function listSubscribers(client: ApiClient, query: QueryOf<typeof listEndpoint>) {
  return client.call(listEndpoint, { query });
}

export function exportSubscribers(client: ApiClient, query: QueryOf<typeof exportEndpoint>) {
  return client.call(exportEndpoint, { query });
}

export function unsubscribeSubscriber(client: ApiClient, id: string) {
  return client.call(unsubscribeEndpoint, { query: { id } });
}

export function listNewsletterIssues(client: ApiClient) {
  return client.call(listIssuesEndpoint);
}

export function createNewsletterIssue(client: ApiClient, body: BodyOf<typeof createIssueEndpoint>, idempotencyKey?: string) {
  return client.call(createIssueEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

/** `version`: the one the editor started from (409 when someone has saved since). */
export function saveNewsletterIssue(client: ApiClient, id: string, version: number, texts: IssueTexts) {
  return client.call(saveIssueEndpoint, { query: { id }, body: { ...texts, version } });
}

export function previewNewsletterIssue(client: ApiClient, id: string) {
  return client.call(previewIssueEndpoint, { query: { id } });
}

export function testNewsletterIssue(client: ApiClient, id: string, to: string, idempotencyKey: string) {
  return client.call(testIssueEndpoint, { query: { id }, body: { to }, idempotencyKey });
}

/** Once: a retry under the same key, or a second send, answers the issue as sent and mails nobody again. */
export function sendNewsletterIssue(client: ApiClient, id: string, idempotencyKey: string) {
  return client.call(sendIssueEndpoint, { query: { id }, idempotencyKey });
}
