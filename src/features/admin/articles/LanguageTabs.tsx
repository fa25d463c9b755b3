import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import * as styles from './Desk.module.css';
import { localeNames } from './deskMessages';
import { LocaleTexts } from './LocaleTexts';

/**
 * The three languages as tabs (arrow keys move between them, as the ARIA tabs pattern says). A tab whose texts
 * have a message says so in its name, so a problem in a hidden tab is not missed.
 */
export const LanguageTabs = observer(function LanguageTabs({ editor }: { readonly editor: ArticleEditorStore }) {
  const intl = useIntl();
  const id = useId();
  const [current, setCurrent] = useState<Locale>('en');
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
        {LOCALES.map((locale) => {
          const troubled = editor.problems.some((problem) => problem.field.startsWith(`data.${locale}.`));
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
              className={styles.tab}
              onClick={() => setCurrent(locale)}
            >
              <span>{intl.formatMessage(localeNames[locale])}</span>
              {troubled && (
                <span className={styles.tabAlert}>
                  {intl.formatMessage({ id: 'admin.articles.tabNeedsAttention', defaultMessage: 'needs attention' })}
                </span>
              )}
            </button>
          );
        })}
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
          {current === locale && <LocaleTexts editor={editor} locale={locale} />}
        </div>
      ))}
    </div>
  );
});
