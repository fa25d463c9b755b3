import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../components/Popup';
import { SubscriptionFormPopup } from './SubscriptionFormPopup';
import type { PopupProps } from '../../stores/PopupsStore';

/** SPEC §2 header subscription: the full subscription plus a comment, opened by the header's Subscription button. */
export function HeaderSubscriptionPopup({ onClose, closing }: PopupComponentProps<PopupProps['headerSubscription']>) {
  return (
    <SubscriptionFormPopup
      variant="header"
      title={<FormattedMessage id="subscription.header.title" defaultMessage="Subscribe and tell us what you like" />}
      description={
        <FormattedMessage
          id="subscription.header.intro"
          defaultMessage="Get the newsletter every Friday, and tell the editors which stories you would like to see more of."
        />
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
