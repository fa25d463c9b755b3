import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/TextField';
import { formSubmit } from '../../lib/refusal';
import type { EmailChangeValues } from '../../lib/validation';
import { AccountForm } from './AccountForm';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';
import { YourPasswordField } from './YourPasswordField';

/** A new address and the password; the change waits for the link mailed to it (AccountEmailStore.request). */
export const EmailForm = observer(function EmailForm({ headingId, email }: { readonly headingId: string; readonly email: string }) {
  const { accountEmail } = useAccountStores();
  const intl = useIntl();
  return (
    <AccountForm<EmailChangeValues>
      headingId={headingId}
      onSubmit={async (values, form) => {
        const refused = await formSubmit(accountEmail.request)(values);
        // The password is not left in the page; the address stays until the link is opened.
        if (!refused) setTimeout(() => form.change('password', undefined), 0);
        return refused;
      }}
      onInput={accountEmail.edited}
      submitLabel={<FormattedMessage id="account.email.submit" defaultMessage="Send a confirmation link" />}
      done={
        accountEmail.sentTo && (
          <FormattedMessage
            id="account.email.sent"
            defaultMessage="We sent a link to {email}. Open it within a day to finish the change."
            values={{ email: accountEmail.sentTo }}
          />
        )
      }
    >
      {() => (
        <>
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
          <YourPasswordField />
        </>
      )}
    </AccountForm>
  );
});
