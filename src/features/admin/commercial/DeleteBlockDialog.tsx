import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useStores } from '../../../hooks/StoresContext';
import type { CommercialDeskStore } from '../../../stores/admin/CommercialDeskStore';
import * as desks from '../articles/Desk.module.css';
import { blockTitle } from './blockTitle';

/** Deleting a block asks first, naming it; Keep is the first (and focused) choice. */
export const DeleteBlockDialog = observer(function DeleteBlockDialog({ commercial }: { readonly commercial: CommercialDeskStore }) {
  const { locale } = useStores();
  const titleId = useId();
  const textId = useId();
  const block = commercial.deleting;
  return (
    <Dialog open={block !== null} onClose={() => commercial.cancelDelete()} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={desks.dialog}>
        <h2 id={titleId} className={desks.dialogTitle}>
          <FormattedMessage id="admin.commercial.delete.title" defaultMessage="Delete this block?" />
        </h2>
        <p id={textId}>
          <FormattedMessage
            id="admin.commercial.delete.text"
            defaultMessage="“{title}” will be removed for good, in every language. To take it off the site for a while, switch it off instead."
            values={{ title: block ? blockTitle(block, locale).text : '' }}
          />
        </p>
        <div className={desks.dialogActions}>
          <Button variant="secondary" onClick={() => commercial.cancelDelete()}>
            <FormattedMessage id="admin.commercial.delete.keep" defaultMessage="Keep it" />
          </Button>
          <Button busy={commercial.updating} onClick={() => void commercial.confirmDelete()}>
            <FormattedMessage id="admin.commercial.delete.confirm" defaultMessage="Delete for good" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
