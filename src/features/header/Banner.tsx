import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { mastheadPartner } from '../../../contracts/locales';
import { config } from '../../config';
import { HTML_LANG } from '../../i18n/locales';
import { useStores } from '../../hooks/StoresContext';
import defaultBanner from './banner-default.jpg';
import * as styles from './Header.module.css';

/**
 * SPEC §2: the banner of the general page data for the locale (WebP with a fallback), or the default image, with
 * the product's wordmark set over it. The image is decoration (alt ''): the link home is named once, by the
 * visually hidden line, which starts with the wordmark's own text; the visible wordmark is hidden from assistive
 * tech so the name is not read twice. Away from the home page a phone shows no picture (Header): there it loads
 * lazily, so a hidden one is never fetched.
 */
export const Banner = observer(function Banner({ onHomePage }: { readonly onHomePage: boolean }) {
  const { content, locale } = useStores();
  const intl = useIntl();
  const banner = content.generalPage.data?.data[locale].headerBanner[0];
  const name = intl.formatMessage(
    { id: 'header.banner', defaultMessage: '{product}: stories from around the world' },
    { product: config.product.name[locale] },
  );
  // The other script's name, smaller: the Chinese name beside the English one, and the reverse.
  const secondary = config.product.name[mastheadPartner(locale)];
  const loading = onHomePage ? undefined : 'lazy';
  return (
    <div className={styles.banner}>
      {banner ? (
        <picture>
          {/* An uploaded banner's pathWebp may be the file itself (a JPEG): offered as WebP only when it is one. */}
          {banner.pathWebp !== banner.path ? <source srcSet={banner.pathWebp} type="image/webp" /> : null}
          <img src={banner.path} alt="" width={1600} height={300} loading={loading} className={styles.bannerImage} />
        </picture>
      ) : (
        <img src={defaultBanner} alt="" width={1600} height={300} loading={loading} className={styles.bannerImage} />
      )}
      <div className={styles.mastheadInner}>
        <p className={styles.wordmark} aria-hidden="true" data-testid="wordmark">
          <span className={styles.wordmarkPrimary}>{config.product.name[locale]}</span>
          <span className={styles.wordmarkSecondary} lang={HTML_LANG[mastheadPartner(locale)]}>
            {secondary}
          </span>
        </p>
        <span className="visually-hidden">{name}</span>
      </div>
    </div>
  );
});
