import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import { useStores } from '../../hooks/StoresContext';
import type { PopupProps } from '../../stores/PopupsStore';
import { LinkSentPopup } from './LinkSentPopup';

const linkSent = defineMessages({
  title: { id: 'auth.restoreSuccess.title', defaultMessage: 'Please check your email to confirm password reset' },
  detail: { id: 'auth.restoreSuccess.detail', defaultMessage: 'We have sent a link to {email}. Open it to choose a new password.' },
  detailNoEmail: { id: 'auth.restoreSuccess.detailNoEmail', defaultMessage: 'We have sent you a link. Open it to choose a new password.' },
});

/**
 * SPEC §2/§8 restore-password success. It opens twice (docs/decisions/010): `stage: 'linkSent'` after the
 * reset link is mailed (with `email`), `stage: 'passwordChanged'` after the new password is saved.
 */
export const RestorePasswordSuccessPopup = observer(function RestorePasswordSuccessPopup({
  props,
  onClose,
  closing,
}: PopupComponentProps<PopupProps['restorePasswordSuccess']>) {
  const { popups } = useStores();
  if (props.stage === 'passwordChanged') {
    return (
      <MessagePopup
        title={<FormattedMessage id="auth.restoreSuccess.changedTitle" defaultMessage="Your password has been changed" />}
        body={
          <FormattedMessage
            id="auth.restoreSuccess.changedDetail"
            defaultMessage="You can now log in with your new password."
          />
        }
        action={{
          label: <FormattedMessage id="auth.restoreSuccess.signIn" defaultMessage="Log in" />,
          onClick: () => popups.open('signIn'),
        }}
        onClose={onClose}
        closing={closing}
      />
    );
  }
  return <LinkSentPopup {...linkSent} email={props.email} onClose={onClose} closing={closing} />;
});
