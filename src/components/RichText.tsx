import { useMemo } from 'react';
import * as styles from './RichText.module.css';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export interface RichTextProps {
  /** HTML from the server: it is sanitized here, never shown as it came. */
  readonly html: string;
  readonly className?: string;
}

/** The body of an article or post: the editors' markup, sanitized, set for long reading. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // The only HTML the site shows from the server, and it has been through DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
