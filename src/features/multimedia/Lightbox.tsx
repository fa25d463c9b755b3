import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../components/Picture';
import { Popup } from '../../components/Popup';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './MultimediaPage.module.css';

/** How far a finger must travel sideways, and how much more sideways than down, to turn the picture. */
const SWIPE_PX = 48;

/**
 * A gallery's pictures one at a time, on the whole screen (the site's modal <dialog>, components/Popup): Esc and
 * Close shut it, Tab stays inside, focus goes back to the thumbnail that opened it; the arrow keys, the buttons
 * and, on a touch screen, a swipe move between pictures. The hint says whichever applies (pointer: coarse).
 */
export const Lightbox = observer(function Lightbox() {
  const { multimedia, locale } = useStores();
  const intl = useIntl();
  const gallery = multimedia.lightboxGallery;
  const index = multimedia.lightbox?.index ?? 0;
  const open = gallery !== null;
  const swipe = useRef<{ readonly x: number; readonly y: number } | null>(null);

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

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    // A finger moving left brings the next picture in, as on every phone's photo viewer.
    if (dx < 0) multimedia.next();
    else multimedia.previous();
  };

  const picture = gallery?.pictures[index];
  if (!gallery || !picture) return null;
  const count = gallery.pictures.length;
  const { caption, credit } = picture.data[locale];
  return (
    <Popup title={gallery.data[locale].title} onClose={() => multimedia.closeLightbox()} size="full">
      <div className={styles.lightboxStage}>
        <figure
          className={styles.lightboxFigure}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
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
            {credit && <span className={styles.lightboxCredit}>{credit}</span>}
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
            <span className={styles.hintKeys}>
              <FormattedMessage id="multimedia.keys" defaultMessage="Use the arrow keys to move between pictures." />
            </span>
            <span className={styles.hintTouch}>
              <FormattedMessage id="multimedia.swipe" defaultMessage="Swipe left or right to move between pictures." />
            </span>
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
      </div>
    </Popup>
  );
});
