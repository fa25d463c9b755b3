import { FormattedMessage, useIntl } from 'react-intl';
import { ContactFormPopup } from '../../components/ContactFormPopup';
import type { PopupComponentProps } from '../../components/Popup';
import { useStores } from '../../hooks/StoresContext';
import type { ContactFormValues } from '../../lib/validation';
import type { PopupProps } from '../../stores/PopupsStore';
import { formSubmit } from '../../lib/refusal';

/**
 * SPEC §2 contact popup. The store validates on submit (SPEC §5) and then, sent or not (§8: failures are
 * swallowed), opens the generic success popup in place of this one. The form starts empty each time the popup
 * opens (SPEC §4's reset: every opening mounts a new form).
 */
export function ContactPopup({ onClose, closing }: PopupComponentProps<PopupProps['contact']>) {
  const { session, contact } = useStores();
  const intl = useIntl();
  return (
    <ContactFormPopup<ContactFormValues>
      title={<FormattedMessage id="contact.title" defaultMessage="Contact the editors" />}
      description={<FormattedMessage id="contact.intro" defaultMessage="Questions, tips or corrections: write to us, and we will answer by email." />}
      onClose={onClose}
      closing={closing}
      onSubmit={formSubmit(contact.contact)}
      initialValues={session.contactDetails}
      submitLabel={<FormattedMessage id="contact.submit" defaultMessage="Send" />}
      busyLabel={<FormattedMessage id="contact.sending" defaultMessage="Sending…" />}
      commentLabel={intl.formatMessage({ id: 'contact.comment', defaultMessage: 'Your message' })}
    />
  );
}
