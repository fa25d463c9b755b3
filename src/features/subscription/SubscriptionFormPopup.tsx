import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContactForm } from '../../components/ContactForm';
import { Popup } from '../../components/Popup';
import { TextAreaField } from '../../components/TextAreaField';
import { phoneDigits } from '../../lib/phone';
import { useStores } from '../../hooks/StoresContext';
import type { SubscriptionValues } from '../../lib/validation';
import { formSubmit } from '../../lib/refusal';

export interface SubscriptionFormPopupProps {
  /** 'header': the header's popup, which also asks for a comment (SPEC §2, §5). */
  readonly variant: 'full' | 'header';
  readonly title: ReactNode;
  /** The intro under the title. */
  readonly description?: ReactNode;
  /** Shown above the fields (a notice). */
  readonly lead?: ReactNode;
  readonly onClose: () => void;
  readonly closing: boolean;
}

/**
 * The two subscription popups (SPEC §5 "Full subscription"). The store validates on submit, sends, and on
 * success opens the thanks or check-email popup in place of this one; its messages land on the fields.
 */
export const SubscriptionFormPopup = observer(function SubscriptionFormPopup({
  variant,
  title,
  description,
  lead,
  onClose,
  closing,
}: SubscriptionFormPopupProps) {
  const { session, subscription } = useStores();
  const intl = useIntl();
  return (
    <Popup title={title} description={description} onClose={onClose} closing={closing} size="wide">
      <ContactForm<SubscriptionValues>
        onSubmit={formSubmit((values: SubscriptionValues) => subscription.subscribe(values, variant))}
        parsePhone={phoneDigits}
        initialValues={session.contactDetails}
        lead={lead}
        submitLabel={<FormattedMessage id="subscription.form.submit" defaultMessage="Subscribe" />}
        busyLabel={<FormattedMessage id="subscription.form.submitting" defaultMessage="Subscribing…" />}
      >
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
      </ContactForm>
    </Popup>
  );
});
