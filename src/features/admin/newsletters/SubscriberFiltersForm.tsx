import { FormattedMessage, useIntl } from 'react-intl';
import { SUBSCRIBER_STATES } from '../../../../contracts/adminNewsletters';
import { LOCALES } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import type { SubscriberFilters } from '../../../stores/admin/SubscribersStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { stateName } from './newsletterMessages';

export interface SubscriberFiltersFormProps {
  readonly filters: SubscriberFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: SubscriberFilters) => void;
}

/** The subscribers' search box (sent with Enter or the button), and their edition and state filters. */
export function SubscriberFiltersForm({ filters, onChange }: SubscriberFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters
      filters={filters}
      onChange={onChange}
      searchLabel={<FormattedMessage id="admin.newsletters.filter.query" defaultMessage="Search addresses and names" />}
    >
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-edition`}
            label={<FormattedMessage id="admin.newsletters.filter.edition" defaultMessage="Edition" />}
            value={filters.edition}
            any={any}
            options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_LIST[locale].name }))}
            onChange={(edition) => change({ edition })}
          />
          <DeskSelectFilter
            id={`${id}-state`}
            label={<FormattedMessage id="admin.newsletters.filter.state" defaultMessage="Confirmation" />}
            value={filters.state}
            any={any}
            options={SUBSCRIBER_STATES.map((state) => ({ value: state, label: stateName(intl, state) }))}
            onChange={(state) => change({ state })}
          />
        </>
      )}
    </DeskFilters>
  );
}
