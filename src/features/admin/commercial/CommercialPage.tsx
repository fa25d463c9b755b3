import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PAGE_TYPES } from '../../../../contracts/content';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { pageTypeFrom } from '../../../stores/admin/CommercialDeskStore';
import * as desks from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import { BlockDialog } from './BlockDialog';
import { BlockList } from './BlockList';
import * as styles from './Commercial.module.css';
import { CommercialStatus } from './CommercialStatus';
import { DeleteBlockDialog } from './DeleteBlockDialog';
import { pageTypeNames } from './commercialMessages';

/**
 * /admin/commercial/{pageType}: SPEC §2's commercial setup. One list per page type (the address names it, so a
 * list can be linked and survives a reload), the blocks in the site's order with their controls, and the add /
 * edit dialog.
 */
export const CommercialPage = observer(function CommercialPage({ pageType: named }: { readonly pageType?: string | undefined }) {
  const desk = useDesk();
  const commercial = desk.commercial;
  const { locale } = useStores();
  const intl = useIntl();
  const listTitleId = useId();
  const pageType = pageTypeFrom(named);
  const pageTypeName = intl.formatMessage(pageTypeNames[pageType]);
  useDocumentTitle(intl.formatMessage({ id: 'admin.commercial.title', defaultMessage: 'Commercial setup' }), config.product.name[locale]);
  useEffect(() => {
    void commercial.show(pageType);
    void desk.categories.load();
  }, [commercial, desk, pageType]);
  const status = commercial.currentStatus;
  return (
    <DeskPage title={<FormattedMessage id="admin.commercial.title" defaultMessage="Commercial setup" />}>
      <p className={styles.intro}>
        <FormattedMessage
          id="admin.commercial.intro"
          defaultMessage="Sponsors’ blocks for each kind of page, in the order readers see them. Readers see a block while it is switched on, within its dates, in the languages chosen for it."
        />
      </p>
      <nav aria-label={intl.formatMessage({ id: 'admin.commercial.pageTypes', defaultMessage: 'Page types' })}>
        <ul className={styles.pageTypes}>
          {PAGE_TYPES.map((type) => (
            <li key={type}>
              <Link href={`/commercial/${type}`} className={styles.pageType} aria-current={type === pageType ? 'page' : undefined}>
                {intl.formatMessage(pageTypeNames[type])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CommercialStatus commercial={commercial} />
      <div className={desks.heading}>
        <h2 id={listTitleId} className={styles.listTitle}>
          <FormattedMessage id="admin.commercial.listTitle" defaultMessage="Blocks on the {pageType}" values={{ pageType: pageTypeName }} />
        </h2>
        <Button onClick={() => commercial.openNew()}>
          <FormattedMessage id="admin.commercial.add" defaultMessage="Add a block" />
        </Button>
      </div>
      {status === 'error' && commercial.current.length === 0 ? (
        <div className={styles.state}>
          <p>
            <FormattedMessage id="admin.commercial.loadFailed" defaultMessage="The blocks could not be loaded." />
          </p>
          <Button variant="secondary" onClick={() => void commercial.retry()}>
            <FormattedMessage id="admin.commercial.retry" defaultMessage="Try again" />
          </Button>
        </div>
      ) : status !== 'ready' && commercial.current.length === 0 ? (
        <p role="status" className={styles.loading}>
          <FormattedMessage id="admin.commercial.loading" defaultMessage="Loading the blocks…" />
        </p>
      ) : commercial.current.length === 0 ? (
        <p className={styles.state}>
          <FormattedMessage id="admin.commercial.empty" defaultMessage="No blocks here yet: readers see no sponsor on this kind of page." />
        </p>
      ) : (
        <BlockList commercial={commercial} labelledBy={listTitleId} categories={desk.categories.data ?? []} />
      )}
      {commercial.form && <BlockDialog form={commercial.form} categories={desk.categories.data ?? []} onClose={() => commercial.closeForm()} />}
      <DeleteBlockDialog commercial={commercial} />
    </DeskPage>
  );
});
