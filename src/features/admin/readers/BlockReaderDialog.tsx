import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadersStore } from '../../../stores/admin/ReadersStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import { DeskTextField } from '../desk/DeskTextField';
import { reasonProblem } from './readerMessages';

export interface BlockReaderDialogProps {
  readonly readers: ReadersStore;
}

/**
 * Asks before a reader is blocked (why: required, kept for the next editor) or unblocked (a note, optional). What
 * was typed stays whatever the answer.
 */
export const BlockReaderDialog = observer(function BlockReaderDialog({ readers }: BlockReaderDialogProps) {
  const intl = useIntl();
  const { draft } = readers;
  const who = draft ? draft.reader.userName || draft.reader.email : '';
  const blocking = draft?.action !== 'unblock';
  return (
    <DeskConfirmDialog
      open={draft !== null}
      title={
        blocking ? (
          <FormattedMessage id="admin.readers.confirmBlock.title" defaultMessage="Block {name}?" values={{ name: who }} />
        ) : (
          <FormattedMessage id="admin.readers.confirmUnblock.title" defaultMessage="Unblock {name}?" values={{ name: who }} />
        )
      }
      text={
        blocking ? (
          <FormattedMessage
            id="admin.readers.confirmBlock.text"
            defaultMessage="They are signed out everywhere and cannot sign in, comment, like or vote until an editor unblocks them. What they wrote stays."
          />
        ) : (
          <FormattedMessage id="admin.readers.confirmUnblock.text" defaultMessage="They can sign in, comment, like and vote again." />
        )
      }
      keepLabel={<FormattedMessage id="admin.readers.confirm.keep" defaultMessage="Cancel" />}
      confirmLabel={
        blocking ? (
          <FormattedMessage id="admin.readers.confirmBlock.confirm" defaultMessage="Block" />
        ) : (
          <FormattedMessage id="admin.readers.confirmUnblock.confirm" defaultMessage="Unblock" />
        )
      }
      busy={readers.pending !== null}
      onCancel={() => readers.cancel()}
      onConfirm={() => void readers.confirm()}
    >
      {draft && (
        <DeskTextField
          label={
            blocking
              ? intl.formatMessage({ id: 'admin.readers.reason', defaultMessage: 'Why' })
              : intl.formatMessage({ id: 'admin.readers.note', defaultMessage: 'Note (optional)' })
          }
          value={draft.reason}
          onChange={(reason) => readers.type(reason)}
          message={reasonProblem(intl, draft)}
          multiline
          required={blocking}
        />
      )}
    </DeskConfirmDialog>
  );
});
