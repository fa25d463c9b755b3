import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { EditionsList } from '../../components/EditionsList';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { usePageEditions } from '../../hooks/PageEditions';
import * as styles from './Footer.module.css';
import { FooterLiteSwitch } from './FooterLiteSwitch';
import { FooterNav } from './FooterNav';
import { FooterSubscribeSlot } from './FooterSubscribeSlot';

/** SPEC §2 footer: the seven items, the email subscribe box, the copyright line, privacy and notice. */
export const Footer = observer(function Footer() {
  const { locale, clock } = useStores();
  const pageEditions = usePageEditions();
  const productName = config.product.name[locale];
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{productName}</p>
          <p className={styles.tagline}>
            <FormattedMessage id="footer.tagline" defaultMessage="Stories from around the world, in your language." />
          </p>
          <FooterNav />
        </div>
        <FooterSubscribeSlot />
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>
            <FormattedMessage
              id="footer.copyright"
              defaultMessage="© {year} {product}. All rights reserved."
              values={{ year: new Date(clock()).getFullYear(), product: productName }}
            />
          </p>
          <ul className={styles.legal}>
            <li>
              <Link href="/privacy">
                <FormattedMessage id="footer.privacy" defaultMessage="Privacy policy" />
              </Link>
            </li>
            <li>
              <Link href="/notice">
                <FormattedMessage id="footer.notice" defaultMessage="Browsing notice" />
              </Link>
            </li>
            <li>
              <FooterLiteSwitch />
            </li>
          </ul>
          <EditionsList current={locale} pageEditions={pageEditions} tone="dark" />
        </div>
      </div>
    </footer>
  );
});
