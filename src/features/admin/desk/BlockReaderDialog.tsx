import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { READER_LIMITS } from '../../../../contracts/adminReaders';
import type { BlockDraft, ReaderBlockStore } from '../../../stores/admin/ReaderBlockStore';
import { DeskConfirmDialog } from './DeskConfirmDialog';
import { DeskTextField } from './DeskTextField';

export interface BlockReaderDialogProps {
  readonly blocking: ReaderBlockStore;
}

/** What is wrong with the reason typed, in words. */
function reasonProblem(intl: IntlShape, draft: BlockDraft): string | undefined {
  if (draft.invalid === 'reasonRequired') return intl.formatMessage({ id: 'admin.readers.reasonRequired', defaultMessage: 'Say why this reader is blocked: the next editor will read it.' });
  if (draft.invalid === 'reasonTooLong') {
    return intl.formatMessage(
      { id: 'admin.readers.reasonTooLong', defaultMessage: 'At most {limit} characters: {over} too many.' },
      { limit: READER_LIMITS.reason, over: draft.reason.trim().length - READER_LIMITS.reason },
    );
  }
  return undefined;
}

/**
 * Asks before a reader is blocked (why: required, kept for the next editor) or unblocked (a note, optional), from
 * the readers desk and from the comments queue alike. What was typed stays whatever the answer.
 */
export const BlockReaderDialog = observer(function BlockReaderDialog({ blocking: store }: BlockReaderDialogProps) {
  const intl = useIntl();
  const { draft } = store;
  const who = draft?.name ?? '';
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
      busy={store.busy}
      onCancel={() => store.cancel()}
      onConfirm={() => void store.confirm()}
    >
      {draft && (
        <DeskTextField
          label={
            blocking
              ? intl.formatMessage({ id: 'admin.readers.reason', defaultMessage: 'Why' })
              : intl.formatMessage({ id: 'admin.readers.note', defaultMessage: 'Note (optional)' })
          }
          value={draft.reason}
          onChange={(reason) => store.type(reason)}
          message={reasonProblem(intl, draft)}
          multiline
          required={blocking}
        />
      )}
    </DeskConfirmDialog>
  );
});
