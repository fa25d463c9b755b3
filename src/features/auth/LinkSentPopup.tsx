import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';

interface LinkSentPopupProps {
  readonly title: MessageDescriptor;
  /** Says the link went to `{email}`. */
  readonly detail: MessageDescriptor;
  /** The same without the address, when the popup is opened without one. */
  readonly detailNoEmail: MessageDescriptor;
  readonly email?: string | undefined;
  readonly onClose: () => void;
  readonly closing: boolean;
}

/** "Check your email": a link was mailed (to the address, in bold, when known). Sign-up's and the reset's. */
export function LinkSentPopup({ title, detail, detailNoEmail, email, onClose, closing }: LinkSentPopupProps) {
  return (
    <MessagePopup
      title={<FormattedMessage {...title} />}
      body={email ? <FormattedMessage {...detail} values={{ email: <strong>{email}</strong> }} /> : <FormattedMessage {...detailNoEmail} />}
      onClose={onClose}
      closing={closing}
    />
  );
}
