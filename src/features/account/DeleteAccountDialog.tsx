import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FocusFirstError } from '../../components/FocusFirstError';
import { FormError } from '../../components/FormError';
import { RadioGroupField } from '../../components/RadioGroupField';
import type { LocalizedError } from '../../i18n/formErrors';
import { formSubmit } from '../../lib/refusal';
import type { DeleteAccountValues } from '../../lib/validation';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';
import { YourPasswordField } from './YourPasswordField';

/** "Delete my account", confirmed with the password; the reader chooses what becomes of their comments. */
export const DeleteAccountDialog = observer(function DeleteAccountDialog() {
  const { account } = useAccountStores();
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  if (!account.deleteOpen) return null;
  return (
    <Dialog open onClose={account.closeDelete} labelledBy={titleId} describedBy={textId}>
      <Form<DeleteAccountValues>
        onSubmit={formSubmit(account.deleteAccount)}
        initialValues={{ comments: 'keep' }}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form className={styles.dialogBody} onSubmit={handleSubmit} noValidate>
            <FocusFirstError />
            <h2 id={titleId} className={styles.dialogTitle}>
              <FormattedMessage id="account.delete.title" defaultMessage="Delete your account?" />
            </h2>
            <p id={textId} className={styles.dialogText}>
              <FormattedMessage
                id="account.delete.text"
                defaultMessage="Your profile, likes, votes and sessions are deleted for good. This cannot be undone."
              />
            </p>
            <Field
              name="comments"
              component={RadioGroupField}
              legend={intl.formatMessage({ id: 'account.delete.comments', defaultMessage: 'Your comments' })}
              options={[
                {
                  value: 'keep',
                  label: intl.formatMessage({ id: 'account.delete.keep', defaultMessage: 'Keep them, signed “deleted reader”' }),
                },
                { value: 'remove', label: intl.formatMessage({ id: 'account.delete.remove', defaultMessage: 'Remove them' }) },
              ]}
            />
            <YourPasswordField autofocus />
            {!dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />}
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="account.delete.confirm" defaultMessage="Delete my account" />
              </Button>
              <Button variant="secondary" onClick={account.closeDelete}>
                <FormattedMessage id="account.delete.cancel" defaultMessage="Keep my account" />
              </Button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
});
