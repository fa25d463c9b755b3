import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './HomePage.module.css';

/** How much of a card counts as wholly in view. */
const WHOLE = 0.95;

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

  // Whether the first and the last card are wholly in view, told by an observer: no layout is read, so neither
  // hydration nor scrolling forces one (reading the scroll position in an effect cost a phone 36 ms of layout).
  useEffect(() => {
    const element = strip.current;
    const list = element?.firstElementChild;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!element || !first || !last) return undefined;
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // A little slack: fractional widths never quite reach a ratio of 1.
          const whole = entry.intersectionRatio >= WHOLE;
          if (entry.target === first) setEnds((previous) => (previous.atStart === whole ? previous : { ...previous, atStart: whole }));
          if (entry.target === last) setEnds((previous) => (previous.atEnd === whole ? previous : { ...previous, atEnd: whole }));
        }
      },
      { root: element, threshold: WHOLE },
    );
    seen.observe(first);
    seen.observe(last);
    return () => seen.disconnect();
  }, [children]);

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
