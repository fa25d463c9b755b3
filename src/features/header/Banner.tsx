import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { config } from '../../config';
import { useStores } from '../../stores/StoresContext';
import defaultBanner from './banner-default.jpg';
import * as styles from './Header.module.css';

/** SPEC §2: the banner of the general page data for the locale (WebP with a fallback), or the default image. */
export const Banner = observer(function Banner() {
  const { content, locale } = useStores();
  const intl = useIntl();
  const banner = content.generalPage.data?.data[locale].headerBanner[0];
  const alt = intl.formatMessage(
    { id: 'header.banner', defaultMessage: '{product}: stories from around the world' },
    { product: config.product.name[locale] },
  );
  return (
    <div className={styles.banner}>
      {banner ? (
        <picture>
          <source srcSet={banner.pathWebp} type="image/webp" />
          <img src={banner.path} alt={alt} width={1600} height={300} className={styles.bannerImage} />
        </picture>
      ) : (
        <img src={defaultBanner} alt={alt} width={1600} height={300} className={styles.bannerImage} />
      )}
    </div>
  );
});
