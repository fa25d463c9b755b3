import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminComment } from '../../../../contracts/adminComments';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../articles/Desk.module.css';
import * as styles from './Comments.module.css';

export interface DeleteCommentDialogProps {
  /** The comment to delete; null: the dialog is closed. */
  readonly comment: AdminComment | null;
  /** The desk's language: the quote is marked with its own where it differs. */
  readonly locale: Locale;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Deleting asks first, quoting the comment and its author; Keep is the first (and focused) choice. */
export function DeleteCommentDialog({ comment, locale, busy, onCancel, onConfirm }: DeleteCommentDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={comment !== null} onClose={onCancel} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={desk.dialog}>
        <h2 id={titleId} className={desk.dialogTitle}>
          <FormattedMessage id="admin.comments.delete.title" defaultMessage="Delete this comment?" />
        </h2>
        <p id={textId}>
          <FormattedMessage
            id="admin.comments.delete.text"
            defaultMessage="The comment by {name} will be removed for good: readers will no longer see it, and it cannot be shown again. Hiding it can be undone."
            values={{ name: comment?.userName ?? '' }}
          />
        </p>
        {comment && (
          <blockquote className={styles.quote} lang={textLanguage(comment.text, locale)}>
            {comment.text}
          </blockquote>
        )}
        <div className={desk.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="admin.comments.delete.keep" defaultMessage="Keep it" />
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            <FormattedMessage id="admin.comments.delete.confirm" defaultMessage="Delete for good" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
