import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { UploadProgress } from '../../../components/UploadProgress';
import { choiceOf } from '../../../stores/admin/MediaChooserStore';
import type { MultimediaEditorStore } from '../../../stores/admin/MultimediaEditorStore';
import type { GalleryValues } from '../../../stores/admin/multimediaValues';
import * as desk from '../desk/Desk.module.css';
import { MediaChooserDialog } from '../desk/MediaChooserDialog';
import { MoveButtons } from '../desk/MoveButtons';
import { deskErrorText } from '../desk/sessionMessages';
import { LibraryFileButtons } from './LibraryFileButtons';
import { multimediaFieldNames, multimediaOwnTexts, multimediaProblemText } from './multimediaMessages';
import * as styles from './Multimedia.module.css';

/** The name a picture goes by in the list: its caption in the desk's language, else its file's name. */
export const pictureName = (picture: GalleryValues['pictures'][number], locale: Locale) => picture.data[locale].caption.trim() || (picture.image.path.split('/').pop() ?? '');

/**
 * A gallery's pictures in the order readers page through them: added from the media library (or uploaded into it),
 * moved up and down by buttons (the keyboard's way, focus kept on the button pressed), removed. Their captions and
 * credits are written per language, in the language tabs.
 */
export const GalleryPictures = observer(function GalleryPictures({ editor, values, locale }: { readonly editor: MultimediaEditorStore; readonly values: GalleryValues; readonly locale: Locale }) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const session = editor.session;
  const problem = editor.problemFor('pictures');
  const refused = editor.refusedField?.startsWith('pictures') && session.error ? deskErrorText(intl, session.error, multimediaOwnTexts) : undefined;
  const message = problem ? multimediaProblemText(intl, problem, 0) : refused;
  const move = (index: number, path: string, direction: 'up' | 'down') => {
    editor.movePicture(index, direction);
    // The row moved: the button pressed keeps the focus, so the next press moves it again.
    requestAnimationFrame(() => buttons.current.get(`${path}:${direction}`)?.focus());
  };
  return (
    <fieldset className={desk.group}>
      <legend className={desk.legend}>{intl.formatMessage(multimediaFieldNames.pictures)}</legend>
      {values.pictures.length === 0 ? (
        <p className={desk.hint}>
          <FormattedMessage id="admin.multimedia.noPictures" defaultMessage="No pictures yet: a gallery needs two or more." />
        </p>
      ) : (
        <ol className={styles.pictures}>
          {values.pictures.map((picture, index) => {
            const name = pictureName(picture, locale);
            return (
              <li key={picture.image.path} className={styles.picture}>
                <img className={styles.pictureThumb} src={picture.image.path} alt="" width={96} height={64} />
                <span className={styles.pictureName}>
                  <FormattedMessage id="admin.multimedia.pictureNumber" defaultMessage="{number, number}. {name}" values={{ number: index + 1, name }} />
                </span>
                <span className={styles.pictureActions}>
                  <MoveButtons
                    name={name}
                    first={index === 0}
                    last={index === values.pictures.length - 1}
                    onMove={(direction) => move(index, picture.image.path, direction)}
                    buttonRef={(direction, element) => {
                      const key = `${picture.image.path}:${direction}`;
                      if (element) buttons.current.set(key, element);
                      else buttons.current.delete(key);
                    }}
                  />
                  <Button variant="secondary" onClick={() => editor.removePicture(index)} aria-label={intl.formatMessage({ id: 'admin.multimedia.removePictureOne', defaultMessage: 'Remove {name}' }, { name })}>
                    <FormattedMessage id="admin.multimedia.removePicture" defaultMessage="Remove" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {editor.upload ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.multimedia.uploadingPicture', defaultMessage: 'Uploading the picture' })} percent={editor.uploadPercent} />
      ) : (
        <LibraryFileButtons
          chooseLabel={<FormattedMessage id="admin.multimedia.choosePictures" defaultMessage="Add a picture from the library" />}
          uploadLabel={<FormattedMessage id="admin.multimedia.uploadPictures" defaultMessage="Upload pictures" />}
          accept={ARTICLE_LIMITS.imageTypes.join(',')}
          multiple
          busy={false}
          onChoose={() => setChoosing(true)}
          onUpload={(files) =>
            void (async () => {
              for (const file of files) {
                const added = await editor.uploadFile(file, 'picture', (item) => {
                  const choice = choiceOf(item);
                  if (choice) editor.addPicture(choice);
                });
                if (!added) break;
              }
            })()
          }
        />
      )}
      {message && (
        <p className={desk.error} role="alert">
          {message}
        </p>
      )}
      <MediaChooserDialog
        open={choosing}
        multiple
        onClose={() => setChoosing(false)}
        onChoose={(choices) => {
          for (const choice of choices) editor.addPicture(choice);
          setChoosing(false);
        }}
      />
    </fieldset>
  );
});
