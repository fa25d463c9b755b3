import type { ReactNode } from 'react';
import * as styles from './ScriptNeeded.module.css';

/**
 * Says, at its place, that what is here needs JavaScript: shown only to a reader without it (<noscript>), whose
 * page is otherwise complete (every reading page is rendered on the server). The controls themselves carry the
 * global `needs-script` class, which hides them then. React leaves a <noscript>'s content alone when it hydrates,
 * so the note causes no mismatch, and a reader with scripts never sees it, not even before hydration.
 */
export function ScriptNeeded({ children }: { readonly children: ReactNode }) {
  return (
    <noscript>
      <p className={styles.note}>{children}</p>
    </noscript>
  );
}
