import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import * as desk from '../articles/Desk.module.css';
import { localeNames } from '../articles/deskMessages';
import { AudioField } from './AudioField';
import { BannerField } from './BannerField';
import * as styles from './Home.module.css';
import { PromoLinkFields } from './PromoLinkFields';

/**
 * One tab per language (arrow keys, Home and End move between them, as the ARIA tabs pattern says); a tab with a
 * message in it says so in its name, so a problem in a hidden language is not missed.
 */
export const HomeLanguageTabs = observer(function HomeLanguageTabs({ home, initial = 'en' }: { readonly home: HeaderHomeStore; readonly initial?: Locale }) {
  const intl = useIntl();
  const id = useId();
  const [current, setCurrent] = useState<Locale>(initial);
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = LOCALES.indexOf(current);
    const next =
      event.key === 'ArrowRight' ? LOCALES[(index + 1) % LOCALES.length]
      : event.key === 'ArrowLeft' ? LOCALES[(index + LOCALES.length - 1) % LOCALES.length]
      : event.key === 'Home' ? LOCALES[0]
      : event.key === 'End' ? LOCALES[LOCALES.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div className={desk.languages}>
      <div role="tablist" className={desk.tabs} aria-label={intl.formatMessage({ id: 'admin.articles.languages', defaultMessage: 'Languages' })} onKeyDown={onKeyDown}>
        {LOCALES.map((locale) => {
          const troubled = home.problems.some((problem) => problem.field.startsWith(`${locale}.`));
          return (
            <button
              key={locale}
              ref={(element) => {
                if (element) tabs.current.set(locale, element);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${locale}`}
              aria-controls={`${id}-panel-${locale}`}
              aria-selected={current === locale}
              tabIndex={current === locale ? 0 : -1}
              className={desk.tab}
              onClick={() => setCurrent(locale)}
            >
              <span>{intl.formatMessage(localeNames[locale])}</span>
              {troubled && (
                <span className={desk.tabAlert}>
                  {intl.formatMessage({ id: 'admin.articles.tabNeedsAttention', defaultMessage: 'needs attention' })}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {LOCALES.map((locale) => (
        <div key={locale} role="tabpanel" id={`${id}-panel-${locale}`} aria-labelledby={`${id}-tab-${locale}`} hidden={current !== locale} className={desk.tabPanel}>
          {current === locale && (
            <div className={desk.texts}>
              <fieldset className={styles.section}>
                <legend className={styles.legend}>{intl.formatMessage({ id: 'admin.headerHome.group.header', defaultMessage: 'Header' })}</legend>
                <BannerField home={home} locale={locale} />
                <PromoLinkFields home={home} locale={locale} />
              </fieldset>
              <fieldset className={styles.section}>
                <legend className={styles.legend}>{intl.formatMessage({ id: 'admin.headerHome.group.audio', defaultMessage: 'Home page audio (the header player)' })}</legend>
                <AudioField home={home} locale={locale} />
              </fieldset>
            </div>
          )}
        </div>
      ))}
    </div>
  );
});
