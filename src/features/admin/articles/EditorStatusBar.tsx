import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { ArticleEditorStore, SaveState } from '../../../stores/admin/ArticleEditorStore';
import * as styles from './Desk.module.css';
import { errorText, saveStateNames, successText } from './deskMessages';
import { StatusBadge } from './StatusBadge';

const TONE: Record<SaveState, string | undefined> = {
  new: undefined,
  saved: styles.state_saved,
  saving: styles.state_saving,
  unsaved: styles.state_unsaved,
  offline: styles.state_offline,
  conflict: styles.state_conflict,
};

/**
 * Where the work stands (saved, saving, unsaved, offline, conflict) and what happened last (SPEC §3: success and
 * error as messages that say what happened). The state is a polite live region; an error is an alert.
 */
export const EditorStatusBar = observer(function EditorStatusBar({ editor }: { readonly editor: ArticleEditorStore }) {
  const intl = useIntl();
  const state = editor.saveState;
  const imageError = editor.error?.kind === 'imageType' || editor.error?.kind === 'imageTooLarge';
  return (
    <div className={styles.statusBar}>
      {editor.article && <StatusBadge status={editor.article.status} />}
      <p className={`${styles.saveState} ${TONE[state] ?? ''}`} role="status">
        {intl.formatMessage(saveStateNames[state])}
      </p>
      <div className={styles.messages}>
        {editor.error && !imageError && (
          <p className={styles.errorMessage} role="alert">
            {errorText(intl, editor.error)}
          </p>
        )}
        <p className={styles.successMessage} role="status">
          {editor.success && successText(intl, editor.success)}
        </p>
      </div>
    </div>
  );
});
