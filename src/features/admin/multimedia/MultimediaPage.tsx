import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { saveAdminMultimedia } from '../../../../contracts/adminMultimedia';
import { useStores } from '../../../hooks/StoresContext';
import { multimediaFiltersFromSearch, searchFromMultimediaFilters } from '../../../stores/admin/MultimediaDeskStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { DeleteMultimediaDialog } from './DeleteMultimediaDialog';
import { MultimediaFiltersForm } from './MultimediaFiltersForm';
import { multimediaOutcomeTexts } from './multimediaMessages';
import { MultimediaRow } from './MultimediaRow';
import * as styles from './Multimedia.module.css';

const texts = defineMessages({
  title: { id: 'admin.multimedia.title', defaultMessage: 'Videos & galleries' },
  noMatch: { id: 'admin.multimedia.emptyFiltered', defaultMessage: 'No video or gallery matches.' },
  noMatchText: { id: 'admin.multimedia.emptyFilteredText', defaultMessage: 'Change the search or the filters, or show them all.' },
  clear: { id: 'admin.multimedia.clearFilters', defaultMessage: 'Show every video and gallery' },
  empty: { id: 'admin.multimedia.empty', defaultMessage: 'No videos or galleries yet.' },
  emptyText: { id: 'admin.multimedia.emptyText', defaultMessage: 'What you add here shows on the multimedia pages and the home page.' },
  count: { id: 'admin.multimedia.count', defaultMessage: '{total, plural, one {# item} other {# items}}' },
});

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
  // Before the list is shown: titles are searched in the screen's language first.
  useEffect(() => multimedia.setTitleLocale(locale), [multimedia, locale]);
  const address = useDeskListAddress('/multimedia', multimedia, multimediaFiltersFromSearch, searchFromMultimediaFilters);
  const sections = multimedia.sections.data ?? [];
  const columns = {
    kind: intl.formatMessage({ id: 'admin.multimedia.column.kind', defaultMessage: 'Kind' }),
    section: intl.formatMessage({ id: 'admin.multimedia.column.section', defaultMessage: 'Section' }),
    published: intl.formatMessage({ id: 'admin.multimedia.column.published', defaultMessage: 'Published' }),
    actions: intl.formatMessage({ id: 'admin.multimedia.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskListPage
      texts={texts}
      list={multimedia}
      address={address}
      outcome={multimediaOutcomeTexts(intl, multimedia.outcome)}
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
      items={(page, countId) => (
        <DeskTable
          labelledBy={countId}
          columns={[intl.formatMessage({ id: 'admin.multimedia.column.item', defaultMessage: 'Video or gallery' }), columns.kind, columns.section, columns.published, columns.actions]}
        >
          {page.items.map((item) => (
            <MultimediaRow key={item._id} item={item} locale={locale} sections={sections} columns={columns} canEdit={canEdit} onDelete={(one) => multimedia.askDelete(one)} />
          ))}
        </DeskTable>
      )}
      after={<DeleteMultimediaDialog desk={multimedia} locale={locale} />}
    >
      {/* Keyed by the address alone: the sections arriving later must not take away what the editor typed. */}
      <MultimediaFiltersForm key={address.search} filters={address.filters} sections={sections} locale={locale} onChange={address.go} />
    </DeskListPage>
  );
});
