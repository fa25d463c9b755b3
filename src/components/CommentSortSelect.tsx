import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_SORTS, type CommentSort } from '../../contracts/community';
import * as styles from './CommentsSection.module.css';

export interface CommentSortSelectProps {
  readonly value: CommentSort;
  readonly busy: boolean;
  readonly onChange: (sort: CommentSort) => void;
}

/** The conversation's order: newest, oldest or most liked first. */
export function CommentSortSelect({ value, busy, onChange }: CommentSortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const labels: Record<CommentSort, string> = {
    newest: intl.formatMessage({ id: 'comments.sort.newest', defaultMessage: 'Newest first' }),
    oldest: intl.formatMessage({ id: 'comments.sort.oldest', defaultMessage: 'Oldest first' }),
    liked: intl.formatMessage({ id: 'comments.sort.liked', defaultMessage: 'Most liked' }),
  };
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>
        <FormattedMessage id="comments.sort.label" defaultMessage="Sort" />
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(event.target.value as CommentSort)}
      >
        {COMMENT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
