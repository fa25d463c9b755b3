import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
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
import type { RestoreValues } from '../../lib/validation';
import * as styles from './Admin.module.css';
import { formSubmit } from '../../lib/refusal';

/** /admin/recovery: an editor asks for a link to set a new password. */
export const AdminRecoveryPage = observer(function AdminRecoveryPage() {
  const { admin, locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.recovery.title', defaultMessage: 'Password recovery' }), config.product.name[locale]);
  useEffect(() => () => admin.resetStatus(), [admin]);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        <FormattedMessage id="admin.recovery.title" defaultMessage="Password recovery" />
      </h1>
      {admin.success ? (
        <p role="status" className={styles.success}>
          <FormattedMessage
            id="admin.recovery.sent"
            defaultMessage="If an editor's account uses this address, a recovery link is on its way. Check your email."
          />
        </p>
      ) : (
        <Form<RestoreValues>
          onSubmit={formSubmit(admin.recover)}
          render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className={styles.form}>
              <p className={styles.intro}>
                <FormattedMessage
                  id="admin.recovery.intro"
                  defaultMessage="Enter the email of your editor's account and we will send you a link to set a new password."
                />
              </p>
              <Field
                name="email"
                component={TextField}
                type="email"
                autoComplete="username"
                required
                label={intl.formatMessage({ id: 'admin.signIn.email', defaultMessage: 'Email' })}
              />
              {!dirtySinceLastSubmit && <FormError error={submitError as LocalizedError | undefined} />}
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="admin.recovery.submit" defaultMessage="Send the link" />
              </Button>
            </form>
          )}
        />
      )}
      <Link href="/" className={styles.link}>
        <FormattedMessage id="admin.recovery.back" defaultMessage="Back to sign in" />
      </Link>
    </section>
  );
});
