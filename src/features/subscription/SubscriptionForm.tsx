import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ContactFields } from '../../components/ContactFields';
import { FormError } from '../../components/FormError';
import { TextAreaField } from '../../components/TextAreaField';
import type { LocalizedError } from '../../i18n/formErrors';
import { phoneDigits } from '../../stores/phone';
import { useStores } from '../../stores/StoresContext';
import type { SubscriptionValues } from '../../stores/validation';
import * as styles from './SubscriptionPopup.module.css';

export interface SubscriptionFormProps {
  /** 'header': the header's popup, which also asks for a comment (SPEC §2, §5). */
  readonly variant: 'full' | 'header';
  /** Shown above the fields (an intro, a notice). */
  readonly lead?: ReactNode;
}

/**
 * The subscription popups' form (SPEC §5 "Full subscription"). The store validates on submit, sends, and on
 * success opens the thanks or check-email popup in place of this one; its messages land on the fields.
 */
export const SubscriptionForm = observer(function SubscriptionForm({ variant, lead }: SubscriptionFormProps) {
  const { subscription } = useStores();
  const intl = useIntl();
  return (
    <Form<SubscriptionValues>
      onSubmit={(values) => subscription.subscribe(values, variant)}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          {lead}
          <ContactFields parsePhone={phoneDigits} />
          {variant === 'header' && (
            <Field
              name="comment"
              component={TextAreaField}
              required
              rows={4}
              label={intl.formatMessage({
                id: 'subscription.header.comment',
                defaultMessage: 'What would you like to read about?',
              })}
            />
          )}
          {!dirtySinceLastSubmit && (
            <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={submitting}>
              {submitting ? (
                <FormattedMessage id="subscription.form.submitting" defaultMessage="Subscribing…" />
              ) : (
                <FormattedMessage id="subscription.form.submit" defaultMessage="Subscribe" />
              )}
            </Button>
          </div>
        </form>
      )}
    />
  );
});
