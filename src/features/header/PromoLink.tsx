import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2/§3: the optional promo link of the general page (headerLink1Href/Text); nothing when either is missing. */
export const PromoLink = observer(function PromoLink() {
  const { content, locale } = useStores();
  const data = content.generalPage.data?.data[locale];
  const href = data?.headerLink1Href?.trim();
  const text = data?.headerLink1Text?.trim();
  if (!href || !text) return null;
  // A path on this site stays in the app ('~' leaves the locale nest: the editors' path names its locale).
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={`~${href}`} className={styles.promo}>
        {text}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} className={styles.promo} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
});
