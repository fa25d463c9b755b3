import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import * as styles from './Desk.module.css';

export interface DeleteDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Deleting asks first, naming the article; Keep is the first (and focused) choice. */
export function DeleteDialog({ open, title, busy, onCancel, onConfirm }: DeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          <FormattedMessage id="admin.articles.delete.title" defaultMessage="Delete this article?" />
        </h2>
        <p id={textId}>
          <FormattedMessage
            id="admin.articles.delete.text"
            defaultMessage="“{title}” will be removed for good, in every language, and readers will no longer find it."
            values={{ title }}
          />
        </p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="admin.articles.delete.keep" defaultMessage="Keep it" />
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            <FormattedMessage id="admin.articles.delete.confirm" defaultMessage="Delete for good" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
