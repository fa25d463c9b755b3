import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { issueProblemText } from './issueMessages';
import * as styles from './Newsletters.module.css';

/** One copy of the issue to an address (the signed-in editor's, unless changed), to read it as a subscriber will. */
export const IssueTestSend = observer(function IssueTestSend({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const problem = editor.problemOf('testTo');
  return (
    <fieldset className={`${desk.settings} ${styles.testSend}`}>
      <legend className={desk.legend}>
        <FormattedMessage id="admin.issues.test.title" defaultMessage="Send a test" />
      </legend>
      <DeskTextField
        type="email"
        label={intl.formatMessage({ id: 'admin.issues.test.to', defaultMessage: 'Send a test copy to' })}
        hint={intl.formatMessage({
          id: 'admin.issues.test.hint',
          defaultMessage: 'One copy, its subject marked as a test, through the mail queue as subscribers get it. Unsaved changes are saved first; the issue stays a draft.',
        })}
        value={editor.testTo}
        required
        onChange={(value) => editor.setTestTo(value)}
        message={problem && issueProblemText(intl, 'testTo', problem)}
      />
      <div className={desk.actionRow}>
        <Button variant="secondary" busy={editor.pending === 'test'} onClick={() => void editor.sendTest()}>
          <FormattedMessage id="admin.issues.test.send" defaultMessage="Send test" />
        </Button>
      </div>
    </fieldset>
  );
});
