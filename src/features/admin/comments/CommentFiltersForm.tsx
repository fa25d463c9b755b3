import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_STATES } from '../../../../contracts/adminComments';
import type { CommentFilters } from '../../../stores/admin/CommentsModerationStore';
import * as styles from '../desk/Desk.module.css';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { stateNames } from './commentMessages';

export interface CommentFiltersFormProps {
  readonly filters: CommentFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: CommentFilters) => void;
}

/** The comments' search box (sent with Enter or the button), the state filter and "reported" (applied as they change). */
export function CommentFiltersForm({ filters, onChange }: CommentFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters
      filters={filters}
      onChange={onChange}
      searchLabel={<FormattedMessage id="admin.comments.filter.query" defaultMessage="Search comments and their authors" />}
    >
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-state`}
            label={<FormattedMessage id="admin.comments.filter.state" defaultMessage="Status" />}
            value={filters.state}
            any={any}
            options={COMMENT_STATES.map((state) => ({ value: state, label: intl.formatMessage(stateNames[state]) }))}
            onChange={(state) => change({ state })}
          />
          <div className={styles.filterField}>
            <label htmlFor={`${id}-reported`} className={styles.checkLabel}>
              <input id={`${id}-reported`} type="checkbox" checked={filters.reported} onChange={(event) => change({ reported: event.target.checked })} />
              <FormattedMessage id="admin.comments.filter.reported" defaultMessage="Reported by readers" />
            </label>
          </div>
        </>
      )}
    </DeskFilters>
  );
}
