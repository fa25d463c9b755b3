import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './HomePage.module.css';

export interface MediaShelfProps {
  readonly title: ReactNode;
  /** The link to the whole section, when the section is known. */
  readonly moreHref?: string | undefined;
  readonly moreLabel: ReactNode;
  readonly children: ReactNode;
}

/** One row of the main page's multimedia block: a small heading, a link to all of it, the items. */
export function MediaShelf({ title, moreHref, moreLabel, children }: MediaShelfProps) {
  return (
    <>
      <div className={styles.subHead}>
        <h3 className={styles.subTitle}>{title}</h3>
        {moreHref && (
          <Link href={moreHref} className={styles.more}>
            {moreLabel}
          </Link>
        )}
      </div>
      {children}
    </>
  );
}
