/** Ours: the desk's team and its roles (contracts/adminTeam.ts, docs/decisions/090). */
import { ADMIN_TEAM_ERRORS, listDeskTeam, setDeskRole } from '../../contracts/adminTeam';
import { fail, ok, type Failure } from './outcome';
import type { Row } from './schema';
import { rule } from './rule';
import { roleOf, toAdmin } from './sessions';

export const adminTeamRules = [
  rule(listDeskTeam, async (_context, ports) => {
    const members = await ports.store.find('admin', {}, { orderBy: [['name', 'asc'], ['id', 'asc']] });
    return ok({ members: members.map(toAdmin) });
  }),

  rule(setDeskRole, async ({ query, body }, ports) => {
    const changed = await ports.store.transaction(async (tx): Promise<Row<'admin'> | Failure> => {
      // Two administrators taking each other's role at once must not leave none: touching every administrator's
      // row first makes the second change wait for the first (a row lock in PostgreSQL; the mock runs one
      // transaction at a time), and then count what the first left.
      await tx.updateWhere('admin', { role: 'administrator' }, { role: 'administrator' });
      const member = await tx.get('admin', query.id);
      if (!member) return fail(404, ADMIN_TEAM_ERRORS.memberNotFound, 'id');
      if (roleOf(member) === 'administrator' && body.role !== 'administrator' && (await tx.count('admin', { role: 'administrator' })) <= 1) {
        return fail(409, ADMIN_TEAM_ERRORS.lastAdministrator, 'role');
      }
      return (await tx.update('admin', member.id, { role: body.role })) ?? fail(404, ADMIN_TEAM_ERRORS.memberNotFound, 'id');
    });
    return 'kind' in changed ? changed : ok({ member: toAdmin(changed) });
  }),
];
