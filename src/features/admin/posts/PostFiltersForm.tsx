import { FormattedMessage, useIntl } from 'react-intl';
import { POST_STATES } from '../../../../contracts/adminPosts';
import type { Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';
import type { PostFilters } from '../../../stores/admin/PostsStore';
import * as desk from '../desk/Desk.module.css';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { postStateName } from './postMessages';

export interface PostFiltersFormProps {
  readonly filters: PostFilters;
  readonly categories: readonly Category[];
  readonly locale: Locale;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: PostFilters) => void;
}

/** The posts' search box (sent with Enter or the button), the state and section filters, and "featured". */
export function PostFiltersForm({ filters, categories, locale, onChange }: PostFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters filters={filters} onChange={onChange} searchLabel={<FormattedMessage id="admin.posts.filter.query" defaultMessage="Search titles and writers" />}>
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-state`}
            label={<FormattedMessage id="admin.posts.filter.state" defaultMessage="Status" />}
            value={filters.state}
            any={any}
            options={POST_STATES.map((state) => ({ value: state, label: postStateName(intl, state) }))}
            onChange={(state) => change({ state })}
          />
          <DeskSelectFilter
            id={`${id}-section`}
            label={<FormattedMessage id="admin.posts.filter.section" defaultMessage="Section" />}
            value={filters.section}
            any={any}
            options={categories.map((category) => ({ value: category._id, label: category.data[locale].name }))}
            onChange={(section) => change({ section })}
          />
          <div className={desk.filterField}>
            <label htmlFor={`${id}-featured`} className={desk.checkLabel}>
              <input id={`${id}-featured`} type="checkbox" checked={filters.featured} onChange={(event) => change({ featured: event.target.checked })} />
              <FormattedMessage id="admin.posts.filter.featured" defaultMessage="Featured only" />
            </label>
          </div>
        </>
      )}
    </DeskFilters>
  );
}
