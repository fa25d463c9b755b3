import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './HomePage.module.css';

export interface LatestStripProps {
  /** Names the scrollable group. */
  readonly label: string;
  /** The cards, each an <li>. */
  readonly children: ReactNode;
  /** Where the arrows go: the section's heading row. */
  readonly renderArrows: (arrows: ReactNode) => ReactNode;
}

/**
 * The "Latest" row: scrolls sideways and snaps to a card. On a phone the next card peeks in; from 768 px, where
 * four cards fill the row, arrows say there is more and page through it. Each arrow is disabled at its end. The
 * server renders the start (previous disabled); the browser then follows the real scroll position.
 */
export function LatestStrip({ label, children, renderArrows }: LatestStripProps) {
  const intl = useIntl();
  const strip = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    // A pixel of slack: fractional widths never quite reach the end.
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEnds((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = strip.current;
    if (!element) return undefined;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  const arrows = (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => page(-1)}
        disabled={ends.atStart}
        aria-label={intl.formatMessage({ id: 'home.latest.previous', defaultMessage: 'Previous stories' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => page(1)}
        disabled={ends.atEnd}
        aria-label={intl.formatMessage({ id: 'home.latest.next', defaultMessage: 'More stories' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );

  return (
    <>
      {renderArrows(arrows)}
      {/* Focusable so a keyboard can scroll it with the arrow keys; named by its heading. */}
      <div ref={strip} className={styles.strip} tabIndex={0} role="group" aria-label={label}>
        <ul className={styles.stripList}>{children}</ul>
      </div>
    </>
  );
}
