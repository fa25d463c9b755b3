import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import type { LocalizedError } from '../../i18n/formErrors';
import { formSubmit } from '../../lib/refusal';
import type { ChangePasswordValues } from '../../lib/validation';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** The current password, then the new one twice, with sign-up's texts (AccountStore.changePassword). */
export const PasswordForm = observer(function PasswordForm({ headingId }: { readonly headingId: string }) {
  const { account } = useAccountStores();
  const intl = useIntl();
  return (
    <Form<ChangePasswordValues>
      onSubmit={async (values, form) => {
        const refused = await formSubmit(account.changePassword)(values);
        // A changed password is not left in the page.
        if (!refused) setTimeout(() => form.restart(), 0);
        return refused;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} onInput={account.edited} noValidate aria-labelledby={headingId}>
          <FocusFirstError />
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
          <Field
            name="password"
            component={PasswordField}
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'account.password.new', defaultMessage: 'New password' })}
            required
          />
          <Field
            name="confirmPassword"
            component={PasswordField}
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'auth.signUp.confirmPassword', defaultMessage: 'Confirm password' })}
            required
          />
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="account.password.submit" defaultMessage="Change password" />
            </Button>
            {account.saved === 'password' && (
              <p className={styles.saved} role="status">
                <FormattedMessage id="account.password.changed" defaultMessage="Your password is changed." />
              </p>
            )}
          </div>
        </form>
      )}
    />
  );
});
