import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ImageRef, Locale } from '../../../../contracts/common';
import { PICTURE_SIZES, type PictureBlock, type PictureSize } from '../../../lib/storyBlocks';
import type { BodyMediaStore } from '../../../stores/admin/BodyMediaStore';
import { BodyBlockDialog } from './BodyBlockDialog';
import { DialogTextField } from './DialogTextField';
import { PictureSource } from './PictureSource';
import { imageOfBlock, blockImage } from './blockImages';
import * as styles from './RichTextEditor.module.css';

const SIZE_NAMES = defineMessages<PictureSize>({
  inline: { id: 'admin.editor.picture.size.inline', defaultMessage: 'Inline: as wide as the text' },
  wide: { id: 'admin.editor.picture.size.wide', defaultMessage: 'Wide: the whole story column' },
  full: { id: 'admin.editor.picture.size.full', defaultMessage: 'Full: the whole screen' },
});

export interface PictureDialogProps {
  /** The picture block being edited, or null to add one. */
  readonly initial: PictureBlock | null;
  readonly media: BodyMediaStore;
  /** The body's language: a library picture's alt text comes in it. */
  readonly lang: Locale;
  readonly onApply: (block: PictureBlock) => void;
  readonly onClose: () => void;
}

/**
 * A picture in the body (docs/decisions/097, 106): uploaded (the desk's picture upload, with its progress) or chosen
 * from the media library, which fills in its alt text in the body's language and its credit (still editable, and
 * the editor's own stay where the library has none); its alt text (required: a reader who cannot see it hears it),
 * its caption and credit, and its size on the reader's page.
 */
export const PictureDialog = observer(function PictureDialog({ initial, media, lang, onApply, onClose }: PictureDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [image, setImage] = useState<ImageRef | null>(initial ? imageOfBlock(initial) : null);
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [credit, setCredit] = useState(initial?.credit ?? '');
  const [size, setSize] = useState<PictureSize>(initial?.size ?? 'inline');
  const [tried, setTried] = useState(false);
  const missingPicture = tried && !image;
  const missingAlt = tried && alt.trim() === '';

  const apply = () => {
    setTried(true);
    if (!image || alt.trim() === '') return;
    onApply({ ...blockImage(image, alt.trim()), size, caption: caption.trim(), credit: credit.trim() });
  };

  return (
    <BodyBlockDialog
      editing={initial !== null}
      addTitle={intl.formatMessage({ id: 'admin.editor.picture.addTitle', defaultMessage: 'Add a picture' })}
      editTitle={intl.formatMessage({ id: 'admin.editor.picture.editTitle', defaultMessage: 'Edit the picture' })}
      onSubmit={apply}
      onClose={onClose}
    >
      <PictureSource
        media={media}
        image={image}
        alt={alt}
        missing={missingPicture}
        lang={lang}
        onPicture={(chosen) => {
          setImage(chosen.image);
          if (chosen.alt) setAlt(chosen.alt);
          if (chosen.credit) setCredit(chosen.credit);
        }}
      />
      <DialogTextField
        label={intl.formatMessage({ id: 'admin.editor.picture.alt', defaultMessage: 'Alt text' })}
        value={alt}
        onChange={setAlt}
        required
        hint={intl.formatMessage({ id: 'admin.editor.picture.altHint', defaultMessage: 'What the picture shows, for readers who cannot see it.' })}
        error={missingAlt ? intl.formatMessage({ id: 'admin.editor.picture.altMissing', defaultMessage: 'Describe the picture: alt text is required.' }) : null}
      />
      <DialogTextField label={intl.formatMessage({ id: 'admin.editor.picture.caption', defaultMessage: 'Caption' })} value={caption} onChange={setCaption} />
      <DialogTextField
        label={intl.formatMessage({ id: 'admin.editor.picture.credit', defaultMessage: 'Credit' })}
        value={credit}
        onChange={setCredit}
        hint={intl.formatMessage({ id: 'admin.editor.picture.creditHint', defaultMessage: 'Who made the picture, e.g. "Photo: Wen Li".' })}
      />
      <fieldset className={styles.sizes}>
        <legend className={styles.linkLabel}>{intl.formatMessage({ id: 'admin.editor.picture.size', defaultMessage: 'Size' })}</legend>
        {PICTURE_SIZES.map((each) => (
          <label key={each} className={styles.sizeOption}>
            <input type="radio" name={`${id}-size`} value={each} checked={size === each} onChange={() => setSize(each)} />
            {intl.formatMessage(SIZE_NAMES[each])}
          </label>
        ))}
      </fieldset>
    </BodyBlockDialog>
  );
});
