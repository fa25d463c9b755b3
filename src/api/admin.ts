import { adminRecovery as recoveryEndpoint, adminSignIn as signInEndpoint, adminSignOut as signOutEndpoint } from '../../contracts/admin';
import type { BodyOf } from '../../contracts/common';
import type { ApiClient } from './client';

export function adminSignIn(client: ApiClient, body: BodyOf<typeof signInEndpoint>) {
  return client.call(signInEndpoint, { body });
}

export function adminRecovery(client: ApiClient, email: string) {
  return client.call(recoveryEndpoint, { body: { email } });
}

/** Ends the editor's session on the server (the token is read as the call starts). */
export function adminSignOut(client: ApiClient) {
  return client.call(signOutEndpoint);
}
