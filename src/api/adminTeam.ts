import { listDeskTeam as listEndpoint, setDeskRole as roleEndpoint } from '../../contracts/adminTeam';
import type { DeskRole } from '../../contracts/common';
import type { ApiClient } from './client';

export function listDeskTeam(client: ApiClient) {
  return client.call(listEndpoint);
}

export function setDeskRole(client: ApiClient, id: string, role: DeskRole) {
  return client.call(roleEndpoint, { query: { id }, body: { role } });
}
