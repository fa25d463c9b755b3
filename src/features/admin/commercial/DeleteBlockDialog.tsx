import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import type { CommercialDeskStore } from '../../../stores/admin/CommercialDeskStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import { blockTitle } from './blockTitle';

/** Deleting a block asks first, naming it; Keep is the first (and focused) choice. */
export const DeleteBlockDialog = observer(function DeleteBlockDialog({ commercial }: { readonly commercial: CommercialDeskStore }) {
  const { locale } = useStores();
  const block = commercial.deleting;
  return (
    <DeskConfirmDialog
      open={block !== null}
      title={<FormattedMessage id="admin.commercial.delete.title" defaultMessage="Delete this block?" />}
      text={
        <FormattedMessage
          id="admin.commercial.delete.text"
          defaultMessage="“{title}” will be removed for good, in every language. To take it off the site for a while, switch it off instead."
          values={{ title: block ? blockTitle(block, locale).text : '' }}
        />
      }
      keepLabel={<FormattedMessage id="admin.commercial.delete.keep" defaultMessage="Keep it" />}
      confirmLabel={<FormattedMessage id="admin.commercial.delete.confirm" defaultMessage="Delete for good" />}
      busy={commercial.updating}
      onCancel={() => commercial.cancelDelete()}
      onConfirm={() => void commercial.confirmDelete()}
    />
  );
});
