import type { Locale } from '../../contracts/common';
import {
  forgotPassword as forgotPasswordEndpoint,
  likedNews as likedNewsEndpoint,
  profile as profileEndpoint,
  resetPassword as resetPasswordEndpoint,
  signIn as signInEndpoint,
  signOut as signOutEndpoint,
  signUp as signUpEndpoint,
  userLikes as userLikesEndpoint,
  verifyEmail as verifyEmailEndpoint,
  type SignUpRequest,
} from '../../contracts/user';
import type { ApiClient } from './client';

export function signIn(client: ApiClient, body: { email: string; password: string; locale: Locale }) {
  return client.call(signInEndpoint, { body });
}

export function signUp(client: ApiClient, body: SignUpRequest) {
  return client.call(signUpEndpoint, { body });
}

export function forgotPassword(client: ApiClient, query: { email: string; locale: Locale }) {
  return client.call(forgotPasswordEndpoint, { query });
}

export function resetPassword(client: ApiClient, body: { token: string; password: string }) {
  return client.call(resetPasswordEndpoint, { body });
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

export function getLikedNews(client: ApiClient, userId: string) {
  return client.call(likedNewsEndpoint, { query: { userId } });
}

/** Ends the session on the server; the token is read now, so the caller may forget it right after. */
export function endSession(client: ApiClient) {
  return client.call(signOutEndpoint);
}
