import { FormattedMessage } from 'react-intl';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

export interface DeleteDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Deleting asks first, naming the article; Keep is the first (and focused) choice. */
export function DeleteDialog({ open, title, busy, onCancel, onConfirm }: DeleteDialogProps) {
  return (
    <DeskConfirmDialog
      open={open}
      title={<FormattedMessage id="admin.articles.delete.title" defaultMessage="Delete this article?" />}
      text={
        <FormattedMessage
          id="admin.articles.delete.text"
          defaultMessage="“{title}” will be removed for good, in every language, and readers will no longer find it."
          values={{ title }}
        />
      }
      keepLabel={<FormattedMessage id="admin.articles.delete.keep" defaultMessage="Keep it" />}
      confirmLabel={<FormattedMessage id="admin.articles.delete.confirm" defaultMessage="Delete for good" />}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
