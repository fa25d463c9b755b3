import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ImageRef, Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import type { GalleryBlock } from '../../../lib/storyBlocks';
import type { BodyMediaStore } from '../../../stores/admin/BodyMediaStore';
import { BodyBlockDialog } from './BodyBlockDialog';
import { blockImage, imageOfBlock } from './blockImages';
import { DialogTextField } from './DialogTextField';
import { PictureSource } from './PictureSource';
import * as styles from './RichTextEditor.module.css';

/** A gallery is several pictures: fewer is a picture block. */
export const GALLERY_MIN = 2;

export interface GalleryDialogProps {
  readonly initial: GalleryBlock | null;
  readonly media: BodyMediaStore;
  /** The body's language: library pictures' alt texts come in it. */
  readonly lang: Locale;
  readonly onApply: (block: GalleryBlock) => void;
  readonly onClose: () => void;
}

interface Entry {
  readonly image: ImageRef;
  readonly alt: string;
}

/**
 * A gallery in the body: several pictures (uploaded, or several chosen from the media library at once, their alt
 * texts filled in the body's language), each with its alt text (required), and one caption for them all.
 */
export const GalleryDialog = observer(function GalleryDialog({ initial, media, lang, onApply, onClose }: GalleryDialogProps) {
  const intl = useIntl();
  const [entries, setEntries] = useState<readonly Entry[]>(initial ? initial.images.map((image) => ({ image: imageOfBlock(image), alt: image.alt })) : []);
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [tried, setTried] = useState(false);

  const apply = () => {
    setTried(true);
    if (entries.length < GALLERY_MIN || entries.some((entry) => entry.alt.trim() === '')) return;
    onApply({ images: entries.map((entry) => blockImage(entry.image, entry.alt.trim())), caption: caption.trim() });
  };

  return (
    <BodyBlockDialog
      editing={initial !== null}
      addTitle={intl.formatMessage({ id: 'admin.editor.gallery.addTitle', defaultMessage: 'Add a gallery' })}
      editTitle={intl.formatMessage({ id: 'admin.editor.gallery.editTitle', defaultMessage: 'Edit the gallery' })}
      onSubmit={apply}
      onClose={onClose}
    >
      {entries.length > 0 && (
        <ol className={styles.galleryList}>
          {entries.map((entry, index) => (
            <li key={`${entry.image.path}-${index}`} className={styles.galleryItem}>
              <img className={styles.galleryThumb} src={entry.image.path} width={entry.image.width} height={entry.image.height} alt="" />
              <DialogTextField
                label={intl.formatMessage({ id: 'admin.editor.gallery.alt', defaultMessage: 'Alt text of picture {number}' }, { number: index + 1 })}
                value={entry.alt}
                required
                onChange={(alt) => setEntries(entries.map((each, at) => (at === index ? { ...each, alt } : each)))}
                error={
                  tried && entry.alt.trim() === ''
                    ? intl.formatMessage({ id: 'admin.editor.picture.altMissing', defaultMessage: 'Describe the picture: alt text is required.' })
                    : null
                }
              />
              <Button variant="link" onClick={() => setEntries(entries.filter((_, at) => at !== index))}>
                {intl.formatMessage({ id: 'admin.editor.gallery.remove', defaultMessage: 'Remove picture {number}' }, { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <PictureSource
        media={media}
        image={null}
        alt=""
        multiple
        missing={false}
        lang={lang}
        onPicture={(picture) => setEntries((shown) => [...shown, { image: picture.image, alt: picture.alt }])}
      />
      {tried && entries.length < GALLERY_MIN && (
        <p className={styles.linkError} role="alert">
          {intl.formatMessage({ id: 'admin.editor.gallery.tooFew', defaultMessage: 'A gallery has at least {count, number} pictures.' }, { count: GALLERY_MIN })}
        </p>
      )}
      <DialogTextField label={intl.formatMessage({ id: 'admin.editor.picture.caption', defaultMessage: 'Caption' })} value={caption} onChange={setCaption} />
    </BodyBlockDialog>
  );
});
