import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useStores } from '../../hooks/StoresContext';
import type { RestoreValues } from '../../lib/validation';
import * as styles from './Admin.module.css';
import { formSubmit } from '../../lib/refusal';
import { AdminCard } from './AdminCard';
import { AdminCardForm } from './AdminCardForm';

const title = defineMessage({ id: 'admin.recovery.title', defaultMessage: 'Password recovery' });

/** /admin/recovery: an editor asks for a link to set a new password. */
export const AdminRecoveryPage = observer(function AdminRecoveryPage() {
  const { admin } = useStores();
  useEffect(() => () => admin.resetStatus(), [admin]);
  return (
    <AdminCard title={title}>
      {admin.success ? (
        <p role="status" className={styles.success}>
          <FormattedMessage
            id="admin.recovery.sent"
            defaultMessage="If an editor's account uses this address, a recovery link is on its way. Check your email."
          />
        </p>
      ) : (
        <AdminCardForm<RestoreValues>
          onSubmit={formSubmit(admin.recover)}
          intro={
            <p className={styles.intro}>
              <FormattedMessage
                id="admin.recovery.intro"
                defaultMessage="Enter the email of your editor's account and we will send you a link to set a new password."
              />
            </p>
          }
          submitLabel={<FormattedMessage id="admin.recovery.submit" defaultMessage="Send the link" />}
        />
      )}
      <Link href="/" className={styles.link}>
        <FormattedMessage id="admin.recovery.back" defaultMessage="Back to sign in" />
      </Link>
    </AdminCard>
  );
});
