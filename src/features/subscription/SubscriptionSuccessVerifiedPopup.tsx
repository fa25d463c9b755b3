import { FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/** Opened when a subscription's confirmation link was followed and worked (MailLinksStore). */
export function SubscriptionSuccessVerifiedPopup({ onClose, closing }: PopupComponentProps<PopupProps['subscriptionSuccessVerified']>) {
  return (
    <MessagePopup
      title={<FormattedMessage id="subscription.verified.title" defaultMessage="Your subscription is confirmed" />}
      body={
        <FormattedMessage
          id="subscription.verified.detail"
          defaultMessage="Thank you for confirming your email. The newsletter will arrive in your inbox every Friday."
        />
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
