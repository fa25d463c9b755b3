import { FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/** After a subscription whose address still has to be confirmed (SPEC §8 success text). */
export function SubscriptionCheckEmailPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['subscriptionCheckEmail']>) {
  return (
    <MessagePopup
      title={<FormattedMessage id="subscription.checkEmail.title" defaultMessage="Thanks for subscribing! Please check your email" />}
      body={
        <FormattedMessage
          id="subscription.checkEmail.detail"
          defaultMessage="We have sent a confirmation link to {email}. Open it to start receiving the newsletter."
          values={{ email: <strong>{props.email}</strong> }}
        />
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
