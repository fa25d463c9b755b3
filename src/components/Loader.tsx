import { FormattedMessage } from 'react-intl';
import * as styles from './Loader.module.css';

/** SPEC §2 loader: shown while a screen or its data is on its way. Announced politely, drawn after a short delay. */
export function Loader() {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="loader.loading" defaultMessage="Loading…" />
      </span>
    </div>
  );
}
