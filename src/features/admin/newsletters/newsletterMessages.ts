/**
 * The newsletters' texts the store names by code (a state, a source, an outcome): one place turns each into
 * words, so the filters, the table and the status line say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import type { SubscriberState, SubscriptionSource } from '../../../../contracts/adminNewsletters';
import type { SubscribersError, SubscribersOutcome } from '../../../stores/admin/SubscribersStore';

export const subscriberStateNames = defineMessages({
  confirmed: { id: 'admin.newsletters.state.confirmed', defaultMessage: 'Confirmed' },
  pending: { id: 'admin.newsletters.state.pending', defaultMessage: 'Not confirmed yet' },
});

export const sourceNames = defineMessages({
  footer: { id: 'admin.newsletters.source.footer', defaultMessage: 'Footer box' },
  popup: { id: 'admin.newsletters.source.popup', defaultMessage: 'Subscription form' },
  header: { id: 'admin.newsletters.source.header', defaultMessage: 'Header form, with a comment' },
  account: { id: 'admin.newsletters.source.account', defaultMessage: 'Account page' },
});

export const stateName = (intl: IntlShape, state: SubscriberState) => intl.formatMessage(subscriberStateNames[state]);
export const sourceName = (intl: IntlShape, source: SubscriptionSource) => intl.formatMessage(sourceNames[source]);

const errorMessages = defineMessages({
  offline: { id: 'admin.newsletters.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.newsletters.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
});

function errorText(intl: IntlShape, error: SubscribersError): string {
  return error.kind === 'server'
    ? intl.formatMessage({ id: 'admin.newsletters.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
    : intl.formatMessage(errorMessages[error.kind]);
}

/** What the last action did, or why it did not: [success, error], one of them null. */
export function outcomeTexts(intl: IntlShape, outcome: SubscribersOutcome | null): readonly [string | null, string | null] {
  if (!outcome) return [null, null];
  if (outcome.error) return [null, errorText(intl, outcome.error)];
  if (outcome.success === 'unsubscribed') {
    return [intl.formatMessage({ id: 'admin.newsletters.success.unsubscribed', defaultMessage: '{email} no longer receives this newsletter.' }, { email: outcome.email }), null];
  }
  return [
    intl.formatMessage(
      { id: 'admin.newsletters.success.exported', defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}} saved to a CSV file.' },
      { count: outcome.count },
    ),
    null,
  ];
}
