import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { MultimediaDeskStore } from '../../../stores/admin/MultimediaDeskStore';
import { multimediaTitle } from '../../../stores/admin/multimediaValues';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

/** Asks before a video or gallery is deleted: readers stop seeing it; its files stay in the media library. */
export const DeleteMultimediaDialog = observer(function DeleteMultimediaDialog({ desk, locale }: { readonly desk: MultimediaDeskStore; readonly locale: Locale }) {
  const item = desk.pendingDelete;
  const title = item ? multimediaTitle(item, locale) : '';
  return (
    <DeskConfirmDialog
      open={item !== null}
      title={<FormattedMessage id="admin.multimedia.confirmDelete.title" defaultMessage="Delete “{title}”?" values={{ title }} />}
      text={
        <FormattedMessage
          id="admin.multimedia.confirmDelete.text"
          defaultMessage="Readers no longer see it on the multimedia pages or the home page. Its files stay in the media library. This cannot be undone."
        />
      }
      keepLabel={<FormattedMessage id="admin.multimedia.confirmDelete.keep" defaultMessage="Cancel" />}
      confirmLabel={<FormattedMessage id="admin.multimedia.confirmDelete.confirm" defaultMessage="Delete" />}
      busy={desk.pending}
      onCancel={() => desk.cancelDelete()}
      onConfirm={() => void desk.confirmDelete()}
    />
  );
});
