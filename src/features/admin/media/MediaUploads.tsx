import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import { MEDIA_LIMITS } from '../../../../contracts/adminMedia';
import type { MediaLibraryStore } from '../../../stores/admin/MediaLibraryStore';
import * as styles from './Media.module.css';
import { mediaErrorText, mediaHint } from './mediaMessages';

export interface MediaUploadsProps {
  readonly media: MediaLibraryStore;
}

/** Files dropped or chosen go into the library one by one: each line shows its progress, then done or why not. */
export const MediaUploads = observer(function MediaUploads({ media }: MediaUploadsProps) {
  const intl = useIntl();
  const finished = media.uploads.some((entry) => entry.state !== 'sending');
  return (
    <section className={styles.uploads} aria-labelledby="media-upload-title">
      <h2 id="media-upload-title" className={styles.sectionTitle}>
        <FormattedMessage id="admin.media.upload.title" defaultMessage="Add to the library" />
      </h2>
      <FilePicker
        label={intl.formatMessage({ id: 'admin.media.upload.label', defaultMessage: 'Pictures and sounds' })}
        files={[]}
        accept={MEDIA_LIMITS.accept.join(',')}
        hint={mediaHint(intl)}
        onAdd={(files) => void media.upload(files)}
        onRemove={() => undefined}
      />
      {media.uploads.length > 0 && (
        <ul className={styles.uploadList} aria-live="polite">
          {media.uploads.map((entry) => (
            <li key={entry.key} className={styles.uploadLine}>
              {entry.state === 'sending' ? (
                <UploadProgress label={intl.formatMessage({ id: 'admin.media.upload.sending', defaultMessage: 'Uploading {name}' }, { name: entry.name })} percent={entry.percent} />
              ) : entry.state === 'done' ? (
                <span className={styles.uploadDone}>
                  <FormattedMessage id="admin.media.upload.done" defaultMessage="{name} is in the library." values={{ name: entry.name }} />
                </span>
              ) : (
                <span className={styles.uploadRefused} role="alert">
                  <FormattedMessage
                    id="admin.media.upload.refused"
                    defaultMessage="{name} was not added: {reason}"
                    values={{ name: entry.name, reason: entry.error ? mediaErrorText(intl, entry.error) : '' }}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {finished && (
        <Button variant="secondary" onClick={() => media.clearUploads()}>
          <FormattedMessage id="admin.media.upload.clear" defaultMessage="Clear these lines" />
        </Button>
      )}
    </section>
  );
});
