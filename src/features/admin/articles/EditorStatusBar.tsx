import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { DeskStatusBar } from '../desk/DeskStatusBar';
import { isUploadError } from '../desk/sessionMessages';
import { errorText, successText } from './articleMessages';
import { StatusBadge } from './StatusBadge';

/** The article's status, where the work stands (kept on this device as it is typed) and what happened last. */
export const EditorStatusBar = observer(function EditorStatusBar({ editor }: { readonly editor: ArticleEditorStore }) {
  const intl = useIntl();
  const state = editor.saveState;
  return (
    <DeskStatusBar
      state={state === 'unsaved' ? 'unsavedKept' : state}
      badge={editor.article && <StatusBadge status={editor.article.status} />}
      error={editor.error && !isUploadError(editor.error) ? errorText(intl, editor.error) : null}
      success={editor.success && successText(intl, editor.success)}
    />
  );
});
