import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { saveAdminMultimedia } from '../../../../contracts/adminMultimedia';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { multimediaFiltersFromSearch, searchFromMultimediaFilters } from '../../../stores/admin/MultimediaDeskStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskOutcome } from '../desk/DeskOutcome';
import { DeskPage } from '../desk/DeskPage';
import { DeleteMultimediaDialog } from './DeleteMultimediaDialog';
import { MultimediaFiltersForm } from './MultimediaFiltersForm';
import { multimediaOutcomeTexts } from './multimediaMessages';
import { MultimediaRow } from './MultimediaRow';
import * as styles from './Multimedia.module.css';

/**
 * /admin/multimedia: the videos and galleries of the multimedia pages, newest first, by kind and section, searched
 * by title in any language and either Chinese script; each opens in its editor. Contributors read; editors change.
 */
export const MultimediaPage = observer(function MultimediaPage() {
  const deskStore = useDesk();
  const { multimedia } = deskStore;
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const canEdit = deskStore.may(saveAdminMultimedia.role);
  useDocumentTitle(intl.formatMessage({ id: 'admin.multimedia.title', defaultMessage: 'Videos & galleries' }), config.product.name[locale]);
  useEffect(() => {
    multimedia.setTitleLocale(locale);
    void multimedia.show(multimediaFiltersFromSearch(search));
  }, [multimedia, search, locale]);
  const filters = multimediaFiltersFromSearch(search);
  const [success, error] = multimediaOutcomeTexts(intl, multimedia.outcome);
  const sections = multimedia.sections.data ?? [];
  const columns = {
    kind: intl.formatMessage({ id: 'admin.multimedia.column.kind', defaultMessage: 'Kind' }),
    section: intl.formatMessage({ id: 'admin.multimedia.column.section', defaultMessage: 'Section' }),
    published: intl.formatMessage({ id: 'admin.multimedia.column.published', defaultMessage: 'Published' }),
    actions: intl.formatMessage({ id: 'admin.multimedia.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskPage
      title={<FormattedMessage id="admin.multimedia.title" defaultMessage="Videos & galleries" />}
      action={
        canEdit && (
          <span className={styles.newLinks}>
            <Link href="/multimedia/new-video" className={desk.primaryLink}>
              <FormattedMessage id="admin.multimedia.newVideo" defaultMessage="New video" />
            </Link>
            <Link href="/multimedia/new-gallery" className={desk.primaryLink}>
              <FormattedMessage id="admin.multimedia.newGallery" defaultMessage="New gallery" />
            </Link>
          </span>
        )
      }
    >
      <MultimediaFiltersForm key={`${search}-${sections.length}`} filters={filters} sections={sections} locale={locale} onChange={(next) => navigate(`/multimedia${searchFromMultimediaFilters(next)}`)} />
      <DeskOutcome success={success} error={error} />
      <ResourceState resource={multimedia.results} onRetry={() => void multimedia.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={multimedia.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.multimedia.emptyFiltered" defaultMessage="No video or gallery matches." />,
                text: <FormattedMessage id="admin.multimedia.emptyFilteredText" defaultMessage="Change the search or the filters, or show them all." />,
                clear: { href: '/multimedia', label: <FormattedMessage id="admin.multimedia.clearFilters" defaultMessage="Show every video and gallery" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.multimedia.empty" defaultMessage="No videos or galleries yet." />,
                text: <FormattedMessage id="admin.multimedia.emptyText" defaultMessage="What you add here shows on the multimedia pages and the home page." />,
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage id="admin.multimedia.count" defaultMessage="{total, plural, one {# item} other {# items}}" values={{ total: page.total }} />
              </p>
              <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                <table className={`${desk.table} ${desk.stacked}`}>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'admin.multimedia.column.item', defaultMessage: 'Video or gallery' })}</th>
                      <th scope="col">{columns.kind}</th>
                      <th scope="col">{columns.section}</th>
                      <th scope="col">{columns.published}</th>
                      <th scope="col">{columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((item) => (
                      <MultimediaRow key={item._id} item={item} locale={locale} sections={sections} columns={columns} canEdit={canEdit} onDelete={(one) => multimedia.askDelete(one)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/multimedia${searchFromMultimediaFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
      <DeleteMultimediaDialog desk={multimedia} locale={locale} />
    </DeskPage>
  );
});
