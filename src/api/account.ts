import type { BodyOf } from '../../contracts/common';
import type { Locale } from '../../contracts/common';
import {
  accountActivity as accountActivityEndpoint,
  changeEmail as changeEmailEndpoint,
  changePassword as changePasswordEndpoint,
  confirmEmailChange as confirmEmailChangeEndpoint,
  deleteAccount as deleteAccountEndpoint,
  exportAccount as exportAccountEndpoint,
  getNewsletterChoices as getNewsletterChoicesEndpoint,
  saveNewsletterChoices as saveNewsletterChoicesEndpoint,
  signOutEverywhere as signOutEverywhereEndpoint,
  updateProfile as updateProfileEndpoint,
} from '../../contracts/account';
import type { ApiClient } from './client';

export function updateProfile(client: ApiClient, body: BodyOf<typeof updateProfileEndpoint>) {
  return client.call(updateProfileEndpoint, { body });
}

export function changePassword(client: ApiClient, body: BodyOf<typeof changePasswordEndpoint>) {
  return client.call(changePasswordEndpoint, { body });
}

export function signOutEverywhere(client: ApiClient) {
  return client.call(signOutEverywhereEndpoint);
}

export function getAccountActivity(client: ApiClient, locale: Locale) {
  return client.call(accountActivityEndpoint, { query: { locale } });
}

export function exportAccount(client: ApiClient) {
  return client.call(exportAccountEndpoint);
}

export function deleteAccount(client: ApiClient, body: BodyOf<typeof deleteAccountEndpoint>) {
  return client.call(deleteAccountEndpoint, { body });
}

export function changeEmail(client: ApiClient, body: BodyOf<typeof changeEmailEndpoint>) {
  return client.call(changeEmailEndpoint, { body });
}

export function confirmEmailChange(client: ApiClient, token: string) {
  return client.call(confirmEmailChangeEndpoint, { body: { token } });
}

export function getNewsletterChoices(client: ApiClient) {
  return client.call(getNewsletterChoicesEndpoint);
}

export function saveNewsletterChoices(client: ApiClient, body: BodyOf<typeof saveNewsletterChoicesEndpoint>) {
  return client.call(saveNewsletterChoicesEndpoint, { body });
}
