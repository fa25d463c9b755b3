import { FormattedMessage } from 'react-intl';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

export interface PollDeleteDialogProps {
  readonly open: boolean;
  readonly question: string;
  readonly votes: number;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Deleting asks first, naming the poll and its votes; Keep is the first (and focused) choice. */
export function PollDeleteDialog({ open, question, votes, busy, onCancel, onConfirm }: PollDeleteDialogProps) {
  return (
    <DeskConfirmDialog
      open={open}
      title={<FormattedMessage id="admin.polls.delete.title" defaultMessage="Delete this poll?" />}
      text={
        <FormattedMessage
          id="admin.polls.delete.text"
          defaultMessage="“{question}” and its {votes, plural, one {# vote} other {# votes}} will be removed for good, and its story will show no poll."
          values={{ question, votes }}
        />
      }
      keepLabel={<FormattedMessage id="admin.polls.delete.keep" defaultMessage="Keep it" />}
      confirmLabel={<FormattedMessage id="admin.polls.delete.confirm" defaultMessage="Delete for good" />}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
