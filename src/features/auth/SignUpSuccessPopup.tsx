import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import * as styles from './AuthPopup.module.css';

/** SPEC §4/§8 after sign-up (`props.email`). Closing it clears the drafts: PopupsStore tells the RootStore. */
export function SignUpSuccessPopup({ props, onClose, closing }: PopupComponentProps) {
  return (
    <Popup
      title={<FormattedMessage id="auth.signUpSuccess.title" defaultMessage="Please check your email to confirm registration" />}
      onClose={onClose}
      closing={closing}
    >
      <p className={styles.detail}>
        {props.email ? (
          <FormattedMessage
            id="auth.signUpSuccess.detail"
            defaultMessage="We have sent a confirmation link to {email}. Open it, then log in."
            values={{ email: <strong>{props.email}</strong> }}
          />
        ) : (
          <FormattedMessage
            id="auth.signUpSuccess.detailNoEmail"
            defaultMessage="We have sent you a confirmation link. Open it, then log in."
          />
        )}
      </p>
      <div className={styles.actionsEnd}>
        <Button onClick={onClose} data-autofocus>
          <FormattedMessage id="popup.ok" defaultMessage="OK" />
        </Button>
      </div>
    </Popup>
  );
}
