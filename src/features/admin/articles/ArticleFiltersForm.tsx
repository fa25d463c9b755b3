import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_STATUSES } from '../../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';
import type { ArticleFilters } from '../../../stores/admin/ArticlesListStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
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
  return (
    <DeskFilters
      filters={filters}
      onChange={onChange}
      searchLabel={<FormattedMessage id="admin.articles.filter.query" defaultMessage="Search titles, text and authors" />}
    >
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-section`}
            label={<FormattedMessage id="admin.articles.field.category" defaultMessage="Section" />}
            value={filters.category}
            any={any}
            options={categories.map((category) => ({ value: category._id, label: category.data[locale].name }))}
            onChange={(category) => change({ category })}
          />
          <DeskSelectFilter
            id={`${id}-locale`}
            label={<FormattedMessage id="admin.articles.filter.locale" defaultMessage="Written in" />}
            value={filters.locale}
            any={any}
            options={LOCALES.map((option) => ({ value: option, label: LOCALE_NAMES[option] }))}
            onChange={(written) => change({ locale: written })}
          />
          <DeskSelectFilter
            id={`${id}-status`}
            label={<FormattedMessage id="admin.articles.filter.status" defaultMessage="Status" />}
            value={filters.status}
            any={any}
            options={ARTICLE_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusNames[status]) }))}
            onChange={(status) => change({ status })}
          />
        </>
      )}
    </DeskFilters>
  );
}
