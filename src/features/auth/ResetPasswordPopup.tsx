import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { Popup } from '../../components/Popup';
import { useStores } from '../../stores/StoresContext';
import type { ResetPasswordValues } from '../../stores/validation';
import * as styles from './AuthPopup.module.css';

/**
 * SPEC §2 reset password, opened by the mailed link (`props.token`, the restore-token). The store sends the new
 * password, goes to '/' and opens the restore-success popup (a failed request proceeds as success, §8).
 */
export const ResetPasswordPopup = observer(function ResetPasswordPopup({ props, onClose, closing }: PopupComponentProps) {
  const { session } = useStores();
  const intl = useIntl();
  const token = props.token ?? '';
  return (
    <Popup
      title={<FormattedMessage id="auth.reset.title" defaultMessage="Choose a new password" />}
      onClose={onClose}
      closing={closing}
    >
      <Form<ResetPasswordValues>
        onSubmit={(values) => session.resetPassword(values, token)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <p className={styles.lead}>
              <FormattedMessage id="auth.reset.intro" defaultMessage="Use at least 8 characters, and a password you do not use on other sites." />
            </p>
            <Field
              name="password"
              component={PasswordField}
              autoComplete="new-password"
              required
              data-autofocus
              label={intl.formatMessage({ id: 'auth.reset.password', defaultMessage: 'New password' })}
            />
            <Field
              name="repeatPassword"
              component={PasswordField}
              autoComplete="new-password"
              required
              label={intl.formatMessage({ id: 'auth.reset.repeat', defaultMessage: 'Repeat new password' })}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="auth.reset.submit" defaultMessage="Save password" />
              </Button>
            </div>
          </form>
        )}
      />
    </Popup>
  );
});
