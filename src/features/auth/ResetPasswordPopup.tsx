import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { useStores } from '../../hooks/StoresContext';
import type { LocalizedError } from '../../i18n/formErrors';
import type { ResetPasswordValues } from '../../lib/validation';
import * as styles from './AuthPopup.module.css';
import { submissionErrors } from '../../lib/refusal';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §2 reset password, opened by the mailed link (`props.token`, the restore-token). The store sends the new
 * password, goes to '/' and opens the restore-success popup (a failed request proceeds as success, §8, but a link
 * the server calls invalid or used is said here). Without
 * a token there is nothing to reset with: the restore popup, which mails a new link, opens instead.
 */
export const ResetPasswordPopup = observer(function ResetPasswordPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['resetPassword']>) {
  const { session, popups } = useStores();
  const intl = useIntl();
  const token = props.token;
  useEffect(() => {
    if (!token && !closing) popups.openInPlaceOf('resetPassword', 'restorePassword');
  }, [token, closing, popups]);
  if (!token) return null;
  return (
    <Popup
      title={<FormattedMessage id="auth.reset.title" defaultMessage="Choose a new password" />}
      description={
        <FormattedMessage id="auth.reset.intro" defaultMessage="Use at least 8 characters, and a password you do not use on other sites." />
      }
      onClose={onClose}
      closing={closing}
    >
      <Form<ResetPasswordValues>
        onSubmit={async (values) => submissionErrors(await session.resetPassword(values, token))}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <FocusFirstError />
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
            {/* Issue 16: a link the server calls invalid or used is said, not swallowed. */}
            {!dirtySinceLastSubmit && (
              <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
            )}
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
