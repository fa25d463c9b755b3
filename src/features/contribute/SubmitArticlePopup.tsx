import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PopupComponentProps } from '../../app/popupRegistry';
import { Button } from '../../components/Button';
import { ContactFields } from '../../components/ContactFields';
import { FilePicker } from '../../components/FilePicker';
import { Popup } from '../../components/Popup';
import { TextAreaField } from '../../components/TextAreaField';
import { UploadProgress } from '../../components/UploadProgress';
import type { LocalizedError } from '../../i18n/formErrors';
import { addAttachments, ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '../../stores/ContactStore';
import { phoneDigits } from '../../stores/phone';
import { useStores } from '../../stores/StoresContext';
import type { SubmitArticleValues } from '../../stores/validation';
import * as styles from './SubmitArticlePopup.module.css';

const NO_FILES: readonly File[] = [];

/**
 * SPEC §2 submit article, opened by the header's Contribute and the footer's instructions for authors. The
 * store validates on submit (SPEC §5, the attachment limits), uploads with progress, and then, sent or not
 * (§8: failures are swallowed), opens the generic success popup in place of this one (§4).
 */
export const SubmitArticlePopup = observer(function SubmitArticlePopup({ onClose, closing }: PopupComponentProps) {
  const { contact } = useStores();
  const intl = useIntl();
  return (
    <Popup
      title={<FormattedMessage id="contribute.title" defaultMessage="Submit your article" />}
      onClose={onClose}
      closing={closing}
      size="wide"
    >
      <Form<SubmitArticleValues>
        onSubmit={async (values, form) => {
          const errors = await contact.submit(values);
          if (!errors) setTimeout(() => form.reset());
          return errors;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <p className={styles.intro}>
              <FormattedMessage
                id="contribute.intro"
                defaultMessage="Send us your article, essay, photographs or idea: tell us about it and attach your manuscript and pictures. The editors read every contribution and reply by email."
              />
            </p>
            <ContactFields parsePhone={phoneDigits} />
            <Field
              name="comment"
              component={TextAreaField}
              required
              label={intl.formatMessage({ id: 'contribute.comment', defaultMessage: 'About your contribution' })}
            />
            <FilesField />
            {submitting && (
              <UploadProgress
                label={intl.formatMessage({ id: 'contribute.uploading', defaultMessage: 'Uploading your files' })}
                percent={contact.uploadPercent}
              />
            )}
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                {submitting ? (
                  <FormattedMessage id="contribute.sending" defaultMessage="Sending…" />
                ) : (
                  <FormattedMessage id="contribute.submit" defaultMessage="Send contribution" />
                )}
              </Button>
            </div>
          </form>
        )}
      />
    </Popup>
  );
});

/**
 * The `files` field. A file that would break a limit is not added, and the message names it; the submission's
 * own error (no file attached) shows until the list changes.
 */
function FilesField() {
  const intl = useIntl();
  const { input, meta } = useField<readonly File[]>('files', {
    subscription: { value: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const [refused, setRefused] = useState<LocalizedError>();
  const files = input.value || NO_FILES;
  const submitError = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as LocalizedError | undefined);
  const shown = submitError ?? refused;
  return (
    <FilePicker
      label={intl.formatMessage({ id: 'contribute.files', defaultMessage: 'Files' })}
      hint={intl.formatMessage(
        {
          id: 'contribute.files.hint',
          defaultMessage:
            'Manuscripts and pictures ({types}): up to {max} files, {fileLimit} MB each and {totalLimit} MB in total.',
        },
        {
          types: ATTACHMENT_TYPES,
          max: ATTACHMENT_LIMITS.maxFiles,
          fileLimit: ATTACHMENT_LIMITS.fileMb,
          totalLimit: ATTACHMENT_LIMITS.totalMb,
        },
      )}
      accept={ATTACHMENT_ACCEPT}
      required
      files={files}
      error={shown ? intl.formatMessage(shown.message, shown.values) : undefined}
      onAdd={(incoming) => {
        const added = addAttachments(files, incoming);
        setRefused(added.rejected);
        input.onChange(added.files);
      }}
      onRemove={(index) => {
        setRefused(undefined);
        input.onChange(files.filter((_, position) => position !== index));
      }}
    />
  );
}
