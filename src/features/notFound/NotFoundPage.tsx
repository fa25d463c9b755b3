import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {404}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <FormattedMessage id="notFound.title" defaultMessage="We could not find that page" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage
          id="notFound.text"
          defaultMessage="The link may be out of date, or the page may have moved."
        />
      </p>
      <Link href="/" className={styles.home}>
        <FormattedMessage id="notFound.home" defaultMessage="Back to the homepage" />
      </Link>
    </section>
  );
}
