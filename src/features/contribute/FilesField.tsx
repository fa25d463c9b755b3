import { useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FilePicker } from '../../components/FilePicker';
import { formatError, type LocalizedError } from '../../i18n/formErrors';
import { addAttachments, ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '../../stores/ContactStore';

const NO_FILES: readonly File[] = [];

/**
 * The contribution's `files` field. A file that would break a limit is not added, and the message names it; the
 * submission's own error (no file attached) shows until the list changes.
 */
export function FilesField() {
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
          types: intl.formatList(ATTACHMENT_TYPES, { type: 'conjunction', style: 'narrow' }),
          max: ATTACHMENT_LIMITS.maxFiles,
          fileLimit: ATTACHMENT_LIMITS.fileMb,
          totalLimit: ATTACHMENT_LIMITS.totalMb,
        },
      )}
      accept={ATTACHMENT_ACCEPT}
      required
      files={files}
      error={shown ? formatError(intl, shown) : undefined}
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
