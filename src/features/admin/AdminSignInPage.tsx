import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { TextField } from '../../components/TextField';
import { useStores } from '../../hooks/StoresContext';
import type { AdminSignInValues } from '../../lib/validation';
import * as styles from './Admin.module.css';
import { formSubmit } from '../../lib/refusal';
import { AdminCard } from './AdminCard';
import { AdminCardForm } from './AdminCardForm';

const title = defineMessage({ id: 'admin.signIn.title', defaultMessage: "Editors' sign in" });

/** /admin while signed out: the editors' sign-in. */
export const AdminSignInPage = observer(function AdminSignInPage() {
  const { admin } = useStores();
  const intl = useIntl();
  const password = intl.formatMessage({ id: 'admin.signIn.password', defaultMessage: 'Password' });
  return (
    <AdminCard title={title}>
      {admin.expired && (
        <p className={styles.intro} role="alert">
          <FormattedMessage
            id="admin.signIn.expired"
            defaultMessage="Your session has ended. Sign in again: the work you had not saved is kept on this device and comes back."
          />
        </p>
      )}
      <AdminCardForm<AdminSignInValues>
        onSubmit={formSubmit(admin.signIn)}
        submitLabel={<FormattedMessage id="admin.signIn.submit" defaultMessage="Sign in" />}
        after={
          <Link href="/recovery" className={styles.link}>
            <FormattedMessage id="admin.signIn.forgot" defaultMessage="Forgot password" />
          </Link>
        }
      >
        <Field name="password" component={TextField} type="password" autoComplete="current-password" required label={password} />
      </AdminCardForm>
    </AdminCard>
  );
});
