import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IssueStory } from '../../../../contracts/adminNewsletters';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { issueFieldNames } from './issueMessages';

/** Someone else saved the issue first: what differs (the stories by title, in order), and the editor chooses. */
export const IssueConflictView = observer(function IssueConflictView({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const theirs = editor.conflict;
  if (!theirs) return null;
  const shown = (value: unknown) =>
    Array.isArray(value) ? intl.formatList((value as IssueStory[]).map((story, index) => `${intl.formatNumber(index + 1)}. ${story.title}`)) : typeof value === 'string' ? value : '';
  return (
    <DeskConflictPanel
      title={<FormattedMessage id="admin.issues.conflict.title" defaultMessage="Someone else has saved this issue since you opened it" />}
      text={
        <FormattedMessage
          id="admin.issues.conflict.text"
          defaultMessage="Their version was saved on {when}. Compare what differs, then keep their version or save yours over it."
          values={{ when: intl.formatDate(theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
      }
      rows={editor.differences.map((difference) => ({
        key: difference.field,
        label: intl.formatMessage(issueFieldNames[difference.field]),
        theirs: shown(difference.theirs),
        mine: shown(difference.mine),
      }))}
      busy={editor.updating}
      takeFocus
      onKeepTheirs={() => editor.keepTheirs()}
      onSaveMine={() => void editor.saveMine()}
    />
  );
});
