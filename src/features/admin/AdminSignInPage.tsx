import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { config } from '../../config';
import type { LocalizedError } from '../../i18n/formErrors';
import { useStores } from '../../hooks/StoresContext';
import type { AdminSignInValues } from '../../lib/validation';
import * as styles from './Admin.module.css';
import { formSubmit } from '../../lib/refusal';

/** /admin while signed out: the editors' sign-in. */
export const AdminSignInPage = observer(function AdminSignInPage() {
  const { admin, locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.signIn.title', defaultMessage: "Editors' sign in" }), config.product.name[locale]);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        <FormattedMessage id="admin.signIn.title" defaultMessage="Editors' sign in" />
      </h1>
      {admin.expired && (
        <p className={styles.intro} role="alert">
          <FormattedMessage
            id="admin.signIn.expired"
            defaultMessage="Your session has ended. Sign in again: the work you had not saved is kept on this device and comes back."
          />
        </p>
      )}
      <Form<AdminSignInValues>
        onSubmit={formSubmit(admin.signIn)}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <Field
              name="email"
              component={TextField}
              type="email"
              autoComplete="username"
              required
              label={intl.formatMessage({ id: 'admin.signIn.email', defaultMessage: 'Email' })}
            />
            <Field
              name="password"
              component={TextField}
              type="password"
              autoComplete="current-password"
              required
              label={intl.formatMessage({ id: 'admin.signIn.password', defaultMessage: 'Password' })}
            />
            {!dirtySinceLastSubmit && <FormError error={submitError as LocalizedError | undefined} />}
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="admin.signIn.submit" defaultMessage="Sign in" />
            </Button>
            <Link href="/recovery" className={styles.link}>
              <FormattedMessage id="admin.signIn.forgot" defaultMessage="Forgot password" />
            </Link>
          </form>
        )}
      />
    </section>
  );
});
