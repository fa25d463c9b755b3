import { FormattedMessage } from 'react-intl';
import type { Comment } from '../../contracts/community';
import type { LocalizedError } from '../i18n/formErrors';
import { CommentEntry } from './CommentEntry';
import * as styles from './CommentList.module.css';

/** A comment as the server sent it, with the reader's like state on it. */
export type CommentListItem = Pick<Comment, '_id' | 'userName' | 'text' | 'createdAt' | 'likes'> & {
  readonly liked: boolean;
  readonly busy: boolean;
  /** Shown before the server confirmed it: it cannot be liked yet. */
  readonly unconfirmed: boolean;
  readonly notice?: LocalizedError | undefined;
  /** The text's and the name's language when their script differs from the page's (a Chinese comment on an English page). */
  readonly lang?: string | undefined;
  readonly nameLang?: string | undefined;
};

export interface CommentListProps {
  readonly comments: readonly CommentListItem[];
  readonly onLike: (commentId: string) => void;
}

/** Readers' comments, newest first. Their text is shown as text, never as HTML. */
export function CommentList({ comments, onLike }: CommentListProps) {
  if (comments.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="comments.empty" defaultMessage="No comments yet. Be the first to share your thoughts." />
      </p>
    );
  }
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <CommentEntry key={comment._id} comment={comment} onLike={onLike} />
      ))}
    </ol>
  );
}
