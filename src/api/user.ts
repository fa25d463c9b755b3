import type { BodyOf, QueryOf } from '../../contracts/common';
import {
  forgotPassword as forgotPasswordEndpoint,
  profile as profileEndpoint,
  resetPassword as resetPasswordEndpoint,
  signIn as signInEndpoint,
  signOut as signOutEndpoint,
  signUp as signUpEndpoint,
  userLikes as userLikesEndpoint,
  verifyEmail as verifyEmailEndpoint,
} from '../../contracts/user';
import type { ApiClient } from './client';

export function signIn(client: ApiClient, body: BodyOf<typeof signInEndpoint>) {
  return client.call(signInEndpoint, { body });
}

export function signUp(client: ApiClient, body: BodyOf<typeof signUpEndpoint>) {
  return client.call(signUpEndpoint, { body });
}

export function forgotPassword(client: ApiClient, query: QueryOf<typeof forgotPasswordEndpoint>) {
  return client.call(forgotPasswordEndpoint, { query });
}

export function resetPassword(client: ApiClient, body: BodyOf<typeof resetPasswordEndpoint>, idempotencyKey?: string) {
  return client.call(resetPasswordEndpoint, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });
}

export function getProfile(client: ApiClient) {
  return client.call(profileEndpoint);
}

export function verifyEmail(client: ApiClient, token: string) {
  return client.call(verifyEmailEndpoint, { query: { token } });
}

export function getUserLikes(client: ApiClient, userId: string) {
  return client.call(userLikesEndpoint, { query: { userId } });
}

/** Ends the session on the server; the token is read now, so the caller may forget it right after. */
export function endSession(client: ApiClient) {
  return client.call(signOutEndpoint);
}
