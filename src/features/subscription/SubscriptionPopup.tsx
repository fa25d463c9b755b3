import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Popup } from '../../components/Popup';
import { SubscriptionForm } from './SubscriptionForm';
import * as styles from './SubscriptionPopup.module.css';

/**
 * SPEC §2 subscription popup (full variant). Prop `notice: 'confirmationFailed'` (MailLinksStore): the reader
 * followed a confirmation link that did not work, and can subscribe again for a new one.
 */
export function SubscriptionPopup({ props, onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="subscription.title" defaultMessage="Subscribe to our newsletter" />}
      onClose={onClose}
      closing={closing}
      size="wide"
    >
      <SubscriptionForm
        variant="full"
        lead={
          props.notice === 'confirmationFailed' ? (
            <p role="status" className={styles.noticeWarning}>
              <FormattedMessage
                id="subscription.confirmationFailed"
                defaultMessage="This confirmation link is invalid or has expired. Subscribe again and we will send you a new one."
              />
            </p>
          ) : (
            <p className={styles.intro}>
              <FormattedMessage
                id="subscription.intro"
                defaultMessage="The week's best stories from around the world, in your inbox every Friday."
              />
            </p>
          )
        }
      />
    </Popup>
  );
}
