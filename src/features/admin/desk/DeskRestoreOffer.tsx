import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './Desk.module.css';

export interface DeskRestoreOfferProps {
  /** The editor whose session keeps the copy (stores/admin/EditSession.ts): its offer, and the two answers. */
  readonly editor: {
    readonly restoreOffer: { readonly savedAt: number } | null;
    restore(): void;
    discardLocal(): void;
  };
  /** What was changed and when, in the document's own words ("You changed this article on …"). */
  readonly text: (savedAt: number) => ReactNode;
}

/** A local copy newer than the server's (a reload, a crash, a page left): bring it back, or drop it. */
export const DeskRestoreOffer = observer(function DeskRestoreOffer({ editor, text }: DeskRestoreOfferProps) {
  const titleId = useId();
  const offer = editor.restoreOffer;
  if (!offer) return null;
  return (
    <section className={styles.notice} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className={styles.noticeTitle}>
        <FormattedMessage id="admin.articles.restore.title" defaultMessage="Unsaved work found on this device" />
      </h2>
      <p>{text(offer.savedAt)}</p>
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
