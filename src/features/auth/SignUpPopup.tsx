import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { AboutYouFields } from '../../components/AboutYouFields';
import { Button } from '../../components/Button';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { NameFields } from '../../components/NameFields';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Popup, type PopupComponentProps } from '../../components/Popup';
import { TextField } from '../../components/TextField';
import { config } from '../../config';
import type { LocalizedError } from '../../i18n/formErrors';
import { countryOptions } from '../../lib/countries';
import { useStores } from '../../hooks/StoresContext';
import type { SignUpValues } from '../../lib/validation';
import * as styles from './SignUpPopup.module.css';
import { formSubmit } from '../../lib/refusal';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §2 sign-up popup. With a pending draft (a like, comment or vote waiting for an account) it has its own
 * title and the short look: the optional fields wait behind a disclosure. Everything else — validation, the
 * §3 payload, the §8 messages, what opens next — is SessionStore.signUp's.
 */
export const SignUpPopup = observer(function SignUpPopup({ onClose, closing }: PopupComponentProps<PopupProps['signUp']>) {
  const { session, drafts, popups, locale, clock } = useStores();
  const intl = useIntl();
  const short = drafts.popupLayout === 'short';
  const today = new Date(clock());
  const countries = countryOptions(locale);

  const title = drafts.pending ? (
    <FormattedMessage id="auth.signUp.draftTitle" defaultMessage="One-time registration, all-site access" />
  ) : (
    <FormattedMessage
      id="auth.signUp.title"
      defaultMessage="Register on {product}..."
      values={{ product: config.product.name[locale] }}
    />
  );

  return (
    <Popup
      title={title}
      description={
        drafts.pending ? (
          <FormattedMessage
            id="auth.signUp.draftSubtitle"
            defaultMessage="Register to take part in community activity and comments."
          />
        ) : (
          <FormattedMessage id="auth.signUp.subtitle" defaultMessage="A New Space for Social Comments" />
        )
      }
      onClose={onClose}
      closing={closing}
      size={short ? 'narrow' : 'wide'}
    >
      {drafts.pending && (
        // A reader who liked, commented or voted signed out most likely has an account: signing in is the first
        // choice, above the fold on a phone; the short registration form follows for those who have none.
        <div className={styles.draftSignIn}>
          <p className={styles.draftSignInText}>
            <FormattedMessage
              id="auth.signUp.draftSignIn"
              defaultMessage="Already a reader? Log in, and what you just did is done at once."
            />
          </p>
          <Button variant="primary" onClick={() => popups.open('signIn')} data-autofocus>
            <FormattedMessage id="auth.signUp.signIn" defaultMessage="Log in" />
          </Button>
        </div>
      )}
      {drafts.pending && (
        <p className={styles.draftOr}>
          <FormattedMessage id="auth.signUp.draftOr" defaultMessage="New here? Register in a minute:" />
        </p>
      )}
      <Form<SignUpValues>
        // SPEC §4's reset after success: the popup closes, and each opening mounts a new, empty form.
        onSubmit={formSubmit(session.signUp)}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, values }) => {
          const identity = (
            <>
              {/* With a draft, the sign-in button above takes the first focus. */}
              <NameFields autoFocus={!drafts.pending} />
              <Field
                name="email"
                component={TextField}
                type="email"
                inputMode="email"
                autoComplete="email"
                label={intl.formatMessage({ id: 'auth.signUp.email', defaultMessage: 'Email' })}
                required
              />
            </>
          );
          const aboutYou = <AboutYouFields locale={locale} countries={countries} dialCode={values.dialCode} today={today} />;
          const passwords = <NewPasswordFields label={intl.formatMessage({ id: 'auth.signUp.password', defaultMessage: 'Password' })} />;
          const grid = (children: ReactNode) => <div className={short ? styles.column : styles.grid}>{children}</div>;
          return (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              <FocusFirstError />
              <p className={styles.requiredNote}>
                <FormattedMessage id="auth.signUp.requiredNote" defaultMessage="Fields marked with * are required." />
              </p>
              {short ? (
                <>
                  {grid(
                    <>
                      {identity}
                      {passwords}
                    </>,
                  )}
                  <details className={styles.more}>
                    <summary className={styles.summary}>
                      <FormattedMessage id="auth.signUp.more" defaultMessage="More about you (optional)" />
                    </summary>
                    {grid(aboutYou)}
                  </details>
                </>
              ) : (
                grid(
                  <>
                    {identity}
                    {aboutYou}
                    {passwords}
                  </>,
                )
              )}
              {!dirtySinceLastSubmit && (
                <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
              )}
              <div className={styles.actions}>
                <Button type="submit" busy={submitting}>
                  <FormattedMessage id="auth.signUp.submit" defaultMessage="Register" />
                </Button>
              </div>
            </form>
          );
        }}
      />
      {!drafts.pending && (
        <p className={styles.signIn}>
          <FormattedMessage id="auth.signUp.haveAccount" defaultMessage="Already have an account?" />
          <Button variant="link" onClick={() => popups.open('signIn')}>
            <FormattedMessage id="auth.signUp.signIn" defaultMessage="Log in" />
          </Button>
        </p>
      )}
    </Popup>
  );
});
