import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import type { WriterEditorStore } from '../../../stores/admin/WriterEditorStore';
import { IMAGE_FORMATS } from '../desk/pictureMessages';
import { deskErrorText, isUploadError } from '../desk/sessionMessages';
import { writerFieldNames } from './writerMessages';
import * as styles from './Writers.module.css';

/**
 * The writer's portrait: through the desk's one picture upload (type and size checked before it is sent, progress
 * shown), previewed round as readers see it, replaced or removed. What it shows is said per language, in the tabs.
 */
export const WriterPortrait = observer(function WriterPortrait({ editor }: { readonly editor: WriterEditorStore }) {
  const intl = useIntl();
  const avatar = editor.values.avatar;
  const refused = editor.error && isUploadError(editor.error) ? deskErrorText(intl, editor.error) : undefined;
  return (
    <div className={styles.portrait}>
      {avatar && (
        <>
          <img src={avatar.path} width={avatar.width} height={avatar.height} alt="" />
          <Button variant="secondary" onClick={() => editor.removePortrait()}>
            <FormattedMessage id="admin.writers.portrait.remove" defaultMessage="Remove the portrait" />
          </Button>
        </>
      )}
      {editor.picture.progress ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.writers.portrait.uploading', defaultMessage: 'Uploading the portrait' })} percent={editor.picture.percent} />
      ) : (
        <FilePicker
          label={avatar ? intl.formatMessage({ id: 'admin.writers.portrait.replace', defaultMessage: 'Replace the portrait' }) : intl.formatMessage(writerFieldNames.portrait)}
          files={[]}
          accept={ARTICLE_LIMITS.imageTypes.join(',')}
          hint={intl.formatMessage(
            { id: 'admin.writers.portrait.hint', defaultMessage: '{types}, up to {size, number} MB; a square picture shows best.' },
            { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }), size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
          )}
          error={refused}
          onAdd={(files) => {
            const [file] = files;
            if (file) void editor.uploadPortrait(file);
          }}
          onRemove={() => editor.removePortrait()}
        />
      )}
    </div>
  );
});
