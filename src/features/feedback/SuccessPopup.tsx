import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import * as styles from './SuccessPopup.module.css';

/**
 * SPEC §8 success text, after a contact message or a contribution (the generic success popup), and the
 * contact success popup, which says the same (docs/decisions/010).
 */
export function SuccessPopup({ onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="success.title" defaultMessage="Thank you for your attention, we will contact you!" />}
      onClose={onClose}
      closing={closing}
    >
      <div className={styles.actions}>
        <Button onClick={onClose} data-autofocus>
          <FormattedMessage id="popup.ok" defaultMessage="OK" />
        </Button>
      </div>
    </Popup>
  );
}
