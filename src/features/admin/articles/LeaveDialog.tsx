import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import * as styles from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';

/** Asked when a desk link is followed with unsaved changes: stay, or leave (and where the work waits). */
export const LeaveDialog = observer(function LeaveDialog() {
  const desk = useDesk();
  const [, navigate] = useLocation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={desk.pendingLeave !== null} onClose={() => desk.stay()} labelledBy={titleId} describedBy={textId} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          <FormattedMessage id="admin.articles.leave.title" defaultMessage="Leave with unsaved changes?" />
        </h2>
        <p id={textId}>
          {desk.editor?.dirty ? (
            <FormattedMessage
              id="admin.articles.leave.text"
              defaultMessage="Your changes are not saved to the server yet. They stay on this device and are offered back when you open the article again."
            />
          ) : desk.issues.editor?.dirty ? (
            <FormattedMessage
              id="admin.issues.leave.text"
              defaultMessage="Your changes to this newsletter issue are not saved yet. They stay on this device and are offered back when you open the issue again."
            />
          ) : (
            <FormattedMessage
              id="admin.headerHome.leave.text"
              defaultMessage="Your changes to the header and home page are not saved yet. They wait in “Header & home” while the desk stays open; save them there."
            />
          )}
        </p>
        <div className={styles.dialogActions}>
          <Button onClick={() => desk.stay()}>
            <FormattedMessage id="admin.articles.leave.stay" defaultMessage="Stay and keep editing" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              const href = desk.confirmLeave();
              if (href) navigate(href);
            }}
          >
            <FormattedMessage id="admin.articles.leave.go" defaultMessage="Leave" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
