import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FieldEditListener } from '../../components/FieldEditListener';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { TextField } from '../../components/TextField';
import { config } from '../../config';
import { formErrors, type LocalizedError } from '../../i18n/formErrors';
import { useStores } from '../../hooks/StoresContext';
import type { SignInValues } from '../../lib/validation';
import * as styles from './AuthPopup.module.css';
import { formSubmit } from '../../lib/refusal';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §2 sign-in popup: email or username, password, 'Forgot password', and (docs/decisions/010) a way to
 * sign-up. The store decides everything after submit: §8 messages, the 'Login error' state, the draft replay.
 * Props from a verification link (MailLinksStore): `notice` ('emailVerified' | 'verificationFailed'), `email`.
 */
export const SignInPopup = observer(function SignInPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['signIn']>) {
  const { session, popups, drafts, locale } = useStores();
  const intl = useIntl();
  const short = drafts.popupLayout === 'short';
  const title = session.loginFailed
    ? intl.formatMessage(formErrors.loginError)
    : intl.formatMessage(
        { id: 'auth.signIn.title', defaultMessage: 'Log in to {product} and travel around the world' },
        { product: config.product.name[locale] },
      );
  return (
    <Popup title={title} onClose={onClose} closing={closing}>
      <Form<SignInValues>
        onSubmit={formSubmit(session.signIn)}
        initialValues={props.email ? { email: props.email } : undefined}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate className={`${styles.form} ${short ? styles.short : ''}`}>
            <FocusFirstError />
            {props.notice === 'emailVerified' && (
              <p role="status" className={styles.notice}>
                <FormattedMessage
                  id="auth.signIn.emailVerified"
                  defaultMessage="Your email {email} is confirmed. Log in to continue."
                  values={{ email: <strong>{props.email}</strong> }}
                />
              </p>
            )}
            {props.notice === 'verificationFailed' && (
              <p role="status" className={`${styles.notice} ${styles.noticeWarning}`}>
                <FormattedMessage
                  id="auth.signIn.verificationFailed"
                  defaultMessage="This confirmation link is invalid or has already been used. Log in, and we will send you a new one if your email still needs confirming."
                />
              </p>
            )}
            {short && (
              <p className={styles.draft}>
                <FormattedMessage
                  id="auth.signIn.draft"
                  defaultMessage="Log in and we will finish what you started: your like, comment or vote is saved."
                />
              </p>
            )}
            <Field
              name="email"
              component={TextField}
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              required
              data-autofocus
              label={intl.formatMessage({ id: 'auth.signIn.email', defaultMessage: 'Email or username' })}
            />
            <FieldEditListener name="email" onEdit={() => session.editSignInField('email')} />
            <Field
              name="password"
              component={PasswordField}
              autoComplete="current-password"
              required
              label={intl.formatMessage({ id: 'auth.signIn.password', defaultMessage: 'Password' })}
            />
            <FieldEditListener name="password" onEdit={() => session.editSignInField('password')} />
            {!dirtySinceLastSubmit &&
              // In the 'Login error' state the title already says so: the announcement says what to do instead.
              (isLoginError(submitError) ? (
                <p role="alert" className={styles.formError}>
                  <FormattedMessage
                    id="auth.signIn.loginErrorDetail"
                    defaultMessage="We could not log you in. Please try again in a moment."
                  />
                </p>
              ) : (
                <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
              ))}
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="auth.signIn.submit" defaultMessage="Log in" />
              </Button>
              <Button variant="link" onClick={() => popups.open('restorePassword', restoreProps(values.email))}>
                <FormattedMessage id="auth.signIn.forgot" defaultMessage="Forgot password" />
              </Button>
            </div>
            <p className={styles.switch}>
              <FormattedMessage id="auth.signIn.noAccount" defaultMessage="New to {product}?" values={{ product: config.product.name[locale] }} />
              <Button variant="link" onClick={() => popups.open('signUp')}>
                <FormattedMessage id="auth.signIn.toSignUp" defaultMessage="Create an account" />
              </Button>
            </p>
          </form>
        )}
      />
    </Popup>
  );
});

function isLoginError(error: unknown): boolean {
  return (error as LocalizedError | undefined)?.message.id === formErrors.loginError.id;
}

/** An email typed here is carried over to the restore popup, so the reader does not type it twice. */
function restoreProps(login: string | undefined): PopupProps['restorePassword'] {
  const email = (login ?? '').trim();
  return email.includes('@') ? { email } : {};
}
