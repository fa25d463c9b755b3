import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { PAGE_LIMITS } from '../../../../contracts/adminPages';
import { Button } from '../../../components/Button';
import { FilePicker, formatFileSize } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import { DeskTextField } from '../desk/DeskTextField';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Home.module.css';
import { AudioPreview } from './AudioPreview';
import { AUDIO_FORMATS } from '../desk/sessionMessages';
import { homeErrorText, homeFieldNames, homeProblemText } from './homeMessages';

/**
 * The header player's audio in this language: a file chosen from the media library or uploaded, its title, and
 * the player to hear it as readers will.
 */
export const AudioField = observer(function AudioField({ home, locale }: { readonly home: HeaderHomeStore; readonly locale: Locale }) {
  const intl = useIntl();
  const selectId = useId();
  const values = home.values?.main[locale];
  if (!values) return null;
  const path = values.audioFile[0]?.path ?? '';
  const library = home.library.data ?? [];
  const uploading = home.uploading?.kind === 'audio' && home.uploading.locale === locale;
  const refused = home.error?.kind === 'audioType' || home.error?.kind === 'audioTooLarge' ? homeErrorText(intl, home.error) : undefined;
  const titleProblem = home.problemFor(`${locale}.audioTitle`);
  // A chosen file the library does not list (it failed to load) is still offered, by its path.
  const listed = library.some((item) => item.path === path);
  return (
    <div className={styles.group}>
      <label htmlFor={selectId} className={`${desk.label} ${styles.fieldLabel}`}>
        {intl.formatMessage(homeFieldNames.audioFile)}
      </label>
      <select id={selectId} className={styles.select} value={path} onChange={(event) => home.chooseAudio(locale, event.target.value || null)}>
        <option value="">{intl.formatMessage({ id: 'admin.headerHome.audio.none', defaultMessage: 'No audio in this language' })}</option>
        {!listed && path ? <option value={path}>{intl.formatMessage({ id: 'admin.headerHome.audio.unlisted', defaultMessage: 'The chosen file ({path})' }, { path })}</option> : null}
        {library.map((item) => (
          <option key={item.path} value={item.path}>
            {intl.formatMessage({ id: 'admin.headerHome.audio.option', defaultMessage: '{name} ({size})' }, { name: item.name, size: formatFileSize(intl, item.size) })}
          </option>
        ))}
      </select>
      {home.library.status === 'error' && (
        <div className={styles.row} role="alert">
          <FormattedMessage id="admin.headerHome.audio.libraryFailed" defaultMessage="The media library could not be loaded." />
          <Button variant="secondary" onClick={() => void home.library.retry()}>
            <FormattedMessage id="admin.headerHome.retry" defaultMessage="Try again" />
          </Button>
        </div>
      )}
      {path && <AudioPreview key={path} path={path} label={values.audioTitle || intl.formatMessage(homeFieldNames.audioFile)} />}
      {uploading ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.headerHome.audio.uploading', defaultMessage: 'Uploading the audio file' })} percent={null} />
      ) : (
        <FilePicker
          label={intl.formatMessage({ id: 'admin.headerHome.audio.upload', defaultMessage: 'Upload an audio file' })}
          files={[]}
          accept={[...PAGE_LIMITS.audioTypes, '.mp3', '.m4a', '.ogg'].join(',')}
          hint={intl.formatMessage(
            { id: 'admin.headerHome.audio.hint', defaultMessage: '{types}, up to {size, number} MB. It joins the media library and is chosen here.' },
            { types: intl.formatList(AUDIO_FORMATS, { type: 'disjunction' }), size: PAGE_LIMITS.audioBytes / 1024 / 1024 },
          )}
          error={refused}
          onAdd={(files) => {
            const [file] = files;
            if (file) void home.uploadAudio(locale, file);
          }}
          onRemove={() => home.chooseAudio(locale, null)}
        />
      )}
      <DeskTextField
        label={intl.formatMessage(homeFieldNames.audioTitle)}
        value={values.audioTitle}
        lang={locale}
        required={path !== ''}
        onChange={(value) => home.setAudioTitle(locale, value)}
        message={titleProblem ? homeProblemText(intl, titleProblem, values.audioTitle.length) : undefined}
      />
    </div>
  );
});
