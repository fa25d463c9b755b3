import type { ReactNode } from 'react';
import { Loader } from '../../../components/Loader';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import type { DeskError } from '../../../stores/admin/EditSession';
import { DeskLoadFailed } from './DeskLoadFailed';

/** What the gate reads of a desk editor. */
interface LoadingEditor {
  readonly loadStatus: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: DeskError | null;
  readonly load: () => Promise<void>;
}

/**
 * What a desk editor's page shows before its document is there: the loader while it opens, "not found" for one
 * that is not (or no longer) there, else the failure in the editor's words (`errorText`) with a retry. Null once
 * loaded: the page shows the editor.
 */
export function deskEditorGate(editor: LoadingEditor | null, heading: string, errorText: (error: DeskError) => string, retry: ReactNode): ReactNode {
  if (!editor || editor.loadStatus === 'loading') return <Loader />;
  if (editor.loadStatus !== 'error') return null;
  if (editor.error?.kind === 'notFound') return <NotFoundPanel />;
  return <DeskLoadFailed title={heading} text={editor.error ? errorText(editor.error) : ''} retry={retry} onRetry={() => void editor.load()} />;
}
