/** What the Team screen says of its last change (stores/admin/TeamStore.ts's outcome). */
import type { IntlShape } from 'react-intl';
import type { TeamError } from '../../../stores/admin/TeamStore';
import type { DeskRole } from '../../../../contracts/common';
import { roleNames } from './roleMessages';

export function teamErrorText(intl: IntlShape, error: TeamError): string {
  switch (error.kind) {
    case 'offline':
      return intl.formatMessage({ id: 'admin.team.error.offline', defaultMessage: 'No connection: no role was changed. Try again.' });
    case 'sessionExpired':
      return intl.formatMessage({ id: 'admin.team.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again.' });
    case 'notAllowed':
      return intl.formatMessage({ id: 'admin.team.error.notAllowed', defaultMessage: 'Only an administrator changes roles, and you are no longer one.' });
    case 'lastAdministrator':
      return intl.formatMessage({
        id: 'admin.team.error.lastAdministrator',
        defaultMessage: 'The desk needs at least one administrator: give someone else the role first.',
      });
    case 'memberNotFound':
      return intl.formatMessage({ id: 'admin.team.error.memberNotFound', defaultMessage: 'This editor no longer has a desk account.' });
    case 'server':
      return intl.formatMessage({ id: 'admin.team.error.failed', defaultMessage: 'The role was not changed. Try again.' });
  }
}

export function teamSuccessText(intl: IntlShape, success: { readonly name: string; readonly role: DeskRole }): string {
  return intl.formatMessage(
    { id: 'admin.team.success.changed', defaultMessage: '{name} is now: {role}.' },
    { name: success.name, role: intl.formatMessage(roleNames[success.role]) },
  );
}
