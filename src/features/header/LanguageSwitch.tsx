import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { HTML_LANG, LOCALE_NAMES, switcherLocales } from '../../i18n/locales';
import { useStores } from '../../hooks/StoresContext';
import { useEditionHref } from '../../hooks/useEditionHref';
import { usePageEditions } from '../../hooks/PageEditions';
import * as styles from './Header.module.css';

/**
 * SPEC §2/§9: the switch lists every supported locale except English and the current one. Switching changes
 * the locale segment only, so the reader stays on the same page.
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale } = useStores();
  const intl = useIntl();
  const editionHref = useEditionHref(usePageEditions());
  const targets = switcherLocales(locale);
  if (targets.length === 0) return null;
  return (
    <nav className={styles.languages} aria-label={intl.formatMessage({ id: 'header.language', defaultMessage: 'Language' })}>
      {targets.map((target) => (
        <Link
          key={target}
          href={editionHref(target)}
          hrefLang={HTML_LANG[target]}
          lang={HTML_LANG[target]}
          className={styles.languageLink}
        >
          {LOCALE_NAMES[target]}
        </Link>
      ))}
    </nav>
  );
});
