import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { personName } from '../../../contracts/personName';
import { useStores } from '../../hooks/StoresContext';
import { useHydrated } from '../../hooks/useHydrated';
import { textLanguage } from '../../lib/textLanguage';
import * as styles from './Header.module.css';

/**
 * SPEC §2/§6: the login icon and the Join button when signed out; signed in, who the reader is (their name as
 * their comments are signed, personName, else their username; issue 15) and a sign-out label.
 *
 * The signed-out controls are in the server's HTML, which every reader shares (issue 27: a reader can tap Join
 * before the app has come, and the tap is kept, src/lib/keepTaps.ts). A browser that holds a session marks the page
 * before it paints (src/lib/readerHint.ts), and CSS keeps them out of sight until the app knows who the reader is
 * (`data-settled`), so a signed-in reader is not offered Join on every page they open.
 */
export const AccountControls = observer(function AccountControls() {
  const { session, popups, locale } = useStores();
  const intl = useIntl();
  const hydrated = useHydrated();
  if (hydrated && session.authorised) {
    const user = session.user;
    const name = user ? personName(user) || user.userName : '';
    return (
      <div className={styles.account} data-settled="">
        {name && (
          <p className={styles.readerName} title={name}>
            <FormattedMessage
              id="header.signedInAs"
              defaultMessage="<hidden>Signed in as</hidden> {name}"
              values={{
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                name: <span lang={textLanguage(name, locale)}>{name}</span>,
              }}
            />
          </p>
        )}
        <Link href="/account" className={styles.accountLink}>
          <FormattedMessage id="header.account" defaultMessage="Account" />
        </Link>
        <button type="button" className={styles.textButton} onClick={() => session.signOut()}>
          <FormattedMessage id="header.signOut" defaultMessage="Sign out" />
        </button>
      </div>
    );
  }
  return (
    // needs-script: without JavaScript there is no signing in, so the buttons are not offered.
    <div className={`${styles.account} needs-script`} data-settled={hydrated && session.profileChecked ? '' : undefined}>
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
