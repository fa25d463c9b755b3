import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { PAGE_LIMITS } from '../../../../contracts/adminPages';
import { Button } from '../../../components/Button';
import { FilePicker } from '../../../components/FilePicker';
import { UploadProgress } from '../../../components/UploadProgress';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import * as styles from './Home.module.css';
import { BANNER_FORMATS } from '../desk/sessionMessages';
import { homeErrorText, homeFieldNames } from './homeMessages';
import { makeWebp } from './makeWebp';

/**
 * The language's header banner, previewed as the header shows it (a <picture> offering the WebP, the box cropped
 * to the header's shape), replaced by an upload (checked before it is sent, its WebP made here) or removed.
 */
export const BannerField = observer(function BannerField({ home, locale }: { readonly home: HeaderHomeStore; readonly locale: Locale }) {
  const intl = useIntl();
  const banner = home.values?.general[locale].headerBanner[0];
  const uploading = home.uploading?.kind === 'banner' && home.uploading.locale === locale;
  const refused = home.error?.kind === 'bannerType' || home.error?.kind === 'bannerTooLarge' ? homeErrorText(intl, home.error) : undefined;
  return (
    <div className={styles.group}>
      <figure className={styles.bannerFrame}>
        {banner ? (
          <picture>
            {/* As the header: a WebP source only when the WebP is another file, so a JPEG is never labelled WebP. */}
            {banner.pathWebp !== banner.path ? <source srcSet={banner.pathWebp} type="image/webp" /> : null}
            <img
              src={banner.path}
              alt={intl.formatMessage({ id: 'admin.headerHome.banner.alt', defaultMessage: 'The header banner as readers see it' })}
              width={1600}
              height={300}
              className={styles.bannerImage}
            />
          </picture>
        ) : (
          <p className={styles.bannerEmpty}>
            <FormattedMessage id="admin.headerHome.banner.none" defaultMessage="No banner: the header shows its default picture." />
          </p>
        )}
      </figure>
      {banner && (
        <p className={styles.caption}>
          {banner.pathWebp !== banner.path ? (
            <FormattedMessage id="admin.headerHome.banner.withWebp" defaultMessage="Kept as the original and as WebP (browsers that can take WebP get the smaller file)." />
          ) : (
            <FormattedMessage id="admin.headerHome.banner.withoutWebp" defaultMessage="Kept as the original only: every browser gets this file." />
          )}
        </p>
      )}
      {uploading ? (
        <UploadProgress label={intl.formatMessage({ id: 'admin.headerHome.banner.uploading', defaultMessage: 'Uploading the banner' })} percent={null} />
      ) : (
        <FilePicker
          label={banner ? intl.formatMessage({ id: 'admin.headerHome.banner.replace', defaultMessage: 'Replace the header banner' }) : intl.formatMessage(homeFieldNames.headerBanner)}
          files={[]}
          accept={PAGE_LIMITS.bannerTypes.join(',')}
          hint={intl.formatMessage(
            { id: 'admin.headerHome.banner.hint', defaultMessage: '{types}, up to {size, number} MB; a wide picture, 1600 × 300 pixels or more.' },
            { types: intl.formatList(BANNER_FORMATS, { type: 'disjunction' }), size: PAGE_LIMITS.bannerBytes / 1024 / 1024 },
          )}
          error={refused}
          onAdd={(files) => {
            const [file] = files;
            if (file) void home.uploadBanner(locale, file, makeWebp);
          }}
          onRemove={() => home.removeBanner(locale)}
        />
      )}
      {banner && !uploading && (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => home.removeBanner(locale)}>
            <FormattedMessage id="admin.headerHome.banner.remove" defaultMessage="Remove the banner" />
          </Button>
        </div>
      )}
    </div>
  );
});
