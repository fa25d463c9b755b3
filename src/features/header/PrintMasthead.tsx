import { mastheadPartner } from '../../../contracts/locales';
import { config } from '../../config';
import { HTML_LANG } from '../../i18n/locales';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/**
 * On paper the header is left out (no-print: its bars, buttons and banner mean nothing there), so a printed story
 * would not say where it comes from. This line names the magazine, as its masthead does, on paper only.
 */
export function PrintMasthead() {
  const { locale } = useStores();
  // The other script's name beside it, as on the banner.
  const secondary = config.product.name[mastheadPartner(locale)];
  return (
    <p className={`print-only ${styles.printMasthead}`} data-testid="print-masthead">
      <span className={styles.printName}>{config.product.name[locale]}</span>
      <span className={styles.printSecondary} lang={HTML_LANG[mastheadPartner(locale)]}>{secondary}</span>
    </p>
  );
}
