import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { TextField } from '../../components/TextField';
import type { LocalizedError } from '../../i18n/formErrors';
import { useStores } from '../../hooks/StoresContext';
import type { RestoreValues } from '../../lib/validation';
import * as styles from './AuthPopup.module.css';
import { formSubmit } from '../../lib/refusal';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §2 restore-password popup: one email field, submit, 'Register new account', Close. Success opens the
 * restore-success popup (the store does it). `props.email` pre-fills what the reader typed in sign-in.
 */
export const RestorePasswordPopup = observer(function RestorePasswordPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['restorePassword']>) {
  const { session, popups } = useStores();
  const intl = useIntl();
  return (
    <Popup
      title={<FormattedMessage id="auth.restore.title" defaultMessage="Restore password" />}
      description={
        <FormattedMessage
          id="auth.restore.intro"
          defaultMessage="Enter the email of your account and we will send you a link to set a new password."
        />
      }
      onClose={onClose}
      closing={closing}
    >
      <Form<RestoreValues>
        onSubmit={formSubmit(session.restore)}
        initialValues={props.email ? { email: props.email } : undefined}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <FocusFirstError />
            <Field
              name="email"
              component={TextField}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              data-autofocus
              label={intl.formatMessage({ id: 'auth.restore.email', defaultMessage: 'Email' })}
            />
            {!dirtySinceLastSubmit && (
              <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
            )}
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="auth.restore.submit" defaultMessage="Send reset link" />
              </Button>
              <Button variant="link" onClick={() => popups.open('signUp')}>
                <FormattedMessage id="auth.restore.register" defaultMessage="Register new account" />
              </Button>
            </div>
          </form>
        )}
      />
    </Popup>
  );
});
