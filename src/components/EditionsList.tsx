import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Locale } from '../../contracts/common';
import { useEditionHref } from '../hooks/useEditionHref';
import { HTML_LANG, LOCALE_NAMES, SUPPORTED_LOCALES } from '../i18n/locales';
import * as styles from './EditionsList.module.css';

export interface EditionsListProps {
  /** The edition being read: listed too, marked as the current one. */
  readonly current: Locale;
  /** The editions the page exists in, when fewer than all: the others link to their front page. */
  readonly pageEditions?: readonly Locale[] | undefined;
  /** On the footer's dark ground or the menu's paper. */
  readonly tone?: 'dark' | 'light';
}

/**
 * The site's three editions, each named in its own language and linking to the page being read in that edition.
 * The header's switch (SPEC §2/§9) never lists English; this list is the way back to it from a Chinese page.
 */
export function EditionsList({ current, pageEditions, tone = 'light' }: EditionsListProps) {
  const headingId = useId();
  const editionHref = useEditionHref(pageEditions);
  return (
    <nav className={`${styles.editions} ${tone === 'dark' ? styles.dark : ''}`} aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        <FormattedMessage id="editions.title" defaultMessage="Editions" />
      </p>
      <ul className={styles.list}>
        {SUPPORTED_LOCALES.map((edition) => (
          <li key={edition}>
            <Link
              href={editionHref(edition)}
              hrefLang={HTML_LANG[edition]}
              lang={HTML_LANG[edition]}
              className={styles.link}
              aria-current={edition === current ? 'page' : undefined}
            >
              {LOCALE_NAMES[edition]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
