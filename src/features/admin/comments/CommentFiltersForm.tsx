import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_STATES, type CommentState } from '../../../../contracts/adminComments';
import { Button } from '../../../components/Button';
import type { CommentFilters } from '../../../stores/admin/CommentsModerationStore';
import * as styles from '../desk/Desk.module.css';
import * as own from './Comments.module.css';
import { stateNames } from './commentMessages';

export interface CommentFiltersFormProps {
  readonly filters: CommentFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: CommentFilters) => void;
}

/** The comments' search box (sent with Enter or the button) and the state filter (applied as it changes). */
export function CommentFiltersForm({ filters, onChange }: CommentFiltersFormProps) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState(filters.query);
  const change = (patch: Partial<CommentFilters>) => onChange({ ...filters, query, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query });
  };
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-query`} className={styles.label}>
          <FormattedMessage id="admin.comments.filter.query" defaultMessage="Search comments and their authors" />
        </label>
        <div className={styles.searchRow}>
          <input id={`${id}-query`} type="search" className={styles.input} value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="admin.comments.filter.search" defaultMessage="Search" />
          </Button>
        </div>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-state`} className={styles.label}>
          <FormattedMessage id="admin.comments.filter.state" defaultMessage="Status" />
        </label>
        <select id={`${id}-state`} className={styles.input} value={filters.state} onChange={(event) => change({ state: event.target.value as CommentState | '' })}>
          <option value="">{intl.formatMessage({ id: 'admin.comments.filter.any', defaultMessage: 'All' })}</option>
          {COMMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage(stateNames[state])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-reported`} className={own.checkLabel}>
          <input id={`${id}-reported`} type="checkbox" checked={filters.reported} onChange={(event) => change({ reported: event.target.checked })} />
          <FormattedMessage id="admin.comments.filter.reported" defaultMessage="Reported by readers" />
        </label>
      </div>
    </form>
  );
}
