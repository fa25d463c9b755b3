import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import * as styles from './Newsletters.module.css';

/**
 * The newsletters desk's two parts, as links of their own (each has its address): who receives each edition's
 * newsletter, and the issues composed and sent to them.
 */
export function NewslettersTabs() {
  const intl = useIntl();
  const [issues] = useRoute('/newsletters/issues/*?');
  return (
    <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'admin.newsletters.tabs', defaultMessage: 'Newsletters' })}>
      <Link href="/newsletters" className={styles.tab} aria-current={issues ? undefined : 'page'}>
        <FormattedMessage id="admin.newsletters.tab.subscribers" defaultMessage="Subscribers" />
      </Link>
      <Link href="/newsletters/issues" className={styles.tab} aria-current={issues ? 'page' : undefined}>
        <FormattedMessage id="admin.newsletters.tab.issues" defaultMessage="Issues" />
      </Link>
    </nav>
  );
}
