import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '../../../contracts/user';
import { useStores } from '../../hooks/StoresContext';
import { AccountActions } from './AccountActions';
import { AccountActivityLists } from './AccountActivityLists';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { EmailForm } from './EmailForm';
import { EmailLinkNotice } from './EmailLinkNotice';
import { NewsletterChoicesForm } from './NewsletterChoicesForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import * as styles from './AccountPage.module.css';

/**
 * The account of a signed-in reader: a chunk of its own, loaded only in the browser (the server never renders a
 * reader's account, and the profile's date picker is not for the server).
 */
export const AccountSignedIn = observer(function AccountSignedIn({ user, title }: { readonly user: User; readonly title: string }) {
  const { session } = useStores();
  const profileId = useId();
  const passwordId = useId();
  const emailId = useId();
  const newslettersId = useId();
  const actionsId = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="account.intro" defaultMessage="Signed in as {email}" values={{ email: user.email }} />
      </p>
      <EmailLinkNotice />
      {session.justVerified && (
        <p className={styles.notice} role="status">
          <FormattedMessage id="account.verified" defaultMessage="Your email is confirmed, and you are signed in. Welcome!" />
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <section className={styles.section} aria-labelledby={profileId}>
            <h2 id={profileId} className={styles.heading}>
              <FormattedMessage id="account.profile.title" defaultMessage="Profile" />
            </h2>
            <ProfileForm headingId={profileId} />
          </section>
          <section className={styles.section} aria-labelledby={passwordId}>
            <h2 id={passwordId} className={styles.heading}>
              <FormattedMessage id="account.password.title" defaultMessage="Password" />
            </h2>
            <PasswordForm headingId={passwordId} />
          </section>
          <section className={styles.section} aria-labelledby={emailId}>
            <h2 id={emailId} className={styles.heading}>
              <FormattedMessage id="account.email.title" defaultMessage="Email" />
            </h2>
            <EmailForm headingId={emailId} email={user.email} />
          </section>
          <section className={styles.section} aria-labelledby={newslettersId}>
            <h2 id={newslettersId} className={styles.heading}>
              <FormattedMessage id="account.newsletters.title" defaultMessage="Newsletters" />
            </h2>
            <NewsletterChoicesForm headingId={newslettersId} />
          </section>
          <section className={styles.section} aria-labelledby={actionsId}>
            <h2 id={actionsId} className={styles.heading}>
              <FormattedMessage id="account.actions.title" defaultMessage="Your data and devices" />
            </h2>
            <AccountActions />
          </section>
        </div>
        <div className={styles.stack}>
          <AccountActivityLists />
        </div>
      </div>
      <DeleteAccountDialog />
    </div>
  );
});
