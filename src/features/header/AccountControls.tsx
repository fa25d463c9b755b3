import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2/§6: the login icon and the Join button when signed out; a sign-out label when signed in. */
export const AccountControls = observer(function AccountControls() {
  const { session, popups } = useStores();
  const intl = useIntl();
  if (session.authorised) {
    return (
      <button type="button" className={styles.textButton} onClick={() => session.signOut()}>
        <FormattedMessage id="header.signOut" defaultMessage="Sign out" />
      </button>
    );
  }
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: 'header.signIn', defaultMessage: 'Log in' })}
        onClick={() => popups.open('signIn')}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button type="button" className={styles.joinButton} onClick={() => popups.open('signUp')}>
        <FormattedMessage id="header.join" defaultMessage="Join" />
      </button>
    </div>
  );
});
