import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { StatePanel } from '../../components/StatePanel';
import { useStores } from '../../hooks/StoresContext';
import { PageHead } from '../reading/PageHead';
import { AccountActions } from './AccountActions';
import { AccountActivityLists } from './AccountActivityLists';
import { accountLoader } from './accountLoader';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import * as styles from './AccountPage.module.css';

/** /{locale}/account (issue 28 item 4): the signed-in reader's own page. Signed out, it asks them to log in. */
export const AccountPage = observer(function AccountPage() {
  const store = useStores();
  const { session, popups, locale } = store;
  const intl = useIntl();
  const profileId = useId();
  const passwordId = useId();
  const actionsId = useId();
  const { profileChecked, authorised } = session;
  useEffect(() => void accountLoader.load(store, { params: {}, search: '' }), [store, locale, profileChecked, authorised]);
  const title = intl.formatMessage({ id: 'account.title', defaultMessage: 'Your account' });
  const head = <PageHead title={title} indexable={false} />;
  if (!profileChecked && !authorised) {
    return (
      <>
        {head}
        <Loader />
      </>
    );
  }
  const user = session.user;
  if (!authorised || !user) {
    return (
      <>
        {head}
        <StatePanel
          title={title}
          text={<FormattedMessage id="account.signedOut" defaultMessage="Log in to see and change your account." />}
          action={
            <Button onClick={() => popups.open('signIn')}>
              <FormattedMessage id="header.signIn" defaultMessage="Log in" />
            </Button>
          }
        />
      </>
    );
  }
  return (
    <div className={styles.page}>
      {head}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="account.intro" defaultMessage="Signed in as {email}" values={{ email: user.email }} />
      </p>
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
        </div>
        <div className={styles.stack}>
          <AccountActivityLists />
          <section className={styles.section} aria-labelledby={actionsId}>
            <h2 id={actionsId} className={styles.heading}>
              <FormattedMessage id="account.actions.title" defaultMessage="Your data and devices" />
            </h2>
            <AccountActions />
          </section>
        </div>
      </div>
      <DeleteAccountDialog />
    </div>
  );
});
