import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import * as styles from './SubscriptionPopup.module.css';

/** After a subscription whose address still has to be confirmed (SPEC §8 success text). */
export function SubscriptionCheckEmailPopup({ props, onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="subscription.checkEmail.title" defaultMessage="Thanks for subscribing! Please check your email" />}
      onClose={onClose}
      closing={closing}
    >
      <p className={styles.detail}>
        <FormattedMessage
          id="subscription.checkEmail.detail"
          defaultMessage="We have sent a confirmation link to {email}. Open it to start receiving the newsletter."
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
