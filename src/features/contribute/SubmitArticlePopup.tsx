import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContactFormPopup } from '../../components/ContactFormPopup';
import type { PopupComponentProps } from '../../components/Popup';
import { UploadProgress } from '../../components/UploadProgress';
import { useStores } from '../../hooks/StoresContext';
import type { SubmitArticleValues } from '../../lib/validation';
import { FilesField } from './FilesField';
import type { PopupProps } from '../../stores/PopupsStore';
import { formSubmit } from '../../lib/refusal';

/**
 * SPEC §2 submit article, opened by the header's Contribute and the footer's instructions for authors. The
 * store validates on submit (SPEC §5, the attachment limits), uploads with progress, and then, sent or not
 * (§8: failures are swallowed), opens the generic success popup in place of this one (§4). Closing the popup
 * cancels an upload under way.
 */
export const SubmitArticlePopup = observer(function SubmitArticlePopup({ onClose, closing }: PopupComponentProps<PopupProps['submitArticle']>) {
  const { session, contact } = useStores();
  const intl = useIntl();
  return (
    <ContactFormPopup<SubmitArticleValues>
      title={<FormattedMessage id="contribute.title" defaultMessage="Submit your article" />}
      description={
        <FormattedMessage
          id="contribute.intro"
          defaultMessage="Send us your article, essay, photographs or idea: tell us about it and attach your manuscript and pictures. The editors read every contribution and reply by email."
        />
      }
      onClose={onClose}
      closing={closing}
      onSubmit={formSubmit(contact.submit)}
      initialValues={session.contactDetails}
      submitLabel={<FormattedMessage id="contribute.submit" defaultMessage="Send contribution" />}
      busyLabel={<FormattedMessage id="contribute.sending" defaultMessage="Sending…" />}
      commentLabel={intl.formatMessage({ id: 'contribute.comment', defaultMessage: 'About your contribution' })}
    >
      <FilesField />
      {/* Only while files are really on their way: a submit that stops at validation shows no bar. */}
      {contact.upload && (
        <UploadProgress
          label={intl.formatMessage({ id: 'contribute.uploading', defaultMessage: 'Uploading your files' })}
          percent={contact.uploadPercent}
        />
      )}
    </ContactFormPopup>
  );
});
