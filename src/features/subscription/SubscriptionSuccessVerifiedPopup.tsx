import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import * as styles from './SubscriptionPopup.module.css';

/** Opened when a subscription's confirmation link was followed and worked (MailLinksStore). */
export function SubscriptionSuccessVerifiedPopup({ onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="subscription.verified.title" defaultMessage="Your subscription is confirmed" />}
      onClose={onClose}
      closing={closing}
    >
      <p className={styles.detail}>
        <FormattedMessage
          id="subscription.verified.detail"
          defaultMessage="Thank you for confirming your email. The newsletter will arrive in your inbox every Friday."
        />
      </p>
      <div className={styles.actions}>
        <Button onClick={onClose}>
          <FormattedMessage id="popup.ok" defaultMessage="OK" />
        </Button>
      </div>
    </Popup>
  );
}
