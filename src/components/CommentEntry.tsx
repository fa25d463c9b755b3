import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import * as styles from './CommentList.module.css';
import type { CommentListItem } from './CommentList';
import { LikeButton } from './LikeButton';

/** One comment: who, when, the text (as text), and its like button. */
export function CommentEntry({ comment, onLike }: { readonly comment: CommentListItem; readonly onLike: (commentId: string) => void }) {
  const authorId = useId();
  const initial = Array.from(comment.userName.trim())[0] ?? '?';
  // A deleted account's comment kept for the conversation has no name (contracts/account.ts DELETED_READER_ID).
  const deleted = comment.userName.trim() === '';
  return (
    <li className={styles.comment} aria-busy={comment.unconfirmed || undefined}>
      <span className={styles.avatar} aria-hidden="true">
        {initial.toLocaleUpperCase()}
      </span>
      <div className={styles.body}>
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
        </p>
        <p className={styles.text} lang={comment.lang}>
          {comment.text}
        </p>
        {!comment.unconfirmed && (
          <LikeButton
            size="small"
            subject="comment"
            pressed={comment.liked}
            count={comment.likes}
            busy={comment.busy}
            notice={comment.notice}
            describedBy={authorId}
            place={`like-comment:${comment._id}`}
            onToggle={() => onLike(comment._id)}
          />
        )}
      </div>
    </li>
  );
}
