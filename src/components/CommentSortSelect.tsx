import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_SORTS, type CommentSort } from '../../contracts/communityShapes';
import { CONVERSATION_PARAMS } from '../lib/conversationQuery';
import * as styles from './CommentsSection.module.css';

export interface CommentSortSelectProps {
  readonly value: CommentSort;
  readonly busy: boolean;
  readonly onChange: (sort: CommentSort) => void;
  /** The comments section's id: without scripts, the form reloads the page there, in the order chosen. */
  readonly sectionId: string;
}

/**
 * The conversation's order: newest, oldest or most liked first. With scripts, choosing reorders in place; without,
 * the form's "Show" button asks the server for the page in that order (conversationQuery).
 */
export function CommentSortSelect({ value, busy, onChange, sectionId }: CommentSortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const labels: Record<CommentSort, string> = {
    newest: intl.formatMessage({ id: 'comments.sort.newest', defaultMessage: 'Newest first' }),
    oldest: intl.formatMessage({ id: 'comments.sort.oldest', defaultMessage: 'Oldest first' }),
    liked: intl.formatMessage({ id: 'comments.sort.liked', defaultMessage: 'Most liked' }),
  };
  return (
    <form className={styles.sort} method="get" action={`#${sectionId}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>
        <FormattedMessage id="comments.sort.label" defaultMessage="Sort" />
      </label>
      <select
        id={id}
        name={CONVERSATION_PARAMS.sort}
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
      <noscript>
        <button type="submit" className={styles.sortSubmit}>
          <FormattedMessage id="comments.sort.show" defaultMessage="Show" />
        </button>
      </noscript>
    </form>
  );
}
