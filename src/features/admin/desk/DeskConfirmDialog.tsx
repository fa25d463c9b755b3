import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import * as styles from './Desk.module.css';

export interface DeskConfirmDialogProps {
  readonly open: boolean;
  /** The question ("Delete this poll?"). */
  readonly title: ReactNode;
  /** What will happen, naming what it happens to. */
  readonly text: ReactNode;
  /** Anything shown under the text (a quoted comment). */
  readonly children?: ReactNode;
  /** The first (and focused) choice: nothing happens. */
  readonly keepLabel: ReactNode;
  /** The destructive choice; null offers none (the dialog only explains why it cannot be done). */
  readonly confirmLabel: ReactNode | null;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** The desk asks before anything is removed for good: the question, what it removes, keep first, then confirm. */
export function DeskConfirmDialog({ open, title, text, children, keepLabel, confirmLabel, busy, onCancel, onConfirm }: DeskConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <p id={textId}>{text}</p>
        {children}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            {keepLabel}
          </Button>
          {confirmLabel !== null && (
            <Button busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
