import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { AfterHydration } from '../../components/AfterHydration';
import { AccountControls } from './AccountControls';
import { AudioPlayer } from './AudioPlayer';
import { Banner } from './Banner';
import { CategoryMenu } from './CategoryMenu';
import * as styles from './Header.module.css';
import { HeaderActions } from './HeaderActions';
import { HeaderDate } from './HeaderDate';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { PromoLink } from './PromoLink';
import { SearchBox } from './SearchBox';
import { SocialLinks } from './SocialLinks';
import { useStickyHeader } from './useStickyHeader';
import { WeatherWidget } from './WeatherWidget';

/**
 * SPEC §2 header, every item: date and lunar date, city and weather, audio, social links, language switch,
 * sign-in / Join / sign-out; the banner (a link home) with the three popups' buttons; the sections, promo link and
 * search. Below 768 px the sections, buttons, social links, language switch and weather move into the burger menu,
 * and the banner's picture is the home page's alone: elsewhere the wordmark is a slim line, so a phone's first
 * screen shows the headline (issue 28, docs/decisions/065). The section bar stays on screen while the page
 * scrolls (useStickyHeader).
 */
export function Header() {
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useStickyHeader(header, bar);
  const onHomePage = useLocation()[0] === '/';
  return (
    <header ref={header} className={`${styles.header} no-print`}>
      <div className={styles.topbar}>
        <div className={styles.topbarInner}>
          {/* The reader's date and city: theirs alone, so not in the HTML every reader shares. */}
          <AfterHydration
            fallback={
              <>
                <p className={styles.datePlaceholder} aria-hidden="true" />
                <div className={styles.weather} aria-hidden="true" />
              </>
            }
          >
            <HeaderDate />
            <WeatherWidget />
          </AfterHydration>
          <AudioPlayer />
          <div className={styles.desktopOnly}>
            <SocialLinks />
          </div>
          <div className={styles.desktopOnly}>
            <LanguageSwitch />
          </div>
          {/* The signed-out controls are in the server's HTML: a reader can tap Join at once (AccountControls). */}
          <AccountControls />
        </div>
      </div>
      <div className={onHomePage ? styles.masthead : `${styles.masthead} ${styles.mastheadAway}`}>
        {/* The banner's wordmark and its hidden line name the link. */}
        <Link href="/" className={styles.bannerLink}>
          <Banner onHomePage={onHomePage} />
        </Link>
        {/* Beside the link, not in it (no buttons inside a link); off the section bar so that fits one row. */}
        <div className={styles.mastheadActions}>
          <HeaderActions className={styles.desktopOnly} />
        </div>
      </div>
      <div ref={bar} className={styles.navbar}>
        <div className={styles.navbarInner}>
          <MobileMenu />
          <CategoryMenu />
          <PromoLink />
          <SearchBox />
        </div>
      </div>
    </header>
  );
}
