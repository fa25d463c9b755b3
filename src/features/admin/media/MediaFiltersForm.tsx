import { FormattedMessage, useIntl } from 'react-intl';
import { MEDIA_KINDS } from '../../../../contracts/adminMedia';
import type { MediaFilters } from '../../../stores/admin/MediaLibraryStore';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskSelectFilter } from '../desk/DeskSelectFilter';
import { mediaKindName } from '../desk/pictureMessages';

export interface MediaFiltersFormProps {
  readonly filters: MediaFilters;
  /** New filters (page 1): the address changes and the grid follows it. */
  readonly onChange: (filters: MediaFilters) => void;
}

/** The library's search box (names, alt texts in any language, credits) and the kind filter. */
export function MediaFiltersForm({ filters, onChange }: MediaFiltersFormProps) {
  const intl = useIntl();
  return (
    <DeskFilters filters={filters} onChange={onChange} searchLabel={<FormattedMessage id="admin.media.filter.query" defaultMessage="Search names, descriptions and credits" />}>
      {({ change, id, any }) => (
        <DeskSelectFilter
          id={`${id}-kind`}
          label={<FormattedMessage id="admin.media.filter.kind" defaultMessage="Kind" />}
          value={filters.kind}
          any={any}
          options={MEDIA_KINDS.map((kind) => ({ value: kind, label: mediaKindName(intl, kind) }))}
          onChange={(kind) => change({ kind })}
        />
      )}
    </DeskFilters>
  );
}
