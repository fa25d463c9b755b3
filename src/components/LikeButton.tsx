import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import { FormError } from './FormError';
import * as styles from './LikeButton.module.css';

export interface LikeButtonProps {
  /** The reader likes it already (aria-pressed). */
  readonly pressed: boolean;
  readonly count: number;
  /** A request is on its way: further clicks wait for it. */
  readonly busy?: boolean;
  /** Why the last like did not go through. */
  readonly notice?: LocalizedError;
  readonly size?: 'regular' | 'small';
  /** What is liked: the story (an article or post) or a comment. Names the button. */
  readonly subject?: 'story' | 'comment';
  /** The id of what this like is about (a comment's author line), read after the button's name. */
  readonly describedBy?: string;
  /** Marks the button as a place a reader returns to after signing in (`data-place`, issue 15). */
  readonly place?: string;
  readonly onToggle: () => void;
}

/** A toggle button with the count beside it; the count and the pressed state come from the store. */
export function LikeButton({
  pressed,
  count,
  busy = false,
  notice,
  size = 'regular',
  subject = 'story',
  describedBy,
  place,
  onToggle,
}: LikeButtonProps) {
  const countId = useId();
  return (
    <div className={`${styles.like} ${styles[size]}`}>
      <button
        type="button"
        className={`${styles.button} needs-script`}
        data-place={place}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-describedby={describedBy ? `${countId} ${describedBy}` : countId}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.1c2.1-.2 3.8.9 5.4 2.8 1.6-1.9 3.3-3 5.4-2.8 3.6.4 5.7 4.2 4.2 7.6C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className={size === 'small' ? 'visually-hidden' : undefined}>
          {subject === 'comment' ? (
            <FormattedMessage id="like.commentButton" defaultMessage="Like this comment" />
          ) : (
            <FormattedMessage id="like.button" defaultMessage="Like" />
          )}
        </span>
      </button>
      <span id={countId} className={styles.count}>
        <FormattedMessage id="like.count" defaultMessage="{count, plural, one {# like} other {# likes}}" values={{ count }} />
      </span>
      <FormError className={styles.notice} error={notice} />
    </div>
  );
}
