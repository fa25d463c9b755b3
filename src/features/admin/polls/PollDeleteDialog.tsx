import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import * as desk from '../articles/Desk.module.css';

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
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={desk.dialog}>
        <h2 id={titleId} className={desk.dialogTitle}>
          <FormattedMessage id="admin.polls.delete.title" defaultMessage="Delete this poll?" />
        </h2>
        <p id={textId}>
          <FormattedMessage
            id="admin.polls.delete.text"
            defaultMessage="“{question}” and its {votes, plural, one {# vote} other {# votes}} will be removed for good, and its story will show no poll."
            values={{ question, votes }}
          />
        </p>
        <div className={desk.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="admin.polls.delete.keep" defaultMessage="Keep it" />
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            <FormattedMessage id="admin.polls.delete.confirm" defaultMessage="Delete for good" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
