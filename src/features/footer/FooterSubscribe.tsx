import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { HoneypotField } from '../../components/HoneypotField';
import { TextField } from '../../components/TextField';
import type { LocalizedError } from '../../i18n/formErrors';
import { useStores } from '../../hooks/StoresContext';
import type { FooterSubscriptionValues } from '../../lib/validation';
import * as styles from './FooterSubscribe.module.css';
import { submissionErrors } from '../../lib/refusal';

/** The footer's email subscribe box (SPEC §2, §5 'Footer subscription'). */
export const FooterSubscribe = observer(function FooterSubscribe() {
  const { subscription } = useStores();
  const intl = useIntl();
  const headingId = useId();
  return (
    <Form<FooterSubscriptionValues>
      onSubmit={async (values, form) => {
        const errors = submissionErrors(await subscription.subscribeFromFooter(values));
        if (!errors) setTimeout(() => form.reset());
        return errors;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form className={styles.box} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            <FormattedMessage id="footer.subscribe.title" defaultMessage="Subscribe to our newsletter" />
          </h2>
          <p className={styles.intro}>
            <FormattedMessage
              id="footer.subscribe.intro"
              defaultMessage="The week's best stories, in your inbox every Friday."
            />
          </p>
          <div className={styles.row}>
            <Field
              name="email"
              component={TextField}
              type="email"
              inputMode="email"
              autoComplete="email"
              label={intl.formatMessage({ id: 'footer.subscribe.email', defaultMessage: 'Your email' })}
              placeholder={intl.formatMessage({ id: 'footer.subscribe.placeholder', defaultMessage: 'name@example.com' })}
              hideLabel
            />
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="footer.subscribe.submit" defaultMessage="Subscribe" />
            </Button>
          </div>
          <HoneypotField />
          {!dirtySinceLastSubmit && (
            <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
          )}
        </form>
      )}
    />
  );
});
