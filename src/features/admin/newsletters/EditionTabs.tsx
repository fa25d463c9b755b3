import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LOCALES, type Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import * as styles from './Newsletters.module.css';

export interface EditionTabsProps {
  readonly current: Locale;
  /** How many issues each edition has. */
  readonly countOf: (edition: Locale) => number;
  readonly hrefFor: (edition: Locale) => string;
}

/** The editions as links (?edition=…), each named in its own script with how many issues it has. */
export function EditionTabs({ current, countOf, hrefFor }: EditionTabsProps) {
  const intl = useIntl();
  return (
    <nav className={styles.editionTabs} aria-label={intl.formatMessage({ id: 'admin.issues.editions', defaultMessage: 'Editions' })}>
      {LOCALES.map((edition) => (
        <Link key={edition} href={hrefFor(edition)} className={styles.tab} aria-current={edition === current ? 'page' : undefined}>
          <span lang={LOCALE_LIST[edition].lang}>{LOCALE_LIST[edition].name}</span>
          <span className={styles.tabCount}>
            {intl.formatMessage({ id: 'admin.issues.editionCount', defaultMessage: '{count, plural, one {# issue} other {# issues}}' }, { count: countOf(edition) })}
          </span>
        </Link>
      ))}
    </nav>
  );
}
