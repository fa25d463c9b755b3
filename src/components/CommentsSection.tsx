import { useId } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { CommentFormProps } from './CommentForm';
import { CommentFormSlot } from './CommentFormSlot';
import { CommentList, type CommentListItem } from './CommentList';
import * as styles from './CommentsSection.module.css';

export interface CommentsSectionProps extends CommentFormProps {
  /** The section's id, for links that jump to the comments (unique on the page: React's useId). */
  readonly id: string;
  readonly count: number;
  readonly comments: readonly CommentListItem[];
  readonly onLike: (commentId: string) => void;
}

/** The conversation under an article or post: the count, the comment box, the comments. */
export function CommentsSection({ id, count, comments, onLike, ...form }: CommentsSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="comments.title" defaultMessage="Comments" />
        <span className={styles.count}>
          <FormattedNumber value={count} />
        </span>
      </h2>
      <div data-place="comment">
        <CommentFormSlot {...form} />
      </div>
      <CommentList comments={comments} onLike={onLike} />
    </section>
  );
}
