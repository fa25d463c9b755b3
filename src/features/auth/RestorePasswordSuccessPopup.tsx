import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { Popup } from '../../components/Popup';
import { useStores } from '../../stores/StoresContext';
import * as styles from './AuthPopup.module.css';

/**
 * SPEC §2/§8 restore-password success. It opens twice (docs/decisions/010): `stage: 'linkSent'` after the
 * reset link is mailed (with `email`), `stage: 'passwordChanged'` after the new password is saved.
 */
export const RestorePasswordSuccessPopup = observer(function RestorePasswordSuccessPopup({
  props,
  onClose,
  closing,
}: PopupComponentProps) {
  const { popups } = useStores();
  if (props.stage === 'passwordChanged') {
    return (
      <Popup
        title={<FormattedMessage id="auth.restoreSuccess.changedTitle" defaultMessage="Your password has been changed" />}
        onClose={onClose}
        closing={closing}
      >
        <p className={styles.detail}>
          <FormattedMessage
            id="auth.restoreSuccess.changedDetail"
            defaultMessage="You can now log in with your new password."
          />
        </p>
        <div className={styles.actionsEnd}>
          <Button onClick={() => popups.open('signIn')} data-autofocus>
            <FormattedMessage id="auth.restoreSuccess.signIn" defaultMessage="Log in" />
          </Button>
        </div>
      </Popup>
    );
  }
  return (
    <Popup
      title={
        <FormattedMessage id="auth.restoreSuccess.title" defaultMessage="Please check your email to confirm password reset" />
      }
      onClose={onClose}
      closing={closing}
    >
      <p className={styles.detail}>
        {props.email ? (
          <FormattedMessage
            id="auth.restoreSuccess.detail"
            defaultMessage="We have sent a link to {email}. Open it to choose a new password."
            values={{ email: <strong>{props.email}</strong> }}
          />
        ) : (
          <FormattedMessage
            id="auth.restoreSuccess.detailNoEmail"
            defaultMessage="We have sent you a link. Open it to choose a new password."
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
});
