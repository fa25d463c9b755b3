import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Popup } from '../../components/Popup';
import { SubscriptionForm } from './SubscriptionForm';
import * as styles from './SubscriptionPopup.module.css';

/** SPEC §2 header subscription: the full subscription plus a comment, opened by the header's Subscription button. */
export function HeaderSubscriptionPopup({ onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="subscription.header.title" defaultMessage="Subscribe and tell us what you like" />}
      onClose={onClose}
      closing={closing}
      size="wide"
    >
      <SubscriptionForm
        variant="header"
        lead={
          <p className={styles.intro}>
            <FormattedMessage
              id="subscription.header.intro"
              defaultMessage="Get the newsletter every Friday, and tell the editors which stories you would like to see more of."
            />
          </p>
        }
      />
    </Popup>
  );
}
