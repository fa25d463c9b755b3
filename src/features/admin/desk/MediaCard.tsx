import { FormattedMessage, useIntl } from 'react-intl';
import type { MediaItem } from '../../../../contracts/adminMedia';
import type { Locale } from '../../../../contracts/common';
import { Picture } from '../../../components/Picture';
import * as styles from './MediaGrid.module.css';
import { mediaKindName } from './pictureMessages';

export interface MediaCardProps {
  readonly item: MediaItem;
  readonly locale: Locale;
  /** Opens the item (the library's detail) or chooses it (the chooser). */
  readonly onOpen: (item: MediaItem) => void;
  /** The button's words before the item's name ("Open", "Choose"). */
  readonly action: string;
  /** Where several are chosen (a gallery): whether this one is, said as a pressed button. */
  readonly pressed?: boolean | undefined;
}

/** One item of a library grid: its thumbnail (lazy, from its renditions) or a sound's mark, its name, what it lacks. */
export function MediaCard({ item, locale, onOpen, action, pressed }: MediaCardProps) {
  const intl = useIntl();
  const alt = item.alt[locale];
  const meta = [mediaKindName(intl, item.kind), item.image ? `${item.image.width}×${item.image.height}` : null].filter(Boolean).join(' · ');
  return (
    <li className={styles.card}>
      <button type="button" className={styles.cardButton} aria-pressed={pressed} onClick={() => onOpen(item)}>
        <span className={styles.thumb}>
          {item.image ? (
            <Picture image={item.image} alt={alt} sizes="(max-width: 40rem) 50vw, 12rem" className={styles.thumbPicture} />
          ) : (
            <span className={styles.soundMark} aria-hidden="true" />
          )}
        </span>
        <span className={styles.cardText}>
          <span className={styles.visuallyHidden}>{action} </span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.meta}>{meta}</span>
          {alt === '' && (
            <span className={styles.missing}>
              <FormattedMessage id="admin.media.noAlt" defaultMessage="No text in this language yet" />
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
