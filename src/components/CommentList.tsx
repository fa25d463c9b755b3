import { FormattedMessage } from 'react-intl';
import type { Comment } from '../../contracts/community';
import type { LocalizedError } from '../i18n/formErrors';
import type { ActionOutcome, CommentValues } from '../lib/community';
import { CommentEntry } from './CommentEntry';
import * as styles from './CommentList.module.css';

/** A comment as the server sent it, with the reader's like state and what this reader may do with it. */
export type CommentListItem = Pick<Comment, '_id' | 'userName' | 'text' | 'createdAt' | 'likes'> & {
  readonly liked: boolean;
  readonly busy: boolean;
  /** Shown before the server confirmed it: it cannot be liked yet. */
  readonly unconfirmed: boolean;
  readonly notice?: LocalizedError | undefined;
  /** The text's and the name's language when their script differs from the page's (a Chinese comment on an English page). */
  readonly lang?: string | undefined;
  readonly nameLang?: string | undefined;
  /** Its author changed the text after posting. */
  readonly edited?: boolean;
  /** Its author deleted it; it stays as a placeholder for its replies. */
  readonly removed?: boolean;
  /** The signed-in reader wrote it: they may delete it (and edit it, while `canEdit`), not report it. */
  readonly own?: boolean;
  readonly canEdit?: boolean;
  /** This reader reported it. */
  readonly reported?: boolean;
};

/** A top-level comment and its replies. */
export interface CommentThreadItem {
  readonly comment: CommentListItem;
  readonly replies: readonly CommentListItem[];
}

/** What a reader does with comments; the store decides what each does (signed out: a draft, or sign in first). */
export interface CommentActions {
  /** The comment whose reply box, edit box or delete question is open. */
  readonly replyingTo: string | null;
  readonly editing: string | null;
  readonly confirmingDelete: string | null;
  /** A reply written while signed out, for the box that opens again. */
  readonly replyText?: string | undefined;
  readonly onLike: (commentId: string) => void;
  readonly onReply: (commentId: string) => void;
  readonly onEdit: (commentId: string) => void;
  readonly onCloseBox: () => void;
  readonly onAskDelete: (commentId: string | null) => void;
  readonly onDelete: (commentId: string) => Promise<LocalizedError | undefined>;
  readonly onReport: (commentId: string) => void;
  /** A reply under the thread `threadId` (a reply to a reply goes under the same top-level comment). */
  readonly onSubmitReply: (threadId: string, values: CommentValues) => Promise<ActionOutcome<CommentValues>>;
  readonly onSubmitEdit: (commentId: string, values: CommentValues) => Promise<ActionOutcome<CommentValues>>;
}

export interface CommentListProps {
  readonly threads: readonly CommentThreadItem[];
  readonly actions: CommentActions;
}

/** Readers' comments, each with its replies one level below. Their text is shown as text, never as HTML. */
export function CommentList({ threads, actions }: CommentListProps) {
  if (threads.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="comments.empty" defaultMessage="No comments yet. Be the first to share your thoughts." />
      </p>
    );
  }
  return (
    <ol className={styles.list}>
      {threads.map(({ comment, replies }) => (
        <CommentEntry key={comment._id} comment={comment} threadId={comment._id} actions={actions}>
          {replies.length > 0 && (
            <ol className={styles.replies}>
              {replies.map((reply) => (
                <CommentEntry key={reply._id} comment={reply} threadId={comment._id} actions={actions} />
              ))}
            </ol>
          )}
        </CommentEntry>
      ))}
    </ol>
  );
}
