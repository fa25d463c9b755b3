import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { ImageRef, Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import type { BodyMediaStore, BodyPicture } from '../../../stores/admin/BodyMediaStore';
import { MediaChooserDialog } from '../desk/MediaChooserDialog';
import { IMAGE_FORMATS, pictureErrorText } from '../desk/pictureMessages';
import * as styles from './RichTextEditor.module.css';

export interface PictureSourceProps {
  readonly media: BodyMediaStore;
  /** The picture chosen so far (a picture block's), shown above; null for none, or for a gallery's next one. */
  readonly image: ImageRef | null;
  readonly alt: string;
  /** The dialog was submitted without a picture. */
  readonly missing: boolean;
  /** A gallery takes several at once. */
  readonly multiple?: boolean;
  /** The body's language: a library picture's alt text comes in it. */
  readonly lang: Locale;
  /** Each picture as it comes: an upload's without texts, a library one's with its alt text and credit. */
  readonly onPicture: (picture: BodyPicture) => void;
}

/**
 * Where a block's picture comes from: an upload (type and size checked first, then sent with its progress) or the
 * media library (the desk's chooser, lent through BodyMediaStore; several at once for a gallery). A refusal is said
 * here, in the dialog.
 */
export const PictureSource = observer(function PictureSource({ media, image, alt, missing, multiple = false, lang, onPicture }: PictureSourceProps) {
  const intl = useIntl();
  // A refusal belongs to the dialog it was said in: the next one starts without it.
  useEffect(
    () => () => {
      media.clearRefusal();
      media.closeLibrary();
    },
    [media],
  );
  const error = media.refusal
    ? pictureErrorText(intl, media.refusal)
    : missing
      ? intl.formatMessage({ id: 'admin.editor.picture.missing', defaultMessage: 'Choose a picture for this block.' })
      : undefined;
  const upload = async (files: readonly File[]) => {
    for (const file of multiple ? files : files.slice(0, 1)) {
      const kept = await media.uploadPicture(file);
      if (!kept) return;
      onPicture({ image: kept, alt: '', credit: '' });
    }
  };
  return (
    <div className={styles.source}>
      {image && <img className={styles.sourcePreview} src={image.path} width={image.width} height={image.height} alt={alt} />}
      {media.uploading ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.articles.cover.uploading', defaultMessage: 'Uploading the picture' })} percent={media.percent} />
      ) : (
        <FilePicker
          label={
            multiple
              ? intl.formatMessage({ id: 'admin.editor.gallery.upload', defaultMessage: 'Upload pictures' })
              : image
                ? intl.formatMessage({ id: 'admin.editor.picture.replace', defaultMessage: 'Replace the picture' })
                : intl.formatMessage({ id: 'admin.editor.picture.upload', defaultMessage: 'Upload a picture' })
          }
          files={[]}
          accept={ARTICLE_LIMITS.imageTypes.join(',')}
          hint={intl.formatMessage(
            { id: 'admin.editor.picture.hint', defaultMessage: '{types}, up to {size, number} MB.' },
            { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }), size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
          )}
          error={error}
          onAdd={(files) => void upload(files)}
          onRemove={() => undefined}
        />
      )}
      {media.library && (
        <>
          <Button variant="secondary" onClick={() => media.openLibrary(multiple ? 'several' : 'one')}>
            {intl.formatMessage({ id: 'admin.editor.picture.library', defaultMessage: 'Choose from the media library' })}
          </Button>
          <MediaChooserDialog
            open={media.choosing !== null}
            chooser={media.library}
            multiple={media.choosing === 'several'}
            onClose={() => media.closeLibrary()}
            onChoose={(choices) => media.takeFromLibrary(choices, lang).forEach(onPicture)}
          />
        </>
      )}
    </div>
  );
});
