import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../components/Picture';
import { Popup } from '../../components/Popup';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './MultimediaPage.module.css';

/**
 * A gallery's pictures one at a time, on the site's modal <dialog> (components/Popup): Esc and Close shut it,
 * Tab stays inside, focus goes back to the thumbnail that opened it; the arrow keys move between pictures.
 */
export const Lightbox = observer(function Lightbox() {
  const { multimedia, locale } = useStores();
  const intl = useIntl();
  const gallery = multimedia.lightboxGallery;
  const index = multimedia.lightbox?.index ?? 0;
  const open = gallery !== null;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        multimedia.next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        multimedia.previous();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, multimedia]);

  const picture = gallery?.pictures[index];
  if (!gallery || !picture) return null;
  const count = gallery.pictures.length;
  const caption = picture.data[locale].caption;
  return (
    <Popup title={gallery.data[locale].title} onClose={() => multimedia.closeLightbox()} size="wide">
      <figure className={styles.lightboxFigure}>
        <Picture image={picture.image} alt={caption} eager className={styles.lightboxImage} />
        <figcaption className={styles.lightboxCaption}>
          <span aria-live="polite">
            <FormattedMessage
              id="multimedia.position"
              defaultMessage="Picture {index} of {count}"
              values={{ index: index + 1, count }}
            />
          </span>
          <span>{caption}</span>
        </figcaption>
      </figure>
      <div className={styles.lightboxNav}>
        <button
          type="button"
          className={styles.lightboxButton}
          onClick={() => multimedia.previous()}
          aria-label={intl.formatMessage({ id: 'multimedia.previous', defaultMessage: 'Previous picture' })}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <p className={styles.lightboxHint}>
          <FormattedMessage id="multimedia.keys" defaultMessage="Use the arrow keys to move between pictures." />
        </p>
        <button
          type="button"
          className={styles.lightboxButton}
          onClick={() => multimedia.next()}
          aria-label={intl.formatMessage({ id: 'multimedia.next', defaultMessage: 'Next picture' })}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </Popup>
  );
});
