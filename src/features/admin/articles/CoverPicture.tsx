import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import { useStores } from '../../../hooks/StoresContext';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import * as styles from '../desk/Desk.module.css';
import { IMAGE_FORMATS } from '../desk/pictureMessages';
import { MediaChooserDialog } from '../desk/MediaChooserDialog';
import { errorText, fieldNames } from './articleMessages';

export interface CoverPictureProps {
  readonly editor: ArticleEditorStore;
  /** What publishing misses here, in words. */
  readonly message?: string | undefined;
}

/**
 * The cover picture: uploaded (checked for type and size before it is sent, with progress) or chosen from the media
 * library, previewed, dropped.
 */
export const CoverPicture = observer(function CoverPicture({ editor, message }: CoverPictureProps) {
  const intl = useIntl();
  const { locale } = useStores();
  const image = editor.values.image;
  const [choosing, setChoosing] = useState(false);
  const refused = editor.error?.kind === 'imageType' || editor.error?.kind === 'imageTooLarge' ? errorText(intl, editor.error) : undefined;
  return (
    <div className={styles.cover}>
      {image ? (
        <figure className={styles.preview}>
          <img src={image.path} width={image.width} height={image.height} alt={editor.values.data[locale].imageAlt} />
          <figcaption>
            <Button variant="secondary" onClick={() => editor.setSetting('image', null)}>
              <FormattedMessage id="admin.articles.cover.remove" defaultMessage="Remove the picture" />
            </Button>
          </figcaption>
        </figure>
      ) : null}
      {editor.upload ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.articles.cover.uploading', defaultMessage: 'Uploading the picture' })} percent={editor.uploadPercent} />
      ) : (
        <FilePicker
          label={image ? intl.formatMessage({ id: 'admin.articles.cover.replace', defaultMessage: 'Replace the cover picture' }) : intl.formatMessage(fieldNames.image)}
          files={[]}
          accept={ARTICLE_LIMITS.imageTypes.join(',')}
          hint={intl.formatMessage(
            { id: 'admin.articles.cover.hint', defaultMessage: '{types}, up to {size, number} MB. Describe it in each language below.' },
            { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }), size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
          )}
          error={refused ?? message}
          onAdd={(files) => {
            const [file] = files;
            if (file) void editor.uploadImage(file);
          }}
          onRemove={() => editor.setSetting('image', null)}
        />
      )}
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        <FormattedMessage id="admin.articles.cover.chooseFromLibrary" defaultMessage="Choose from the library" />
      </Button>
      <MediaChooserDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={([choice]) => {
          if (choice) editor.chooseCover(choice);
          setChoosing(false);
        }}
      />
    </div>
  );
});
