import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormError } from '../../components/FormError';
import { FormHandoverEffect } from '../../components/FormHandoverEffect';
import { HoneypotField } from '../../components/HoneypotField';
import { TextField } from '../../components/TextField';
import type { LocalizedError } from '../../i18n/formErrors';
import { useStores } from '../../hooks/StoresContext';
import type { FormHandover } from '../../lib/formHandover';
import type { FooterSubscriptionValues } from '../../lib/validation';
import { submissionErrors } from '../../lib/refusal';
import { FOOTER_EMAIL_INPUT, FooterSubscribeLayout } from './FooterSubscribeLayout';
import * as styles from './FooterSubscribe.module.css';

export interface FooterSubscribeProps {
  /** Set when the form replaces the placeholder a reader was already using (FooterSubscribeSlot). */
  readonly handover?: FormHandover | undefined;
}

/** The footer's email subscribe box (SPEC §2, §5 'Footer subscription'). */
export const FooterSubscribe = observer(function FooterSubscribe({ handover }: FooterSubscribeProps) {
  const { subscription } = useStores();
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<FooterSubscriptionValues>
      onSubmit={async (values, form) => {
        const errors = submissionErrors(await subscription.subscribeFromFooter(values));
        if (!errors) setTimeout(() => form.reset());
        return errors;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <>
          <FooterSubscribeLayout
            formRef={formRef}
            onSubmit={handleSubmit}
            submitting={submitting}
            email={
              <Field
                {...FOOTER_EMAIL_INPUT}
                component={TextField}
                label={intl.formatMessage({ id: 'footer.subscribe.email', defaultMessage: 'Your email' })}
                placeholder={intl.formatMessage({ id: 'footer.subscribe.placeholder', defaultMessage: 'name@example.com' })}
                hideLabel
              />
            }
            honeypot={<HoneypotField />}
            error={
              !dirtySinceLastSubmit && <FormError className={styles.formError} error={submitError as LocalizedError | undefined} />
            }
          />
          {handover && <FormHandoverEffect handover={handover} formRef={formRef} />}
        </>
      )}
    />
  );
});
