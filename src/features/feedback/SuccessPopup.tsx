import { FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * SPEC §8 success text, after a contact message or a contribution (the generic success popup), and the
 * contact success popup, which says the same (docs/decisions/010).
 */
export function SuccessPopup({ onClose, closing }: PopupComponentProps<PopupProps['success' | 'contactSuccess']>) {
  return (
    <MessagePopup
      title={<FormattedMessage id="success.title" defaultMessage="Thank you for your attention, we will contact you!" />}
      onClose={onClose}
      closing={closing}
    />
  );
}
