import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { IssueEditorStore } from '../../../stores/admin/IssueEditorStore';
import * as styles from '../desk/Desk.module.css';

/** Work on this issue kept on this device and newer than the server's (a reload, a crash, a page left): back, or drop it. */
export const IssueRestoreOffer = observer(function IssueRestoreOffer({ editor }: { readonly editor: IssueEditorStore }) {
  const intl = useIntl();
  const titleId = useId();
  const offer = editor.restoreOffer;
  if (!offer) return null;
  return (
    <section className={styles.notice} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className={styles.noticeTitle}>
        <FormattedMessage id="admin.articles.restore.title" defaultMessage="Unsaved work found on this device" />
      </h2>
      <p>
        <FormattedMessage
          id="admin.issues.restore.text"
          defaultMessage="You changed this issue on {when} and those changes were never saved. Restore them to go on, or discard them to keep the saved version."
          values={{ when: intl.formatDate(offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
      </p>
      <div className={styles.dialogActions}>
        <Button onClick={() => editor.restore()}>
          <FormattedMessage id="admin.articles.restore.restore" defaultMessage="Restore my changes" />
        </Button>
        <Button variant="secondary" onClick={() => editor.discardLocal()}>
          <FormattedMessage id="admin.articles.restore.discard" defaultMessage="Discard them" />
        </Button>
      </div>
    </section>
  );
});
