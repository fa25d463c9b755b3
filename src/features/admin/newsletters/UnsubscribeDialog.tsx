import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { LOCALE_LIST } from '../../../../contracts/locales';
import type { SubscribersStore } from '../../../stores/admin/SubscribersStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

export interface UnsubscribeDialogProps {
  readonly subscribers: SubscribersStore;
}

/** Asks before a reader's edition is stopped: who, which edition, and that only the reader can subscribe again. */
export const UnsubscribeDialog = observer(function UnsubscribeDialog({ subscribers }: UnsubscribeDialogProps) {
  const asked = subscribers.confirming;
  return (
    <DeskConfirmDialog
      open={asked !== null}
      title={<FormattedMessage id="admin.newsletters.confirm.title" defaultMessage="Unsubscribe this reader?" />}
      text={
        <FormattedMessage
          id="admin.newsletters.confirm.text"
          defaultMessage="{email} will no longer receive the {edition} newsletter. Only they can subscribe again."
          values={{ email: asked?.email ?? '', edition: asked ? LOCALE_LIST[asked.edition].name : '' }}
        />
      }
      keepLabel={<FormattedMessage id="admin.newsletters.confirm.keep" defaultMessage="Keep the subscription" />}
      confirmLabel={<FormattedMessage id="admin.newsletters.confirm.unsubscribe" defaultMessage="Unsubscribe" />}
      busy={subscribers.pending === 'unsubscribe'}
      onCancel={() => subscribers.cancelUnsubscribe()}
      onConfirm={() => void subscribers.unsubscribe()}
    />
  );
});
