import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EditionCount } from '../../../../contracts/adminNewsletters';
import { LOCALE_LIST } from '../../../../contracts/locales';
import * as styles from './Newsletters.module.css';

export interface EditionCountsProps {
  readonly counts: readonly EditionCount[];
}

/** How many receive each edition's newsletter (confirmed), and how many have still to open their link. */
export function EditionCounts({ counts }: EditionCountsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        <FormattedMessage id="admin.newsletters.counts" defaultMessage="Subscribers per edition" />
      </h2>
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li key={count.edition} className={styles.countItem}>
            <span className={styles.countEdition} lang={LOCALE_LIST[count.edition].lang}>
              {LOCALE_LIST[count.edition].name}
            </span>
            <FormattedMessage
              id="admin.newsletters.countLine"
              defaultMessage="{confirmed} confirmed, {pending} not confirmed yet"
              values={{ confirmed: count.confirmed, pending: count.pending }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
