import { adminRecovery as recoveryEndpoint, adminSignIn as signInEndpoint } from '../../contracts/admin';
import type { ApiClient } from './client';

export function adminSignIn(client: ApiClient, body: { email: string; password: string }) {
  return client.call(signInEndpoint, { body });
}

export function adminRecovery(client: ApiClient, email: string) {
  return client.call(recoveryEndpoint, { body: { email } });
}
