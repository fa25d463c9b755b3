import { FormattedMessage } from 'react-intl';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/** SPEC §4/§8 after sign-up (`props.email`). Closing it clears the drafts: PopupsStore tells the RootStore. */
export function SignUpSuccessPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['signUpSuccess']>) {
  return (
    <MessagePopup
      title={<FormattedMessage id="auth.signUpSuccess.title" defaultMessage="Please check your email to confirm registration" />}
      body={
        props.email ? (
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
        )
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
