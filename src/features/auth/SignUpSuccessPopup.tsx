import { defineMessages } from 'react-intl';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';
import { LinkSentPopup } from './LinkSentPopup';

const texts = defineMessages({
  title: { id: 'auth.signUpSuccess.title', defaultMessage: 'Please check your email to confirm registration' },
  detail: { id: 'auth.signUpSuccess.detail', defaultMessage: 'We have sent a confirmation link to {email}. Open it, then log in.' },
  detailNoEmail: { id: 'auth.signUpSuccess.detailNoEmail', defaultMessage: 'We have sent you a confirmation link. Open it, then log in.' },
});

/** SPEC §4/§8 after sign-up (`props.email`). Closing it clears the drafts: PopupsStore tells the RootStore. */
export function SignUpSuccessPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['signUpSuccess']>) {
  return <LinkSentPopup {...texts} email={props.email} onClose={onClose} closing={closing} />;
}
