import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INBOX_KINDS, INBOX_STATES, type InboxKind, type InboxState } from '../../../../contracts/adminInbox';
import { Button } from '../../../components/Button';
import type { InboxFilters } from '../../../stores/admin/InboxStore';
import * as styles from '../desk/Desk.module.css';
import { kindNames, stateNames } from './inboxMessages';

export interface InboxFiltersFormProps {
  readonly filters: InboxFilters;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: InboxFilters) => void;
}

/** The inbox's search box (sent with Enter or the button), and its state and kind filters (applied as they change). */
export function InboxFiltersForm({ filters, onChange }: InboxFiltersFormProps) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState(filters.query);
  const change = (patch: Partial<InboxFilters>) => onChange({ ...filters, query, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query });
  };
  const any = intl.formatMessage({ id: 'admin.inbox.filter.any', defaultMessage: 'All' });
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-query`} className={styles.label}>
          <FormattedMessage id="admin.inbox.filter.query" defaultMessage="Search names, addresses and texts" />
        </label>
        <div className={styles.searchRow}>
          <input id={`${id}-query`} type="search" className={styles.input} value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="admin.inbox.filter.search" defaultMessage="Search" />
          </Button>
        </div>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-state`} className={styles.label}>
          <FormattedMessage id="admin.inbox.filter.state" defaultMessage="Status" />
        </label>
        <select id={`${id}-state`} className={styles.input} value={filters.state} onChange={(event) => change({ state: event.target.value as InboxState | '' })}>
          <option value="">{any}</option>
          {INBOX_STATES.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage(stateNames[state])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-kind`} className={styles.label}>
          <FormattedMessage id="admin.inbox.filter.kind" defaultMessage="Kind" />
        </label>
        <select id={`${id}-kind`} className={styles.input} value={filters.kind} onChange={(event) => change({ kind: event.target.value as InboxKind | '' })}>
          <option value="">{any}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage(kindNames[kind])}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
