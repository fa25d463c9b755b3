import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../components/Popup';
import { SubscriptionFormPopup } from './SubscriptionFormPopup';
import * as styles from './SubscriptionPopup.module.css';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §2 subscription popup (full variant). Prop `notice: 'confirmationFailed'` (MailLinksStore): the reader
 * followed a confirmation link that did not work, and can subscribe again for a new one.
 */
export function SubscriptionPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['subscription']>) {
  const failed = props.notice === 'confirmationFailed';
  return (
    <SubscriptionFormPopup
      variant="full"
      title={<FormattedMessage id="subscription.title" defaultMessage="Subscribe to our newsletter" />}
      description={
        failed ? undefined : (
          <FormattedMessage
            id="subscription.intro"
            defaultMessage="The week's best stories from around the world, in your inbox every Friday."
          />
        )
      }
      lead={
        failed && (
          <p role="status" className={styles.noticeWarning}>
            <FormattedMessage
              id="subscription.confirmationFailed"
              defaultMessage="This confirmation link is invalid or has expired. Subscribe again and we will send you a new one."
            />
          </p>
        )
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
