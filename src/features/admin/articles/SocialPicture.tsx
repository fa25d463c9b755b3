import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import { shareImage } from '../../../lib/storySharing';
import type { ArticleSeoStore } from '../../../stores/admin/ArticleSeoStore';
import * as deskStyles from '../desk/Desk.module.css';
import { IMAGE_FORMATS } from '../desk/pictureMessages';
import { errorText, fieldNames } from './articleMessages';
import * as styles from './Seo.module.css';

/**
 * One language's social picture: chosen, checked and uploaded through the desk's picture upload (the API makes its
 * 1200x630 crop on upload), shown as that crop, or dropped (share cards then show the cover).
 */
export const SocialPicture = observer(function SocialPicture({ seo, locale }: { readonly seo: ArticleSeoStore; readonly locale: Locale }) {
  const intl = useIntl();
  const image = seo.sharing(locale).own.image ? seo.sharing(locale).image : null;
  const refusal = seo.refusalFor(locale);
  const shown = image && shareImage(image);
  return (
    <div className={deskStyles.cover}>
      {shown && (
        <figure className={styles.social}>
          {/* The description is the field beside it; the picture here only shows which one was chosen. */}
          <img src={shown.path} width={shown.width} height={shown.height} alt="" />
          <figcaption>
            <Button variant="secondary" onClick={() => seo.setSocialImage(locale, null)}>
              <FormattedMessage id="admin.articles.seo.socialRemove" defaultMessage="Remove the social picture" />
            </Button>
          </figcaption>
        </figure>
      )}
      {seo.uploading && seo.uploadingFor === locale ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.articles.seo.uploading', defaultMessage: 'Uploading the social picture' })} percent={seo.percent} />
      ) : (
        <FilePicker
          label={image ? intl.formatMessage({ id: 'admin.articles.seo.socialReplace', defaultMessage: 'Replace the social picture' }) : intl.formatMessage(fieldNames.socialImage)}
          files={[]}
          accept={ARTICLE_LIMITS.imageTypes.join(',')}
          hint={intl.formatMessage(
            {
              id: 'admin.articles.seo.socialHint',
              defaultMessage: '{types}, up to {size, number} MB, cut to 1200 × 630 for share cards. Without one, cards show the cover picture.',
            },
            { types: intl.formatList(IMAGE_FORMATS, { type: 'disjunction' }), size: ARTICLE_LIMITS.imageBytes / 1024 / 1024 },
          )}
          error={refusal ? errorText(intl, refusal) : undefined}
          onAdd={(files) => {
            const [file] = files;
            if (file) void seo.uploadSocialImage(locale, file);
          }}
          onRemove={() => seo.setSocialImage(locale, null)}
        />
      )}
    </div>
  );
});
