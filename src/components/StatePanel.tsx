import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as styles from './StatePanel.module.css';

export interface StatePanelProps {
  readonly title: ReactNode;
  readonly text: ReactNode;
  /** What the reader can do next (a retry); without it, the way out is a link to the homepage. */
  readonly action?: ReactNode;
  /** A big figure above the title (404), decoration only. */
  readonly code?: number;
  /** A page-level state is the page's title (h1); a state inside a page is a section of it (h2). */
  readonly headingLevel?: 1 | 2;
  /** 'alert' for a failure the reader should hear about at once. */
  readonly role?: 'alert';
}

/** A centred message in place of content: not found, failed to load, nothing here yet. */
export function StatePanel({ title, text, action, code, headingLevel = 1, role }: StatePanelProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel} role={role} aria-labelledby={titleId}>
      {code !== undefined && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {action ?? (
        <Link href="/" className={styles.home}>
          <FormattedMessage id="notFound.home" defaultMessage="Back to the homepage" />
        </Link>
      )}
    </section>
  );
}
