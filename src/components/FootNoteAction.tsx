import type { ReactNode } from 'react';
import * as styles from './FootNote.module.css';

export interface FootNoteActionProps {
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}

/** A button in a FootNote. */
export function FootNoteAction({ onClick, disabled = false, children }: FootNoteActionProps) {
  return (
    <button type="button" className={styles.action} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
