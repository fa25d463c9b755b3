import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { FootNote } from '../../components/FootNote';
import { FootNoteAction } from '../../components/FootNoteAction';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './ProfileNotice.module.css';

/**
 * The reader's profile could not be loaded, and not because their session ended (issue 29): they are told so,
 * instead of finding themselves signed out with no word, and can ask again. Read out politely.
 */
export const ProfileNotice = observer(function ProfileNotice() {
  const { session } = useStores();
  const problem = session.profileProblem;
  return (
    <div className={`${styles.region} no-print`} role="status" aria-live="polite">
      {problem && (
        <FootNote
          tone="error"
          actions={
            <FootNoteAction onClick={() => void session.loadProfile()}>
              <FormattedMessage id="session.profileRetry" defaultMessage="Try again" />
            </FootNoteAction>
          }
        >
          <FormattedMessage
            id="session.profileFailed"
            defaultMessage="{problem, select, kept {We could not refresh your account just now: the connection or our server failed. You are still signed in.} other {We could not load your account just now: the connection or our server failed, so you are shown signed out. Your session is kept.}}"
            values={{ problem }}
          />
        </FootNote>
      )}
    </div>
  );
});
