/**
 * Ours: the desk's team (issue 25 item 8): who has an account on the desk and in which role. Administrators keep
 * the roles; the desk always keeps at least one administrator (docs/decisions/090).
 */
import { array, object, string, type Infer } from 'superstruct';
import { defineEndpoint, DeskRole, Email, Id } from './common';

export const ADMIN_TEAM_ERRORS = {
  memberNotFound: 'Editor not found',
  /** 409: the change would leave the desk without an administrator. */
  lastAdministrator: 'The desk needs at least one administrator',
} as const;

export const TeamMember = object({ _id: Id, email: Email, name: string(), role: DeskRole });
export type TeamMember = Infer<typeof TeamMember>;

/** Everyone with a desk account, by name. */
export const listDeskTeam = defineEndpoint({
  method: 'GET',
  path: '/api/admin/team',
  auth: 'admin',
  role: 'administrator',
  response: object({ members: array(TeamMember) }),
  errors: [],
});

/** Gives an editor another role; from their next call on, the API holds them to it. */
export const setDeskRole = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/team/role',
  query: object({ id: Id }),
  body: object({ role: DeskRole }),
  auth: 'admin',
  role: 'administrator',
  response: object({ member: TeamMember }),
  errors: [ADMIN_TEAM_ERRORS.memberNotFound, ADMIN_TEAM_ERRORS.lastAdministrator],
});
