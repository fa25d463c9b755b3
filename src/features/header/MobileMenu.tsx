import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Dialog } from '../../components/Dialog';
import { EditionsList } from '../../components/EditionsList';
import { categoryPath } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import { usePageEditions } from '../../hooks/PageEditions';
import * as styles from './Header.module.css';
import { HeaderActions } from './HeaderActions';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialLinks } from './SocialLinks';
import { WeatherWidget } from './WeatherWidget';

/** SPEC §9: the mobile subcategory panel is 70 px tall per subcategory. */
export const SUBCATEGORY_ROW_PX = 70;

/**
 * SPEC §2: the mobile burger menu, with expandable subcategories. A side panel on the site's modal Dialog
 * (docs/decisions/026): the page behind is inert and still, a click on the backdrop closes it, Esc closes it and
 * focus returns to the burger, Tab cycles inside.
 */
export const MobileMenu = observer(function MobileMenu() {
  const { content, locale } = useStores();
  const pageEditions = usePageEditions();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [location] = useLocation();
  const panelId = useId();
  const titleId = useId();
  const menuLabel = intl.formatMessage({ id: 'header.menu', defaultMessage: 'Menu' });

  // A link followed closes the menu.
  useEffect(() => setOpen(false), [location]);

  // Past the phone breakpoint the burger is hidden: a menu left open there closes (and unlocks the page).
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 768px)');
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <div className={styles.mobileMenu}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        aria-label={menuLabel}
        onClick={() => setOpen(!open)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        variant="sidePanel"
        closeOnBackdrop
        id={panelId}
      >
        <div className={styles.mobilePanelInner}>
          <div className={styles.mobilePanelHeader}>
            <h2 id={titleId} className={styles.mobilePanelTitle}>
              {menuLabel}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={intl.formatMessage({ id: 'header.menu.close', defaultMessage: 'Close menu' })}
              onClick={() => setOpen(false)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ul className={styles.mobileCategories}>
            {(content.categories.data ?? []).map((category) => {
              const isOpen = expanded === category._id;
              const subId = `${panelId}-${category._id}`;
              return (
                <li key={category._id}>
                  <div className={styles.mobileCategoryRow}>
                    <Link href={categoryPath(category, locale)} className={styles.mobileCategoryLink}>
                      {category.data[locale].name}
                    </Link>
                    {category.subcategories.length > 0 && (
                      <button
                        type="button"
                        className={styles.expandButton}
                        aria-expanded={isOpen}
                        aria-controls={subId}
                        aria-label={intl.formatMessage(
                          { id: 'header.menu.subcategories', defaultMessage: 'Subsections of {name}' },
                          { name: category.data[locale].name },
                        )}
                        onClick={() => setExpanded(isOpen ? null : category._id)}
                      >
                        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                          <path d={isOpen ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} stroke="currentColor" strokeWidth="2" fill="none" />
                        </svg>
                      </button>
                    )}
                  </div>
                  <ul
                    id={subId}
                    className={styles.mobileSubcategories}
                    style={{ height: isOpen ? category.subcategories.length * SUBCATEGORY_ROW_PX : 0 }}
                    hidden={!isOpen}
                  >
                    {category.subcategories.map((sub) => (
                      <li key={sub._id} style={{ height: SUBCATEGORY_ROW_PX }}>
                        <Link href={categoryPath(category, locale, sub)} className={styles.mobileSubcategoryLink}>
                          {sub.data[locale].name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <HeaderActions className={styles.mobileActions} onOpen={() => setOpen(false)} />
          {/* The reader's own city and weather, while the menu is open: never in the HTML every reader shares. */}
          <div className={styles.mobileWeather}>{open && <WeatherWidget />}</div>
          <div className={styles.mobileFooter}>
            <LanguageSwitch />
            <SocialLinks />
          </div>
          <EditionsList current={locale} pageEditions={pageEditions} />
          <p className="visually-hidden">
            <FormattedMessage id="header.menu.end" defaultMessage="End of menu" />
          </p>
        </div>
      </Dialog>
    </div>
  );
});
