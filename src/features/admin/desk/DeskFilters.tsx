import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './Desk.module.css';

/** What a desk list's own filters are given: the change that applies them, ids to label by, "All"'s text. */
export interface DeskFilterKit<F> {
  /** Applies `patch` with the query as typed (page 1): a filter changed sends the search box along. */
  readonly change: (patch: Partial<F>) => void;
  /** A prefix for the filters' element ids. */
  readonly id: string;
  /** The text of a filter's "no choice" option. */
  readonly any: string;
}

export interface DeskFiltersProps<F extends { readonly query: string; readonly page: number }> {
  readonly filters: F;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: F) => void;
  /** What the search box searches, as its label says. */
  readonly searchLabel: ReactNode;
  /** The list's own filters, applied as they change. */
  readonly children: (kit: DeskFilterKit<F>) => ReactNode;
}

/** A desk list's search box (sent with Enter or the button) and its other filters (articles, comments, inbox). */
export function DeskFilters<F extends { readonly query: string; readonly page: number }>({ filters, onChange, searchLabel, children }: DeskFiltersProps<F>) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState(filters.query);
  const change = (patch: Partial<F>) => onChange({ ...filters, query, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };
  const any = intl.formatMessage({ id: 'admin.filter.any', defaultMessage: 'All' });
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-query`} className={styles.label}>
          {searchLabel}
        </label>
        <div className={styles.searchRow}>
          <input id={`${id}-query`} type="search" className={styles.input} value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="admin.filter.search" defaultMessage="Search" />
          </Button>
        </div>
      </div>
      {children({ change, id, any })}
    </form>
  );
}
