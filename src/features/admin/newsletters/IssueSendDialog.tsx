import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_LIST } from '../../../../contracts/locales';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as desk from '../desk/Desk.module.css';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import { issueErrorText } from './issueMessages';

/**
 * Asked before an issue goes out: its subject, the edition and how many confirmed subscribers receive it, and that
 * it cannot be taken back. With nobody to send to, it only says so.
 */
export const IssueSendDialog = observer(function IssueSendDialog({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const question = editor.sendQuestion;
  const edition = LOCALE_LIST[editor.edition].name;
  const recipients = question?.recipients ?? 0;
  return (
    <DeskConfirmDialog
      open={question !== null}
      title={<FormattedMessage id="admin.issues.send.title" defaultMessage="Send this issue now?" />}
      text={
        recipients > 0 ? (
          <FormattedMessage
            id="admin.issues.send.text"
            defaultMessage="“{subject}” goes to the {count, plural, one {# confirmed subscriber} other {# confirmed subscribers}} of the {edition} newsletter, one mail each with their own unsubscribe link. A sent issue cannot be changed or sent again."
            values={{ subject: editor.values.subject, count: recipients, edition }}
          />
        ) : (
          <FormattedMessage
            id="admin.issues.send.nobody"
            defaultMessage="Nobody has confirmed the {edition} newsletter yet: sending now would reach no one. Send it once readers have confirmed."
            values={{ edition }}
          />
        )
      }
      keepLabel={<FormattedMessage id="admin.issues.send.keep" defaultMessage="Not yet" />}
      confirmLabel={
        recipients > 0 ? (
          <FormattedMessage id="admin.issues.send.confirm" defaultMessage="Send to {count, plural, one {# subscriber} other {# subscribers}}" values={{ count: recipients }} />
        ) : null
      }
      busy={editor.pending === 'send'}
      onCancel={() => editor.cancelSend()}
      onConfirm={() => void editor.confirmSend()}
    >
      {question?.error && (
        <p className={desk.errorMessage} role="alert">
          {issueErrorText(intl, question.error)}
        </p>
      )}
    </DeskConfirmDialog>
  );
});
