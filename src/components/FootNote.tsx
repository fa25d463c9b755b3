import type { ReactNode } from 'react';
import * as styles from './FootNote.module.css';

export interface FootNoteProps {
  /** The edge colour: neutral news, something that went, something that did not. */
  readonly tone?: 'info' | 'success' | 'error';
  /** The sentence. */
  readonly children: ReactNode;
  /** Its buttons (FootNoteAction). */
  readonly actions?: ReactNode;
}

/** One quiet note at the foot of the screen, with what the reader can do about it. */
export function FootNote({ tone = 'info', children, actions }: FootNoteProps) {
  const toneClass = tone === 'success' ? styles.success : tone === 'error' ? styles.error : '';
  return (
    <div className={`${styles.note} ${toneClass}`}>
      <p className={styles.text}>{children}</p>
      {actions}
    </div>
  );
}
