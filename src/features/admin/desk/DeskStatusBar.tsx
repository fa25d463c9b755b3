import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Desk.module.css';
import { saveStateNames } from './sessionMessages';

export type DeskSaveState = keyof typeof saveStateNames;

const TONE: Partial<Record<DeskSaveState, string>> = {
  saved: styles.state_saved,
  saving: styles.state_saving,
  unsaved: styles.state_unsaved,
  unsavedKept: styles.state_unsaved,
  offline: styles.state_offline,
  conflict: styles.state_conflict,
};

export interface DeskStatusBarProps {
  readonly state: DeskSaveState;
  /** What went wrong last, in words (null: nothing). */
  readonly error: string | null;
  /** What happened last, in words. */
  readonly success: string | null;
  /** The document's own state beside it (published, closed). */
  readonly badge?: ReactNode;
}

/**
 * Where an editor's work stands (saved, saving, unsaved, offline, conflict) and what happened last (SPEC §3:
 * success and error as messages that say what happened). The state is a polite live region; an error an alert.
 */
export const DeskStatusBar = observer(function DeskStatusBar({ state, error, success, badge }: DeskStatusBarProps) {
  const intl = useIntl();
  return (
    <div className={styles.statusBar}>
      {badge}
      <p className={`${styles.saveState} ${TONE[state] ?? ''}`} role="status">
        {intl.formatMessage(saveStateNames[state])}
      </p>
      <div className={styles.messages}>
        {error && (
          <p className={styles.errorMessage} role="alert">
            {error}
          </p>
        )}
        <p className={styles.successMessage} role="status">
          {success}
        </p>
      </div>
    </div>
  );
});
