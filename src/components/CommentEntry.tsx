import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import { Button } from './Button';
import type { CommentActions, CommentListItem } from './CommentList';
import * as styles from './CommentList.module.css';
import { CommentReplyBox } from './CommentReplyBox';
import { FormError } from './FormError';
import { LikeButton } from './LikeButton';

export interface CommentEntryProps {
  readonly comment: CommentListItem;
  /** The top-level comment of its thread: a reply to it, or to one of its replies, goes there. */
  readonly threadId: string;
  readonly actions: CommentActions;
  /** Its replies, under it. */
  readonly children?: ReactNode;
}

/** One comment: who, when, the text (as text), its like button and what the reader may do with it. */
export function CommentEntry({ comment, threadId, actions, children }: CommentEntryProps) {
  const authorId = useId();
  const [deleteError, setDeleteError] = useState<LocalizedError | undefined>();
  const initial = Array.from(comment.userName.trim())[0] ?? '?';
  // A deleted account's comment kept for the conversation has no name (contracts/account.ts DELETED_READER_ID).
  const deleted = comment.userName.trim() === '';
  const id = comment._id;
  // Focus goes back to the Reply or Edit button that opened the box once it closes (sent, cancelled, Esc), unless
  // the reader has moved it elsewhere meanwhile.
  const opener = useRef<HTMLButtonElement | null>(null);
  const boxOpen = actions.replyingTo === id || actions.editing === id;
  const wasOpen = useRef(boxOpen);
  useEffect(() => {
    const closed = wasOpen.current && !boxOpen;
    wasOpen.current = boxOpen;
    if (closed && (document.activeElement === document.body || document.activeElement === null)) opener.current?.focus();
  }, [boxOpen]);
  return (
    <li className={styles.comment} aria-busy={comment.unconfirmed || undefined} data-place={`comment:${id}`}>
      <span className={styles.avatar} aria-hidden="true">
        {comment.removed ? null : initial.toLocaleUpperCase()}
      </span>
      <div className={styles.body}>
        {comment.removed ? (
          <p className={styles.placeholder} id={authorId}>
            <FormattedMessage id="comments.removed" defaultMessage="This comment was deleted by its author." />
          </p>
        ) : (
          <>
            <p className={styles.byline} id={authorId}>
              <span className={styles.author} lang={deleted ? undefined : comment.nameLang}>
                {deleted ? <FormattedMessage id="comments.deletedReader" defaultMessage="Deleted reader" /> : comment.userName}
              </span>
              <span className={styles.date}>
                {comment.unconfirmed ? (
                  <FormattedMessage id="comments.sending" defaultMessage="Posting…" />
                ) : (
                  <FormattedDate value={comment.createdAt} year="numeric" month="short" day="numeric" />
                )}
              </span>
              {comment.edited && (
                <span className={styles.date}>
                  <FormattedMessage id="comments.edited" defaultMessage="Edited" />
                </span>
              )}
            </p>
            <p className={styles.text} lang={comment.lang}>
              {comment.text}
            </p>
          </>
        )}
        {!comment.removed && !comment.unconfirmed && (
          <div className={styles.actions}>
            <LikeButton
              size="small"
              subject="comment"
              pressed={comment.liked}
              count={comment.likes}
              busy={comment.busy}
              notice={comment.notice}
              describedBy={authorId}
              place={`like-comment:${id}`}
              onToggle={() => actions.onLike(id)}
            />
            {/* Reply, edit, delete and report need scripts: without them they are not offered (global.css). */}
            <button type="button" className={`${styles.action} needs-script`} aria-describedby={authorId} aria-expanded={actions.replyingTo === id} onClick={(event) => {
                opener.current = event.currentTarget;
                actions.onReply(id);
              }}>
              <FormattedMessage id="comments.reply" defaultMessage="Reply" />
            </button>
            {comment.canEdit && (
              <button type="button" className={`${styles.action} needs-script`} aria-describedby={authorId} aria-expanded={actions.editing === id} onClick={(event) => {
                  opener.current = event.currentTarget;
                  actions.onEdit(id);
                }}>
                <FormattedMessage id="comments.edit" defaultMessage="Edit" />
              </button>
            )}
            {comment.own && (
              <button type="button" className={`${styles.action} needs-script`} aria-describedby={authorId} aria-expanded={actions.confirmingDelete === id} onClick={() => actions.onAskDelete(id)}>
                <FormattedMessage id="comments.delete" defaultMessage="Delete" />
              </button>
            )}
            {!comment.own &&
              (comment.reported ? (
                <span className={styles.reported} role="status">
                  <FormattedMessage id="comments.reported" defaultMessage="Reported. Thank you." />
                </span>
              ) : (
                <button type="button" className={`${styles.action} needs-script`} aria-describedby={authorId} aria-haspopup="dialog" onClick={() => actions.onReport(id)}>
                  <FormattedMessage id="comments.report" defaultMessage="Report" />
                </button>
              ))}
          </div>
        )}
        {actions.confirmingDelete === id && (
          <div className={styles.confirm} role="group" aria-labelledby={`${authorId}-confirm`}>
            <p id={`${authorId}-confirm`} className={styles.confirmText}>
              <FormattedMessage id="comments.delete.question" defaultMessage="Delete your comment? This cannot be undone." />
            </p>
            <div className={styles.boxActions}>
              <Button onClick={() => void actions.onDelete(id).then(setDeleteError)}>
                <FormattedMessage id="comments.delete.confirm" defaultMessage="Delete comment" />
              </Button>
              <Button variant="secondary" onClick={() => actions.onAskDelete(null)}>
                <FormattedMessage id="comments.delete.keep" defaultMessage="Keep it" />
              </Button>
            </div>
            <FormError className={styles.boxError} error={deleteError} />
          </div>
        )}
        {actions.replyingTo === id && (
          <CommentReplyBox
            purpose="reply"
            initialText={actions.replyText}
            onSubmit={(values) => actions.onSubmitReply(threadId, values)}
            onCancel={actions.onCloseBox}
          />
        )}
        {actions.editing === id && (
          <CommentReplyBox purpose="edit" initialText={comment.text} onSubmit={(values) => actions.onSubmitEdit(id, values)} onCancel={actions.onCloseBox} />
        )}
        {children}
      </div>
    </li>
  );
}
