import { contact as contactEndpoint, submitArticle as submitEndpoint, type ContactValues } from '../../contracts/contact';
import type { ApiClient } from './client';

export function sendContact(client: ApiClient, body: ContactValues) {
  return client.call(contactEndpoint, { body });
}

export function submitArticle(client: ApiClient, body: ContactValues, files: readonly File[]) {
  return client.call(submitEndpoint, { body, files });
}
