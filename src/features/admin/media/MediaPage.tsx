import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import { mediaFiltersFromSearch, searchFromMediaFilters } from '../../../stores/admin/MediaLibraryStore';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { MediaCard } from '../desk/MediaCard';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { MediaDetailDialog } from './MediaDetailDialog';
import { MediaFiltersForm } from './MediaFiltersForm';
import { MediaUploads } from './MediaUploads';
import * as grid from '../desk/MediaGrid.module.css';

const texts = defineMessages({
  title: { id: 'admin.media.title', defaultMessage: 'Media library' },
  noMatch: { id: 'admin.media.emptyFiltered', defaultMessage: 'Nothing in the library matches these filters.' },
  noMatchText: { id: 'admin.media.emptyFilteredText', defaultMessage: 'Change the search or the filter, or show everything.' },
  clear: { id: 'admin.media.clearFilters', defaultMessage: 'Show everything' },
  empty: { id: 'admin.media.empty', defaultMessage: 'The library is empty.' },
  emptyText: { id: 'admin.media.emptyText', defaultMessage: 'Pictures and sounds uploaded here or in a story show here, newest first.' },
  count: { id: 'admin.media.count', defaultMessage: '{total, plural, one {# item} other {# items}}' },
});

/**
 * /admin/media: every picture and sound, newest first, as a grid of thumbnails; search, the kind filter and paging
 * live in the address. Files are dropped or chosen to upload; an item opens in a panel to describe, credit,
 * replace or delete it, with where it is used.
 */
export const MediaPage = observer(function MediaPage() {
  const deskStore = useDesk();
  const { media } = deskStore;
  const { locale } = useStores();
  const intl = useIntl();
  const address = useDeskListAddress('/media', media, mediaFiltersFromSearch, searchFromMediaFilters);
  const open = intl.formatMessage({ id: 'admin.media.open', defaultMessage: 'Open' });
  return (
    <DeskListPage
      texts={texts}
      list={media}
      address={address}
      items={(page, countId) => (
        <ul className={grid.grid} aria-labelledby={countId}>
          {page.items.map((item) => (
            <MediaCard key={item._id} item={item} locale={locale} action={open} onOpen={(one) => void media.open(one._id)} />
          ))}
        </ul>
      )}
      after={<MediaDetailDialog media={media} mayEdit={deskStore.may('editor')} />}
    >
      <MediaUploads media={media} />
      <MediaFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
    </DeskListPage>
  );
});
