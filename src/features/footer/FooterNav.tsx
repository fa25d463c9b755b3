import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '../../config';
import type { PopupId } from '../../stores/PopupsStore';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Footer.module.css';

type Item =
  | { readonly key: string; readonly label: ReactNode; readonly popup: PopupId }
  | { readonly key: string; readonly label: ReactNode; readonly href: string };

/**
 * SPEC §2 footer: seven items. Those the site can do itself open its popups (contribute, contact, sign up,
 * subscribe to the free e-journal); the editors' pages elsewhere open in a new tab.
 */
export const FooterNav = observer(function FooterNav() {
  const { popups } = useStores();
  const intl = useIntl();
  const items: readonly Item[] = [
    { key: 'authors', popup: 'submitArticle', label: <FormattedMessage id="footer.nav.authors" defaultMessage="Instructions for authors" /> },
    { key: 'about', href: config.links.about, label: <FormattedMessage id="footer.nav.about" defaultMessage="About us" /> },
    { key: 'contact', popup: 'contact', label: <FormattedMessage id="footer.nav.contact" defaultMessage="Contact us" /> },
    { key: 'registration', popup: 'signUp', label: <FormattedMessage id="footer.nav.registration" defaultMessage="Registration" /> },
    { key: 'boutique', href: config.links.boutique, label: <FormattedMessage id="footer.nav.boutique" defaultMessage="Boutique" /> },
    { key: 'journal', popup: 'subscription', label: <FormattedMessage id="footer.nav.journal" defaultMessage="Free e-journal" /> },
    { key: 'books', href: config.links.bookPurchase, label: <FormattedMessage id="footer.nav.books" defaultMessage="Book purchase" /> },
  ];
  const newTab = intl.formatMessage({ id: 'footer.nav.newTab', defaultMessage: '(opens in a new tab)' });
  return (
    <nav aria-label={intl.formatMessage({ id: 'footer.nav', defaultMessage: 'About the magazine' })}>
      <ul className={styles.nav}>
        {items.map((item) => (
          // A popup's button can do nothing without scripts: not shown then (global.css); the links stay.
          <li key={item.key} className={'popup' in item ? 'needs-script' : undefined}>
            {'popup' in item ? (
              <button type="button" className={styles.navItem} onClick={() => popups.open(item.popup)}>
                {item.label}
              </button>
            ) : (
              <a href={item.href} className={styles.navItem} target="_blank" rel="noopener noreferrer">
                {item.label}
                <span className="visually-hidden"> {newTab}</span>
                <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.external}>
                  <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
