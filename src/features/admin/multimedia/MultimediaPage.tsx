import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { saveAdminMultimedia } from '../../../../contracts/adminMultimedia';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { multimediaFiltersFromSearch, searchFromMultimediaFilters } from '../../../stores/admin/MultimediaDeskStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskList } from '../desk/DeskList';
import { DeskOutcome } from '../desk/DeskOutcome';
import { DeskPage } from '../desk/DeskPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
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
  const canEdit = deskStore.may(saveAdminMultimedia.role);
  useDocumentTitle(intl.formatMessage({ id: 'admin.multimedia.title', defaultMessage: 'Videos & galleries' }), config.product.name[locale]);
  // Before the list is shown: titles are searched in the screen's language first.
  useEffect(() => multimedia.setTitleLocale(locale), [multimedia, locale]);
  const address = useDeskListAddress('/multimedia', multimedia, multimediaFiltersFromSearch, searchFromMultimediaFilters);
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
      {/* Keyed by the address alone: the sections arriving later must not take away what the editor typed. */}
      <MultimediaFiltersForm key={address.search} filters={address.filters} sections={sections} locale={locale} onChange={address.go} />
      <DeskOutcome success={success} error={error} />
      <DeskList
        list={multimedia}
        noMatch={{
          title: <FormattedMessage id="admin.multimedia.emptyFiltered" defaultMessage="No video or gallery matches." />,
          text: <FormattedMessage id="admin.multimedia.emptyFilteredText" defaultMessage="Change the search or the filters, or show them all." />,
          clear: { href: '/multimedia', label: <FormattedMessage id="admin.multimedia.clearFilters" defaultMessage="Show every video and gallery" /> },
        }}
        empty={{
          title: <FormattedMessage id="admin.multimedia.empty" defaultMessage="No videos or galleries yet." />,
          text: <FormattedMessage id="admin.multimedia.emptyText" defaultMessage="What you add here shows on the multimedia pages and the home page." />,
        }}
        count={(page) => <FormattedMessage id="admin.multimedia.count" defaultMessage="{total, plural, one {# item} other {# items}}" values={{ total: page.total }} />}
        pageHref={address.pageHref}
      >
        {(page, countId) => (
          <DeskTable
            labelledBy={countId}
            columns={[intl.formatMessage({ id: 'admin.multimedia.column.item', defaultMessage: 'Video or gallery' }), columns.kind, columns.section, columns.published, columns.actions]}
          >
            {page.items.map((item) => (
              <MultimediaRow key={item._id} item={item} locale={locale} sections={sections} columns={columns} canEdit={canEdit} onDelete={(one) => multimedia.askDelete(one)} />
            ))}
          </DeskTable>
        )}
      </DeskList>
      <DeleteMultimediaDialog desk={multimedia} locale={locale} />
    </DeskPage>
  );
});
