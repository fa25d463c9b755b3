import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useStores } from '../../hooks/StoresContext';
import { LITE_OFF_PATH, LITE_ON_PATH } from '../../lib/lite';
import { pageSearch } from '../../lib/pageQuery';
import * as styles from './Footer.module.css';

/**
 * The Lite page's switch (docs/decisions/110): to the Lite page, or on a Lite page back to the full one. Both links
 * are in every page's HTML and the page's <html data-lite> shows one (Footer.module.css), so the app's HTML is the
 * same on both and hydrates over either. Plain links to the server, which remembers the choice in a cookie and
 * sends the reader back here: the same path and what of the query the page is rendered from (pageSearch; the
 * search's words, a list's page, the conversation's order), never a stranger's parameter, as the page is cached.
 */
export function FooterLiteSwitch() {
  const { locale } = useStores();
  const [location] = useLocation();
  const search = useSearch();
  const here = encodeURIComponent(`/${locale}${location === '/' ? '/' : location}${pageSearch(search)}`);
  return (
    <>
      <a href={`${LITE_ON_PATH}?to=${here}`} className={styles.toLite}>
        <FormattedMessage id="footer.lite" defaultMessage="Lite page" />
      </a>
      <a href={`${LITE_OFF_PATH}?to=${here}`} className={styles.toFull}>
        <FormattedMessage id="footer.full" defaultMessage="Full page" />
      </a>
    </>
  );
}
