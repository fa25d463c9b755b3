import { FormattedMessage, useIntl } from 'react-intl';
import { MULTIMEDIA_KINDS } from '../../../../contracts/adminMultimedia';
import type { Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';
import type { MultimediaFilters } from '../../../stores/admin/MultimediaDeskStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { multimediaKindName } from './multimediaMessages';
import { sectionOptions } from './sectionOptions';

export interface MultimediaFiltersFormProps {
  readonly filters: MultimediaFilters;
  readonly sections: readonly Category[];
  readonly locale: Locale;
  /** New filters (page 1): the address changes and the list follows it. */
  readonly onChange: (filters: MultimediaFilters) => void;
}

/** The list's search box (titles in any language, either script), the kind filter and the section filter. */
export function MultimediaFiltersForm({ filters, sections, locale, onChange }: MultimediaFiltersFormProps) {
  const intl = useIntl();
  const section = filters.subcategory ? `${filters.category}/${filters.subcategory}` : filters.category;
  return (
    <DeskFilters filters={filters} onChange={onChange} searchLabel={<FormattedMessage id="admin.multimedia.filter.query" defaultMessage="Search titles in any language" />}>
      {({ change, id, any }) => (
        <>
          <DeskSelectFilter
            id={`${id}-kind`}
            label={<FormattedMessage id="admin.multimedia.filter.kind" defaultMessage="Kind" />}
            value={filters.kind}
            any={any}
            options={MULTIMEDIA_KINDS.map((kind) => ({ value: kind, label: multimediaKindName(intl, kind) }))}
            onChange={(kind) => change({ kind })}
          />
          <DeskSelectFilter
            id={`${id}-section`}
            label={<FormattedMessage id="admin.multimedia.filter.section" defaultMessage="Section" />}
            value={section}
            any={any}
            options={sectionOptions(sections, locale)}
            onChange={(value) => {
              const [category = '', subcategory = ''] = value.split('/');
              change({ category, subcategory });
            }}
          />
        </>
      )}
    </DeskFilters>
  );
}
