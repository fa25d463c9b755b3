import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { formSubmit } from '../../lib/refusal';
import type { ChangePasswordValues } from '../../lib/validation';
import { AccountForm } from './AccountForm';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** The current password, then the new one twice, with sign-up's texts (AccountStore.changePassword). */
export const PasswordForm = observer(function PasswordForm({ headingId }: { readonly headingId: string }) {
  const { account } = useAccountStores();
  const intl = useIntl();
  return (
    <AccountForm<ChangePasswordValues>
      headingId={headingId}
      onSubmit={async (values, form) => {
        const refused = await formSubmit(account.changePassword)(values);
        // A changed password is not left in the page.
        if (!refused) setTimeout(() => form.restart(), 0);
        return refused;
      }}
      onInput={account.edited}
      submitLabel={<FormattedMessage id="account.password.submit" defaultMessage="Change password" />}
      done={account.saved === 'password' && <FormattedMessage id="account.password.changed" defaultMessage="Your password is changed." />}
    >
      {() => (
        <>
          <p className={styles.hint}>
            <FormattedMessage id="account.password.hint" defaultMessage="Your other devices will be signed out." />
          </p>
          <Field
            name="currentPassword"
            component={PasswordField}
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'account.password.current', defaultMessage: 'Current password' })}
            required
          />
          <NewPasswordFields label={intl.formatMessage({ id: 'account.password.new', defaultMessage: 'New password' })} />
        </>
      )}
    </AccountForm>
  );
});
