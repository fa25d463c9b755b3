import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { HTML_LANG } from '../../../i18n/locales';
import type { MultimediaEditorStore } from '../../../stores/admin/MultimediaEditorStore';
import type { GalleryValues } from '../../../stores/admin/multimediaValues';
import { DeskTextField } from '../desk/DeskTextField';
import { inLanguage } from '../desk/sessionMessages';
import { multimediaFieldNames, multimediaOwnTexts, multimediaProblemText } from './multimediaMessages';
import { deskErrorText } from '../desk/sessionMessages';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Multimedia.module.css';

/** A gallery's captions and credits in one language: each picture, in the gallery's order, with its two fields. */
export const GalleryCaptions = observer(function GalleryCaptions({ editor, values, language }: { readonly editor: MultimediaEditorStore; readonly values: GalleryValues; readonly language: Locale }) {
  const intl = useIntl();
  const session = editor.session;
  if (values.pictures.length === 0) return null;
  return (
    <>
    <p className={desk.hint}>
      <FormattedMessage id="admin.multimedia.captionsHint" defaultMessage="A caption is also what the picture shows, for readers who do not see it." />
    </p>
    <ol className={styles.captions}>
      {values.pictures.map((picture, index) => {
        const message = (name: 'caption' | 'credit', value: string) => {
          const field = `pictures.${index}.data.${language}.${name}` as const;
          const problem = editor.problemFor(field);
          if (problem) return multimediaProblemText(intl, problem, value.length);
          return editor.refusedField === field && session.error ? deskErrorText(intl, session.error, multimediaOwnTexts) : undefined;
        };
        const number = (label: string) =>
          intl.formatMessage({ id: 'admin.multimedia.pictureField', defaultMessage: 'Picture {number, number}: {field}' }, { number: index + 1, field: inLanguage(intl, label, language) });
        const { caption, credit = '' } = picture.data[language];
        return (
          <li key={picture.image.path} className={styles.captionRow}>
            <img className={styles.pictureThumb} src={picture.image.path} alt="" width={96} height={64} />
            <div className={styles.captionFields}>
              <DeskTextField
                label={number(intl.formatMessage(multimediaFieldNames.caption))}
                value={caption}
                lang={HTML_LANG[language]}
                required
                onChange={(next) => editor.setPictureText(index, language, 'caption', next)}
                message={message('caption', caption)}
              />
              <DeskTextField
                label={number(intl.formatMessage(multimediaFieldNames.credit))}
                value={credit}
                lang={HTML_LANG[language]}
                onChange={(next) => editor.setPictureText(index, language, 'credit', next)}
                message={message('credit', credit)}
              />
            </div>
          </li>
        );
      })}
    </ol>
    </>
  );
});
