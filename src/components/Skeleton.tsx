import { FormattedMessage } from 'react-intl';
import * as styles from './Skeleton.module.css';

/** What is on its way: a list of cards (listings, home, search results) or one story (headline and lines). */
export type SkeletonShape = 'cards' | 'story';

export interface SkeletonProps {
  readonly shape: SkeletonShape;
}

const CARDS = 6;
const STORY_LINES = 7;

/**
 * Grey blocks shaped like what is loading, so the page does not jump when it comes. The region is aria-busy and
 * says "Loading…" to screen readers once (a polite status); the blocks themselves are hidden from them. The
 * shimmer stops for readers who ask for reduced motion.
 */
export function Skeleton({ shape }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-skeleton={shape}>
      <span className="visually-hidden" role="status">
        <FormattedMessage id="loader.loading" defaultMessage="Loading…" />
      </span>
      {shape === 'cards' ? (
        <div className={styles.cards} aria-hidden="true">
          {Array.from({ length: CARDS }, (_, index) => (
            <div key={index} className={styles.card}>
              <div className={`${styles.block} ${styles.picture}`} />
              <div className={`${styles.block} ${styles.line}`} />
              <div className={`${styles.block} ${styles.line} ${styles.short}`} />
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.story} aria-hidden="true">
          <div className={`${styles.block} ${styles.kicker}`} />
          <div className={`${styles.block} ${styles.headline}`} />
          <div className={`${styles.block} ${styles.headline} ${styles.short}`} />
          <div className={`${styles.block} ${styles.byline}`} />
          <div className={`${styles.block} ${styles.picture}`} />
          {Array.from({ length: STORY_LINES }, (_, index) => (
            <div key={index} className={`${styles.block} ${styles.line} ${index === STORY_LINES - 1 ? styles.short : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
