import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ResourceState } from '../../../components/ResourceState';
import { useStores } from '../../../hooks/StoresContext';
import type { MediaItem } from '../../../../contracts/adminMedia';
import { choiceOf, type MediaChoice } from '../../../stores/admin/MediaChooserStore';
import * as desk from './Desk.module.css';
import { useDesk } from './DeskContext';
import { DeskTextField } from './DeskTextField';
import { MediaCard } from './MediaCard';
import * as styles from './MediaGrid.module.css';

export interface MediaChooserDialogProps {
  readonly open: boolean;
  /** The picture chosen, with its texts per language and credit (to fill in where the form has none). */
  readonly onChoose?: (choice: MediaChoice) => void;
  readonly onClose: () => void;
  /** A video chooser instead of a picture one: the video chosen. */
  readonly onChooseVideo?: (item: MediaItem) => void;
}

/**
 * "Choose from the media library": a search over the library's pictures and a grid to pick one from. Self-contained
 * (its own search, apart from the library screen's), so any desk form can offer it: a story's cover, a picture in
 * its text.
 */
export const MediaChooserDialog = observer(function MediaChooserDialog({ open, onChoose, onClose, onChooseVideo }: MediaChooserDialogProps) {
  const deskStore = useDesk();
  const [chooser] = useState(() => deskStore.mediaChooser(onChooseVideo ? 'video' : 'picture'));
  const [query, setQuery] = useState('');
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useEffect(() => {
    if (open) void chooser.load();
  }, [chooser, open]);
  const choose = intl.formatMessage({ id: 'admin.media.chooser.choose', defaultMessage: 'Choose' });
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="wide">
      <div className={desk.dialog}>
        <h2 id={titleId} className={desk.dialogTitle}>
          {onChooseVideo ? (
            <FormattedMessage id="admin.media.chooser.videoTitle" defaultMessage="Choose a video from the media library" />
          ) : (
            <FormattedMessage id="admin.media.chooser.title" defaultMessage="Choose from the media library" />
          )}
        </h2>
        <form
          role="search"
          className={styles.chooserSearch}
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog may be opened from inside a form (a gallery's editor): its search is not that form's submit.
            event.stopPropagation();
            void chooser.search(query);
          }}
        >
          <DeskTextField label={intl.formatMessage({ id: 'admin.media.filter.query', defaultMessage: 'Search names, descriptions and credits' })} value={query} onChange={setQuery} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="admin.media.chooser.search" defaultMessage="Search" />
          </Button>
        </form>
        <ResourceState resource={chooser.results} onRetry={() => void chooser.results.retry()} skeleton="cards">
          {(page) =>
            page.items.length === 0 ? (
              <p>
                {onChooseVideo ? (
                  <FormattedMessage id="admin.media.chooser.noVideo" defaultMessage="No video in the library matches." />
                ) : (
                  <FormattedMessage id="admin.media.chooser.none" defaultMessage="No picture in the library matches." />
                )}
              </p>
            ) : (
              <>
                <ul className={styles.grid}>
                  {page.items.map((item) => (
                    <MediaCard
                      key={item._id}
                      item={item}
                      locale={locale}
                      action={choose}
                      onOpen={(one) => {
                        if (onChooseVideo) {
                          onChooseVideo(one);
                          return;
                        }
                        const choice = choiceOf(one);
                        if (choice) onChoose?.(choice);
                      }}
                    />
                  ))}
                </ul>
                {page.pageCount > 1 && (
                  <div className={styles.chooserPages}>
                    <Button variant="secondary" disabled={page.page <= 1} onClick={() => void chooser.search(chooser.query, page.page - 1)}>
                      <FormattedMessage id="admin.media.chooser.previous" defaultMessage="Previous page" />
                    </Button>
                    <Button variant="secondary" disabled={page.page >= page.pageCount} onClick={() => void chooser.search(chooser.query, page.page + 1)}>
                      <FormattedMessage id="admin.media.chooser.next" defaultMessage="Next page" />
                    </Button>
                  </div>
                )}
              </>
            )
          }
        </ResourceState>
        <div className={desk.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="admin.media.chooser.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
});
