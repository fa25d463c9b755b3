import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { mediaFiltersFromSearch, searchFromMediaFilters } from '../../../stores/admin/MediaLibraryStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskPage } from '../desk/DeskPage';
import { MediaCard } from '../desk/MediaCard';
import { MediaDetailDialog } from './MediaDetailDialog';
import { MediaFiltersForm } from './MediaFiltersForm';
import { MediaUploads } from './MediaUploads';
import * as grid from '../desk/MediaGrid.module.css';

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
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.media.title', defaultMessage: 'Media library' }), config.product.name[locale]);
  useEffect(() => {
    void media.show(mediaFiltersFromSearch(search));
  }, [media, search]);
  const filters = mediaFiltersFromSearch(search);
  const open = intl.formatMessage({ id: 'admin.media.open', defaultMessage: 'Open' });
  return (
    <DeskPage title={<FormattedMessage id="admin.media.title" defaultMessage="Media library" />}>
      <MediaUploads media={media} />
      <MediaFiltersForm key={search} filters={filters} onChange={(next) => navigate(`/media${searchFromMediaFilters(next)}`)} />
      <ResourceState resource={media.results} onRetry={() => void media.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={media.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.media.emptyFiltered" defaultMessage="Nothing in the library matches these filters." />,
                text: <FormattedMessage id="admin.media.emptyFilteredText" defaultMessage="Change the search or the filter, or show everything." />,
                clear: { href: '/media', label: <FormattedMessage id="admin.media.clearFilters" defaultMessage="Show everything" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.media.empty" defaultMessage="The library is empty." />,
                text: <FormattedMessage id="admin.media.emptyText" defaultMessage="Pictures and sounds uploaded here or in a story show here, newest first." />,
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage id="admin.media.count" defaultMessage="{total, plural, one {# item} other {# items}}" values={{ total: page.total }} />
              </p>
              <ul className={grid.grid} aria-labelledby={countId}>
                {page.items.map((item) => (
                  <MediaCard key={item._id} item={item} locale={locale} action={open} onOpen={(one) => void media.open(one._id)} />
                ))}
              </ul>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/media${searchFromMediaFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
      <MediaDetailDialog media={media} mayEdit={deskStore.may('editor')} />
    </DeskPage>
  );
});
