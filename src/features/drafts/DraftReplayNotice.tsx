import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FootNote } from '../../components/FootNote';
import { FootNoteAction } from '../../components/FootNoteAction';
import { useHydrated } from '../../hooks/useHydrated';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './DraftReplayNotice.module.css';

/**
 * What the reader did before signing in and the replay could not get through (docs/decisions/032): it is kept,
 * and said here, with a retry when it may go later and a way to give it up. Read out politely. What did go
 * through is said too, once the page a sign-in reloaded has put the reader back (issue 15): after hydration, so
 * the region the server sent is empty and the sentence is announced when it appears.
 */
export const DraftReplayNotice = observer(function DraftReplayNotice() {
  const { drafts, place } = useStores();
  const hydrated = useHydrated();
  // Chinese sentences follow one another without a space (they end in 。).
  const between = useIntl().locale.startsWith('zh') ? '' : ' ';
  return (
    <div className={`${styles.region} no-print`} role="status" aria-live="polite">
      {hydrated && place.announced.length > 0 && (
        <FootNote
          tone="success"
          actions={
            <FootNoteAction onClick={() => place.forget()}>
              <FormattedMessage id="drafts.replayedDismiss" defaultMessage="OK" />
            </FootNoteAction>
          }
        >
          {place.announced.map((kind, index) => (
            <Fragment key={kind}>
              {index > 0 && between}
              <FormattedMessage
                id="drafts.replayed"
                defaultMessage="{kind, select, like {Your like was added.} comment {Your comment was posted.} other {Your vote was counted.}}"
                values={{ kind }}
              />
            </Fragment>
          ))}
        </FootNote>
      )}
      {drafts.failures.map((failure) => (
        <FootNote
          key={failure.step}
          tone="error"
          actions={
            <>
              {failure.problem === 'retry' && (
                <FootNoteAction disabled={drafts.replaying} onClick={() => void drafts.replay()}>
                  <FormattedMessage id="drafts.retry" defaultMessage="Try again" />
                </FootNoteAction>
              )}
              <FootNoteAction onClick={() => drafts.discard(failure.step)}>
                <FormattedMessage id="drafts.discard" defaultMessage="Discard" />
              </FootNoteAction>
            </>
          }
        >
          <FormattedMessage
            id="drafts.replayFailed"
            defaultMessage="{kind, select, like {Your like} comment {Your comment} other {Your vote}} from before you signed in {problem, select, closed {could not be counted: the poll has closed.} refused {was not accepted: what it was for may have been removed.} other {has not been sent yet: the connection or our server failed. It is kept.}}"
            values={{ kind: failure.kind, problem: failure.problem }}
          />
        </FootNote>
      ))}
    </div>
  );
});
