/**
 * The readers' texts the store names by code (a state, an outcome, a refusal): one place turns each into words, so
 * the filters, the table, the dialog and the status line say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import type { ReaderState } from '../../../../contracts/adminReaders';
import type { ReadersError, ReadersOutcome } from '../../../stores/admin/ReadersStore';

const stateNames = defineMessages({
  unverified: { id: 'admin.readers.state.unverified', defaultMessage: 'Address not confirmed' },
  blocked: { id: 'admin.readers.state.blocked', defaultMessage: 'Blocked' },
});

export const readerStateName = (intl: IntlShape, state: ReaderState) => intl.formatMessage(stateNames[state]);

const errorMessages = defineMessages({
  offline: { id: 'admin.readers.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.readers.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: { id: 'admin.readers.error.notFound', defaultMessage: 'This reader’s account no longer exists.' },
});

function errorText(intl: IntlShape, error: ReadersError): string {
  return error.kind === 'server'
    ? intl.formatMessage({ id: 'admin.readers.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
    : intl.formatMessage(errorMessages[error.kind]);
}

function successText(intl: IntlShape, success: 'verified' | 'blocked' | 'unblocked', name: string): string {
  if (success === 'verified') return intl.formatMessage({ id: 'admin.readers.success.verified', defaultMessage: '{name}’s address is confirmed.' }, { name });
  if (success === 'blocked') return intl.formatMessage({ id: 'admin.readers.success.blocked', defaultMessage: '{name} is blocked and signed out everywhere.' }, { name });
  return intl.formatMessage({ id: 'admin.readers.success.unblocked', defaultMessage: '{name} can sign in again.' }, { name });
}

/** What the last action did, or why it did not: [success, error], one of them null. */
export function readerOutcomeTexts(intl: IntlShape, outcome: ReadersOutcome | null): readonly [string | null, string | null] {
  if (!outcome) return [null, null];
  if (outcome.error) return [null, errorText(intl, outcome.error)];
  return [successText(intl, outcome.success, outcome.name), null];
}
