import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** What the reader can do to the account as a whole: sign out everywhere, take their data, delete it. */
export const AccountActions = observer(function AccountActions() {
  const { account } = useAccountStores();
  return (
    <div className={styles.form}>
      <div>
        <p className={styles.hint}>
          <FormattedMessage id="account.everywhere.hint" defaultMessage="Lost a phone, or used a shared computer? End every session, this one too." />
        </p>
        <Button variant="secondary" busy={account.busy === 'signOutEverywhere'} onClick={() => void account.signOutEverywhere()}>
          <FormattedMessage id="account.everywhere.submit" defaultMessage="Sign out of every device" />
        </Button>
      </div>
      <div>
        <p className={styles.hint}>
          <FormattedMessage id="account.download.hint" defaultMessage="A JSON file of everything we hold about you." />
        </p>
        <Button variant="secondary" busy={account.busy === 'download'} onClick={() => void account.download()}>
          <FormattedMessage id="account.download.submit" defaultMessage="Download my data" />
        </Button>
      </div>
      <FormError className={styles.formError} error={account.actionError ?? undefined} />
      <div className={styles.danger}>
        <p className={styles.hint}>
          <FormattedMessage id="account.delete.hint" defaultMessage="Deleting your account cannot be undone." />
        </p>
        <Button variant="secondary" onClick={account.openDelete}>
          <FormattedMessage id="account.delete.open" defaultMessage="Delete my account…" />
        </Button>
      </div>
    </div>
  );
});
