import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ResourceState } from '../../../components/ResourceState';
import { useStores } from '../../../hooks/StoresContext';
import type { MediaItem } from '../../../../contracts/adminMedia';
import { choiceOf, type MediaChoice, type MediaChooserStore } from '../../../stores/admin/MediaChooserStore';
import * as desk from './Desk.module.css';
import { useDesk } from './DeskContext';
import { DeskTextField } from './DeskTextField';
import { MediaCard } from './MediaCard';
import * as styles from './MediaGrid.module.css';

interface ChooserProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Several are chosen (a gallery): each card is pressed or not, and a button adds them all. */
  readonly multiple?: boolean;
  /** A form's own chooser (the story body's); without one the dialog makes its own from the desk. */
  readonly chooser?: MediaChooserStore | undefined;
}

/**
 * What is chosen: pictures (the default), each with its texts per language and credit — one as soon as it is
 * picked, or, with `multiple`, the several picked once the editor confirms them; or a video, as soon as it is picked.
 */
export type MediaChooserDialogProps = ChooserProps &
  (
    | { readonly kind?: 'picture'; readonly onChoose: (choices: readonly MediaChoice[]) => void }
    | { readonly kind: 'video'; readonly onChoose: (choices: readonly MediaItem[]) => void }
  );

/**
 * "Choose from the media library": a search over the library's pictures and a grid to pick one (or several) from.
 * Its own search, apart from the library screen's, so any desk form can offer it: a story's cover, a picture or a
 * gallery in its text. Rendered into <body>: the forms that open it may not hold its search form, and its submit
 * never reaches theirs.
 */
export const MediaChooserDialog = observer(function MediaChooserDialog(props: MediaChooserDialogProps) {
  const { open, onClose, multiple = false, chooser: lent } = props;
  const video = props.kind === 'video';
  const deskStore = useDesk();
  const [own] = useState(() => lent ?? deskStore.mediaChooser(video ? 'video' : 'picture'));
  const chooser = lent ?? own;
  const [query, setQuery] = useState('');
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useEffect(() => {
    if (open) void chooser.load();
  }, [chooser, open]);
  const choose = intl.formatMessage({ id: 'admin.media.chooser.choose', defaultMessage: 'Choose' });
  const picked = chooser.selected.length;
  return createPortal(
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="wide">
      <div className={desk.dialog}>
        <h2 id={titleId} className={desk.dialogTitle}>
          {video ? (
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
            // React passes events up its own tree, through the portal: the form that opened this must not see it.
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
                {video ? (
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
                      pressed={multiple ? chooser.isSelected(item._id) : undefined}
                      onOpen={(one) => {
                        if (props.kind === 'video') return props.onChoose([one]);
                        if (multiple) return chooser.toggle(one);
                        const choice = choiceOf(one);
                        if (choice) props.onChoose([choice]);
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
        <div className={`${desk.dialogActions} ${styles.chooserActions}`}>
          {multiple && props.kind !== 'video' && (
            <Button
              disabled={picked === 0}
              onClick={() => {
                props.onChoose(chooser.selected);
                // The next time it opens, nothing is chosen yet.
                chooser.clearSelection();
              }}
            >
              <FormattedMessage id="admin.media.chooser.addSeveral" defaultMessage="{count, plural, =0 {Add the chosen pictures} one {Add # picture} other {Add # pictures}}" values={{ count: picked }} />
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="admin.media.chooser.cancel" defaultMessage="Cancel" />
          </Button>
        </div>
      </div>
    </Dialog>,
    document.body,
  );
});
