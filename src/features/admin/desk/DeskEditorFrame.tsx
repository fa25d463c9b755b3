import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import type { DeskError } from '../../../stores/admin/EditSession';
import * as desk from './Desk.module.css';
import { DeskConflictPanel, type ConflictRow } from './DeskConflictPanel';
import { DeskLoadFailed } from './DeskLoadFailed';

/** What the frame reads of an editor's EditSession. */
interface FrameSession {
  readonly loadStatus: 'idle' | 'loading' | 'ready' | 'error';
  readonly server: unknown;
  readonly error: DeskError | null;
  readonly updating: boolean;
  readonly conflict: unknown;
}

interface DeskEditorFrameProps {
  readonly session: FrameSession;
  /** The list the editor came from, and the link's words. */
  readonly back: { readonly href: string; readonly label: ReactNode };
  /** The page's heading and the document's title. */
  readonly heading: string;
  /** A failed load: its title and the retry's words (what went wrong is `errorText`'s). */
  readonly loadFailed: { readonly title: string; readonly retry: ReactNode };
  /** Loads the document again. */
  readonly onLoad: () => void;
  /** The session's error in the editor's words. */
  readonly errorText: (error: DeskError) => string | undefined;
  readonly formClassName: string | undefined;
  readonly onSave: () => void;
  /** Someone saved first: the fields that differ and the two ways out. */
  readonly conflict: {
    readonly title: ReactNode;
    readonly rows: readonly ConflictRow[];
    readonly onKeepTheirs: () => void;
    readonly onSaveMine: () => void;
  };
  /** The status lines under the form: what went wrong, what was done. */
  readonly error: ReactNode;
  readonly success: ReactNode;
  readonly saveLabel: ReactNode;
  /** The save bar stays in view as the form scrolls. */
  readonly stickyActions?: boolean;
  /** The form's fields (drawn once the document is loaded). */
  readonly children: () => ReactNode;
}

/**
 * A desk editor's page around its EditSession: the way back to the list, the heading, the loading and the failed
 * load with a retry (tried again when the editor comes back to the page), the conflict with someone else's save,
 * the form, its status lines and its save button. The fields are the editor's own.
 */
export const DeskEditorFrame = observer(function DeskEditorFrame(props: DeskEditorFrameProps) {
  const { session, heading, onLoad, errorText } = props;
  const { locale } = useStores();
  const titleId = useId();
  useDocumentTitle(heading, config.product.name[locale]);
  useEffect(() => {
    // A failed load is tried again when the editor comes back to the page.
    if (session.loadStatus === 'error') onLoad();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per editor shown, as the page's own effect was
  }, [session]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };

  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      <Link href={props.back.href} className={desk.backLink}>
        {props.back.label}
      </Link>
      <h1 id={titleId} className={desk.title}>
        {heading}
      </h1>
      {session.loadStatus === 'error' && !session.server ? (
        <DeskLoadFailed title={props.loadFailed.title} text={(session.error && errorText(session.error)) ?? ''} retry={props.loadFailed.retry} onRetry={onLoad} />
      ) : session.loadStatus !== 'ready' ? (
        <Loader />
      ) : (
        <form className={props.formClassName} onSubmit={submit} noValidate>
          {session.conflict !== null && (
            <DeskConflictPanel
              title={props.conflict.title}
              rows={props.conflict.rows}
              busy={session.updating}
              onKeepTheirs={props.conflict.onKeepTheirs}
              onSaveMine={props.conflict.onSaveMine}
              takeFocus
            />
          )}
          {props.children()}
          <div className={desk.messages}>
            <p className={desk.errorMessage} role="alert">
              {props.error}
            </p>
            <p className={desk.successMessage} role="status">
              {props.success}
            </p>
          </div>
          <div className={props.stickyActions ? `${desk.actionRow} ${desk.actionBar}` : desk.actionRow}>
            <Button type="submit" busy={session.updating}>
              {props.saveLabel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
});
