import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import * as styles from './Desk.module.css';
import { LOCALE_NAMES } from '../../../i18n/locales';

export interface DeskLanguageTabsProps {
  /** The tab open first. */
  readonly initial?: Locale;
  /** Whether a language has a message in it: its tab says so, so a problem in a hidden tab is not missed. */
  readonly troubled: (locale: Locale) => boolean;
  /** A word on where a language stands ('ready', 'not written'), shown on its tab when it has no message. */
  readonly note?: (locale: Locale) => string;
  /** The open tab's fields. */
  readonly children: (locale: Locale) => ReactNode;
}

/**
 * The three languages as tabs (arrow keys, Home and End move between them, as the ARIA tabs pattern says). An
 * observer: `troubled` and the panels read the stores during its render.
 */
export const DeskLanguageTabs = observer(function DeskLanguageTabs({ initial = 'en', troubled, note, children }: DeskLanguageTabsProps) {
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
    <div className={styles.languages}>
      <div role="tablist" className={styles.tabs} aria-label={intl.formatMessage({ id: 'admin.articles.languages', defaultMessage: 'Languages' })} onKeyDown={onKeyDown}>
        {LOCALES.map((locale) => (
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
            // The note is the tab's description, not part of its name: the tab stays "English", and says "ready".
            aria-describedby={note && !troubled(locale) ? `${id}-note-${locale}` : undefined}
            tabIndex={current === locale ? 0 : -1}
            className={styles.tab}
            onClick={() => setCurrent(locale)}
          >
            <span>{LOCALE_NAMES[locale]}</span>
            {troubled(locale) ? (
              <span className={styles.tabAlert}>
                {intl.formatMessage({ id: 'admin.articles.tabNeedsAttention', defaultMessage: 'needs attention' })}
              </span>
            ) : (
              note && (
                <span id={`${id}-note-${locale}`} className={styles.tabNote} aria-hidden="true">
                  {note(locale)}
                </span>
              )
            )}
          </button>
        ))}
      </div>
      {LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${id}-panel-${locale}`}
          aria-labelledby={`${id}-tab-${locale}`}
          hidden={current !== locale}
          className={styles.tabPanel}
        >
          {current === locale && children(locale)}
        </div>
      ))}
    </div>
  );
});
