import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { StatePanel } from '../../components/StatePanel';
import { useStores } from '../../hooks/StoresContext';
import { PageHead } from '../reading/PageHead';
import { EmailLinkNotice } from './EmailLinkNotice';
import * as styles from './AccountPage.module.css';

const AccountSignedIn = lazy(() => import('./AccountSignedIn').then((m) => ({ default: m.AccountSignedIn })));

/** The account page once its stores and texts are here (AccountPage): the reader's own page, or, signed out, a request to log in. */
export const AccountPageBody = observer(function AccountPageBody() {
  const store = useStores();
  const { session, popups } = store;
  const intl = useIntl();
  const { profileChecked, authorised } = session;
  const title = intl.formatMessage({ id: 'account.title', defaultMessage: 'Your account' });
  const head = <PageHead title={title} indexable={false} />;
  // Until the profile check has answered, the loader.
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
