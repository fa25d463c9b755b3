import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_REPORT_NOTE_MAX_LENGTH, COMMENT_REPORT_REASONS, type CommentReportReason } from '../../contracts/communityShapes';
import { reportReasonNames } from '../i18n/communityMessages';
import type { LocalizedError } from '../i18n/formErrors';
import * as styles from './CommentList.module.css';
import { FormError } from './FormError';
import { Popup } from './Popup';
import { SubmitOrCancel } from './SubmitOrCancel';

export interface ReportCommentDialogProps {
  /** The reported comment's author, to name it; '' for a deleted reader. */
  readonly author: string;
  readonly sending: boolean;
  readonly error?: LocalizedError | undefined;
  readonly onSend: (reason: CommentReportReason | undefined, note: string) => void;
  readonly onClose: () => void;
}

/**
 * Report a comment to the editors: one reason of a short list, and a note if the reader wants. The site's modal
 * dialog: named by its title, focus kept inside, Esc and Cancel close it, focus goes back to the Report button.
 */
export function ReportCommentDialog({ author, sending, error, onSend, onClose }: ReportCommentDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState<CommentReportReason | undefined>();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(reason, note);
  };
  return (
    <Popup
      title={<FormattedMessage id="comments.report.title" defaultMessage="Report this comment" />}
      description={
        <FormattedMessage
          id="comments.report.description"
          defaultMessage="The editors will look at the comment by {name}. They will not tell its author who reported it."
          values={{ name: author || intl.formatMessage({ id: 'comments.deletedReader', defaultMessage: 'Deleted reader' }) }}
        />
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.reasons}>
          <legend className={styles.boxLabel}>
            <FormattedMessage id="comments.report.reason" defaultMessage="Why are you reporting it?" />
          </legend>
          {COMMENT_REPORT_REASONS.map((value, index) => (
            <label key={value} className={styles.reason} htmlFor={`${id}-${value}`}>
              <input
                id={`${id}-${value}`}
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                data-autofocus={index === 0 ? true : undefined}
              />
              {intl.formatMessage(reportReasonNames[value])}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-note`} className={styles.boxLabel}>
          <FormattedMessage id="comments.report.note" defaultMessage="Anything the editors should know (optional)" />
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.boxText}
          rows={3}
          maxLength={COMMENT_REPORT_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormError className={styles.boxError} error={error} />
        <SubmitOrCancel busy={sending} onCancel={onClose} submitLabel={<FormattedMessage id="comments.report.send" defaultMessage="Send report" />} />
      </form>
    </Popup>
  );
}
