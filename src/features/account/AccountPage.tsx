import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { StatePanel } from '../../components/StatePanel';
import { useStores } from '../../hooks/StoresContext';
import { PageHead } from '../reading/PageHead';
import { accountLoader } from './accountLoader';
import { EmailLinkNotice } from './EmailLinkNotice';
import * as styles from './AccountPage.module.css';

const AccountSignedIn = lazy(() => import('./AccountSignedIn').then((m) => ({ default: m.AccountSignedIn })));

/** /{locale}/account (issue 28 item 4): the signed-in reader's own page. Signed out, it asks them to log in. */
export const AccountPage = observer(function AccountPage() {
  const store = useStores();
  const { session, popups, locale } = store;
  const intl = useIntl();
  const { profileChecked, authorised } = session;
  useEffect(() => void accountLoader.load(store, { params: {}, search: '' }), [store, locale, profileChecked, authorised]);
  const title = intl.formatMessage({ id: 'account.title', defaultMessage: 'Your account' });
  const head = <PageHead title={title} indexable={false} />;
  // The page's stores come with its first load (RootStore.openAccountPage); until then, as until the profile check.
  if (!store.accountPage || (!profileChecked && !authorised)) {
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
        <div className={styles.page}>
          <EmailLinkNotice />
        </div>
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
    <>
      {head}
      <Suspense fallback={<Loader />}>
        <AccountSignedIn user={user} title={title} />
      </Suspense>
    </>
  );
});
