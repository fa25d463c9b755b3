import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import * as styles from './SubscriptionPopup.module.css';

/** After a subscription of an address that is already confirmed: nothing more to do. */
export function SubscriptionThanksPopup({ props, onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="subscription.thanks.title" defaultMessage="Thank you for subscribing!" />}
      onClose={onClose}
      closing={closing}
    >
      <p className={styles.detail}>
        <FormattedMessage
          id="subscription.thanks.detail"
          defaultMessage="{email} is on our list. The next newsletter will arrive in your inbox."
          values={{ email: <strong>{props.email}</strong> }}
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
