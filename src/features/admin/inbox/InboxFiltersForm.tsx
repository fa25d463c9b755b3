import { FormattedMessage, useIntl } from 'react-intl';
import { INBOX_KINDS, INBOX_STATES } from '../../../../contracts/adminInbox';
import type { InboxFilters } from '../../../stores/admin/InboxStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { kindNames, stateNames } from './inboxMessages';

export interface InboxFiltersFormProps {
  readonly filters: InboxFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: InboxFilters) => void;
}

/** The inbox's search box (sent with Enter or the button), and its state and kind filters (applied as they change). */
export function InboxFiltersForm({ filters, onChange }: InboxFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters
      filters={filters}
      onChange={onChange}
      searchLabel={<FormattedMessage id="admin.inbox.filter.query" defaultMessage="Search names, addresses and texts" />}
    >
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-state`}
            label={<FormattedMessage id="admin.inbox.filter.state" defaultMessage="Status" />}
            value={filters.state}
            any={any}
            options={INBOX_STATES.map((state) => ({ value: state, label: intl.formatMessage(stateNames[state]) }))}
            onChange={(state) => change({ state })}
          />
          <DeskSelectFilter
            id={`${id}-kind`}
            label={<FormattedMessage id="admin.inbox.filter.kind" defaultMessage="Kind" />}
            value={filters.kind}
            any={any}
            options={INBOX_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(kindNames[kind]) }))}
            onChange={(kind) => change({ kind })}
          />
        </>
      )}
    </DeskFilters>
  );
}
