import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import { MEDIA_LIMITS } from '../../../../contracts/adminMedia';
import { UploadProgress } from '../../../components/UploadProgress';
import type { MultimediaEditorStore } from '../../../stores/admin/MultimediaEditorStore';
import type { VideoValues } from '../../../stores/admin/multimediaValues';
import * as desk from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { MediaChooserDialog } from '../desk/MediaChooserDialog';
import { VIDEO_FORMATS } from '../desk/pictureMessages';
import { deskErrorText } from '../desk/sessionMessages';
import { LibraryFileButtons } from './LibraryFileButtons';
import { multimediaFieldNames, multimediaOwnTexts, multimediaProblemText } from './multimediaMessages';
import * as styles from './Multimedia.module.css';

/**
 * A video's file, poster and length. The file and the poster come from the media library (chosen there, or uploaded
 * into it here); the length is typed, or read by the browser from the file once it is chosen (docs/decisions/103).
 */
export const VideoFiles = observer(function VideoFiles({ editor, values }: { readonly editor: MultimediaEditorStore; readonly values: VideoValues }) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState<'video' | 'poster' | null>(null);
  const session = editor.session;
  const refused = (field: 'src' | 'poster') => (editor.refusedField === field && session.error ? deskErrorText(intl, session.error, multimediaOwnTexts) : undefined);
  const problem = (field: 'src' | 'poster' | 'durationSeconds') => {
    const found = editor.problemFor(field);
    return found ? multimediaProblemText(intl, found, 0) : undefined;
  };
  const message = (field: 'src' | 'poster') => problem(field) ?? refused(field);
  const uploading = editor.upload;
  return (
    <>
      <fieldset className={desk.group}>
        <legend className={desk.legend}>{intl.formatMessage(multimediaFieldNames.video)}</legend>
        {values.src ? (
          <video
            className={styles.player}
            controls
            preload="metadata"
            src={values.src}
            {...(values.poster ? { poster: values.poster.path } : {})}
            aria-label={intl.formatMessage(multimediaFieldNames.video)}
            onLoadedMetadata={(event) => editor.offerDuration(event.currentTarget.duration)}
          />
        ) : (
          <p className={desk.hint}>
            <FormattedMessage id="admin.multimedia.noVideo" defaultMessage="No video chosen yet." />
          </p>
        )}
        {uploading?.kind === 'video' ? (
          <UploadProgress label={intl.formatMessage({ id: 'admin.multimedia.uploadingVideo', defaultMessage: 'Uploading the video' })} percent={editor.uploadPercent} />
        ) : (
          <LibraryFileButtons
            chooseLabel={<FormattedMessage id="admin.multimedia.chooseVideo" defaultMessage="Choose a video from the library" />}
            uploadLabel={<FormattedMessage id="admin.multimedia.uploadVideo" defaultMessage="Upload a video" />}
            accept={MEDIA_LIMITS.videoTypes.join(',')}
            busy={uploading !== null}
            onChoose={() => setChoosing('video')}
            onUpload={([file]) => file && void editor.uploadFile(file, 'video', (item) => editor.chooseVideo(item))}
          />
        )}
        <p className={desk.hint}>
          <FormattedMessage
            id="admin.multimedia.videoHint"
            defaultMessage="{formats}, up to {size, number} MB."
            values={{ formats: intl.formatList(VIDEO_FORMATS, { type: 'disjunction' }), size: MEDIA_LIMITS.videoBytes / 1024 / 1024 }}
          />
        </p>
        {message('src') && (
          <p className={desk.error} role="alert">
            {message('src')}
          </p>
        )}
      </fieldset>
      <fieldset className={desk.group}>
        <legend className={desk.legend}>{intl.formatMessage(multimediaFieldNames.poster)}</legend>
        {values.poster ? (
          <img className={styles.poster} src={values.poster.path} width={values.poster.width} height={values.poster.height} alt="" />
        ) : (
          <p className={desk.hint}>
            <FormattedMessage id="admin.multimedia.noPoster" defaultMessage="No poster chosen yet." />
          </p>
        )}
        {uploading?.kind === 'picture' ? (
          <UploadProgress label={intl.formatMessage({ id: 'admin.multimedia.uploadingPicture', defaultMessage: 'Uploading the picture' })} percent={editor.uploadPercent} />
        ) : (
          <LibraryFileButtons
            chooseLabel={<FormattedMessage id="admin.multimedia.choosePoster" defaultMessage="Choose a poster from the library" />}
            uploadLabel={<FormattedMessage id="admin.multimedia.uploadPoster" defaultMessage="Upload a poster" />}
            accept={ARTICLE_LIMITS.imageTypes.join(',')}
            busy={uploading !== null}
            onChoose={() => setChoosing('poster')}
            onUpload={([file]) => file && void editor.uploadFile(file, 'picture', (item) => item.image && editor.choosePoster(item.image))}
          />
        )}
        {message('poster') && (
          <p className={desk.error} role="alert">
            {message('poster')}
          </p>
        )}
      </fieldset>
      <DeskTextField
        label={intl.formatMessage(multimediaFieldNames.duration)}
        hint={intl.formatMessage({ id: 'admin.multimedia.durationHint', defaultMessage: 'Filled in from the file when the browser can read it; check it.' })}
        value={values.duration}
        required
        onChange={(text) => editor.setDuration(text)}
        message={problem('durationSeconds')}
      />
      <MediaChooserDialog
        open={choosing === 'poster'}
        onClose={() => setChoosing(null)}
        onChoose={([choice]) => {
          if (choice) editor.choosePoster(choice.image);
          setChoosing(null);
        }}
      />
      <MediaChooserDialog
        open={choosing === 'video'}
        onClose={() => setChoosing(null)}
        kind="video"
        onChoose={([item]) => {
          if (item) editor.chooseVideo(item);
          setChoosing(null);
        }}
      />
    </>
  );
});
