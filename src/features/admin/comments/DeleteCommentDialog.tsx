import { FormattedMessage } from 'react-intl';
import type { AdminComment } from '../../../../contracts/adminComments';
import type { Locale } from '../../../../contracts/common';
import { textLanguage } from '../../../lib/textLanguage';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
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
  return (
    <DeskConfirmDialog
      open={comment !== null}
      title={<FormattedMessage id="admin.comments.delete.title" defaultMessage="Delete this comment?" />}
      text={
        <FormattedMessage
          id="admin.comments.delete.text"
          defaultMessage="The comment by {name} will be removed for good: readers will no longer see it, and it cannot be shown again. Hiding it can be undone."
          values={{ name: comment?.userName ?? '' }}
        />
      }
      keepLabel={<FormattedMessage id="admin.comments.delete.keep" defaultMessage="Keep it" />}
      confirmLabel={<FormattedMessage id="admin.comments.delete.confirm" defaultMessage="Delete for good" />}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {comment && (
        <blockquote className={styles.quote} lang={textLanguage(comment.text, locale)}>
          {comment.text}
        </blockquote>
      )}
    </DeskConfirmDialog>
  );
}
