import { FormattedMessage, useIntl } from 'react-intl';
import { READER_STATES } from '../../../../contracts/adminReaders';
import type { ReaderFilters } from '../../../stores/admin/ReadersStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { readerStateName } from './readerMessages';

export interface ReaderFiltersFormProps {
  readonly filters: ReaderFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: ReaderFilters) => void;
}

/** The readers' search box (sent with Enter or the button), and the state filter. */
export function ReaderFiltersForm({ filters, onChange }: ReaderFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters
      filters={filters}
      onChange={onChange}
      searchLabel={<FormattedMessage id="admin.readers.filter.query" defaultMessage="Search names, user names and addresses" />}
    >
      {({ change, id, any }) => (
        <DeskSelectFilter
          id={`${id}-state`}
          label={<FormattedMessage id="admin.readers.filter.state" defaultMessage="Show" />}
          value={filters.state}
          any={any}
          options={READER_STATES.map((state) => ({ value: state, label: readerStateName(intl, state) }))}
          onChange={(state) => change({ state })}
        />
      )}
    </DeskFilters>
  );
}
