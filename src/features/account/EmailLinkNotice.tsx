import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatError } from '../../i18n/formErrors';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** What the mailed e-mail change link did, at the top of the account page (AccountEmailStore.followLink). */
export const EmailLinkNotice = observer(function EmailLinkNotice() {
  const { accountEmail } = useAccountStores();
  const intl = useIntl();
  const result = accountEmail.linkResult;
  if (!result) return null;
  if (result.kind === 'failed') {
    return (
      <p className={styles.failed} role="alert">
        {formatError(intl, result.error)}
      </p>
    );
  }
  return (
    <p className={styles.notice} role="status">
      <FormattedMessage id="account.email.changed" defaultMessage="Your email is now {email}." values={{ email: <strong className={styles.address}>{result.email}</strong> }} />
    </p>
  );
});
