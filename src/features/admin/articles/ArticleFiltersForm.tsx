import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';
import { Button } from '../../../components/Button';
import type { ArticleFilters } from '../../../stores/admin/ArticlesListStore';
import * as styles from '../desk/Desk.module.css';
import { statusNames } from './articleMessages';
import { LOCALE_NAMES } from '../../../i18n/locales';

export interface ArticleFiltersFormProps {
  readonly filters: ArticleFilters;
  readonly categories: readonly Category[];
  readonly locale: Locale;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: ArticleFilters) => void;
}

/** The list's search box (sent with Enter or the button) and its filters (applied as they change). */
export function ArticleFiltersForm({ filters, categories, locale, onChange }: ArticleFiltersFormProps) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState(filters.query);
  const change = (patch: Partial<ArticleFilters>) => onChange({ ...filters, query, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query });
  };
  const any = intl.formatMessage({ id: 'admin.articles.filter.any', defaultMessage: 'All' });
  return (
    <form role="search" className={styles.filters} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-query`} className={styles.label}>
          <FormattedMessage id="admin.articles.filter.query" defaultMessage="Search titles and aliases" />
        </label>
        <div className={styles.searchRow}>
          <input id={`${id}-query`} type="search" className={styles.input} value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="admin.articles.filter.search" defaultMessage="Search" />
          </Button>
        </div>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-section`} className={styles.label}>
          <FormattedMessage id="admin.articles.field.category" defaultMessage="Section" />
        </label>
        <select id={`${id}-section`} className={styles.input} value={filters.category} onChange={(event) => change({ category: event.target.value })}>
          <option value="">{any}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.data[locale].name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-locale`} className={styles.label}>
          <FormattedMessage id="admin.articles.filter.locale" defaultMessage="Written in" />
        </label>
        <select id={`${id}-locale`} className={styles.input} value={filters.locale} onChange={(event) => change({ locale: event.target.value as Locale | '' })}>
          <option value="">{any}</option>
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-status`} className={styles.label}>
          <FormattedMessage id="admin.articles.filter.status" defaultMessage="Status" />
        </label>
        <select id={`${id}-status`} className={styles.input} value={filters.status} onChange={(event) => change({ status: event.target.value as ArticleStatus | '' })}>
          <option value="">{any}</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(statusNames[status])}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
