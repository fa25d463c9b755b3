import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { ContactFields } from '../../components/ContactFields';
import { Popup } from '../../components/Popup';
import { TextAreaField } from '../../components/TextAreaField';
import { phoneDigits } from '../../stores/phone';
import { useStores } from '../../stores/StoresContext';
import type { ContactFormValues } from '../../stores/validation';
import * as styles from './ContactPopup.module.css';

/**
 * SPEC §2 contact popup. The store validates on submit (SPEC §5) and then, sent or not (§8: failures are
 * swallowed), opens the generic success popup in place of this one; the form is reset (§4).
 */
export function ContactPopup({ onClose, closing }: PopupComponentProps) {
  const { contact } = useStores();
  const intl = useIntl();
  return (
    <Popup
      title={<FormattedMessage id="contact.title" defaultMessage="Contact the editors" />}
      onClose={onClose}
      closing={closing}
      size="wide"
    >
      <Form<ContactFormValues>
        onSubmit={async (values, form) => {
          const errors = await contact.contact(values);
          if (!errors) setTimeout(() => form.reset());
          return errors;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <p className={styles.intro}>
              <FormattedMessage
                id="contact.intro"
                defaultMessage="Questions, tips or corrections: write to us, and we will answer by email."
              />
            </p>
            <ContactFields parsePhone={phoneDigits} />
            <Field
              name="comment"
              component={TextAreaField}
              required
              label={intl.formatMessage({ id: 'contact.comment', defaultMessage: 'Your message' })}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                {submitting ? (
                  <FormattedMessage id="contact.sending" defaultMessage="Sending…" />
                ) : (
                  <FormattedMessage id="contact.submit" defaultMessage="Send" />
                )}
              </Button>
            </div>
          </form>
        )}
      />
    </Popup>
  );
}
