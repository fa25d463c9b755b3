import { FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/** After a subscription of an address that is already confirmed: nothing more to do. */
export function SubscriptionThanksPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['subscriptionThanks']>) {
  return (
    <MessagePopup
      title={<FormattedMessage id="subscription.thanks.title" defaultMessage="Thank you for subscribing!" />}
      body={
        <FormattedMessage
          id="subscription.thanks.detail"
          defaultMessage="{email} is on our list. The next newsletter will arrive in your inbox."
          values={{ email: <strong>{props.email}</strong> }}
        />
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
