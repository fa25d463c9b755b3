import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import type { LocalizedError } from '../../i18n/formErrors';
import { formSubmit } from '../../lib/refusal';
import type { EmailChangeValues } from '../../lib/validation';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** A new address and the password; the change waits for the link mailed to it (AccountEmailStore.request). */
export const EmailForm = observer(function EmailForm({ headingId, email }: { readonly headingId: string; readonly email: string }) {
  const { accountEmail } = useAccountStores();
  const intl = useIntl();
  return (
    <Form<EmailChangeValues>
      onSubmit={async (values, form) => {
        const refused = await formSubmit(accountEmail.request)(values);
        // The password is not left in the page; the address stays until the link is opened.
        if (!refused) setTimeout(() => form.change('password', undefined), 0);
        return refused;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} onInput={accountEmail.edited} noValidate aria-labelledby={headingId}>
          <FocusFirstError />
          <p className={styles.hint}>
            <FormattedMessage
              id="account.email.hint"
              defaultMessage="Your email is {email}. A new one is used once you open the link we send to it."
              values={{ email: <strong className={styles.address}>{email}</strong> }}
            />
          </p>
          <Field
            name="email"
            component={TextField}
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'account.email.new', defaultMessage: 'New email' })}
            required
          />
          <Field
            name="password"
            component={PasswordField}
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'account.delete.password', defaultMessage: 'Your password, to confirm' })}
            required
          />
          {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="account.email.submit" defaultMessage="Send a confirmation link" />
            </Button>
            {accountEmail.sentTo && (
              <p className={styles.saved} role="status">
                <FormattedMessage
                  id="account.email.sent"
                  defaultMessage="We sent a link to {email}. Open it within a day to finish the change."
                  values={{ email: accountEmail.sentTo }}
                />
              </p>
            )}
          </div>
        </form>
      )}
    />
  );
});
