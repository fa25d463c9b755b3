import { FormattedMessage } from 'react-intl';
import { LOCALE_LIST } from '../../../contracts/locales';
import { MessagePopup } from '../../components/MessagePopup';
import type { PopupComponentProps } from '../../components/Popup';
import type { PopupProps } from '../../stores/PopupsStore';

/**
 * Opened by a newsletter's unsubscribe link (MailLinksStore), on the page of the subscriber's edition, so in their
 * language: which edition's newsletter stopped, or that the link did not work.
 */
export function NewsletterUnsubscribedPopup({ props, onClose, closing }: PopupComponentProps<PopupProps['newsletterUnsubscribed']>) {
  const edition = 'edition' in props ? LOCALE_LIST[props.edition] : null;
  return edition ? (
    <MessagePopup
      title={<FormattedMessage id="newsletter.unsubscribed.title" defaultMessage="You are unsubscribed" />}
      body={
        <FormattedMessage
          id="newsletter.unsubscribed.detail"
          defaultMessage="The {edition} newsletter will no longer come to your inbox. You can subscribe again at any time at the foot of any page."
          values={{ edition: <span lang={edition.lang}>{edition.name}</span> }}
        />
      }
      onClose={onClose}
      closing={closing}
    />
  ) : (
    <MessagePopup
      title={<FormattedMessage id="newsletter.unsubscribeFailed.title" defaultMessage="This unsubscribe link does not work" />}
      body={
        <FormattedMessage
          id="newsletter.unsubscribeFailed.detail"
          defaultMessage="It may have been copied incompletely. Open the link in the newsletter again, or write to us through Contact us."
        />
      }
      onClose={onClose}
      closing={closing}
    />
  );
}
