import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2: Contribute, Contact us and Subscription open their popups. */
export const HeaderActions = observer(function HeaderActions({ className }: { readonly className?: string }) {
  const { popups } = useStores();
  return (
    <div className={`${styles.actions} ${className ?? ''}`}>
      <button type="button" className={styles.actionButton} onClick={() => popups.open('submitArticle')}>
        <FormattedMessage id="header.contribute" defaultMessage="Contribute" />
      </button>
      <button type="button" className={styles.actionButton} onClick={() => popups.open('contact')}>
        <FormattedMessage id="header.contact" defaultMessage="Contact us" />
      </button>
      <button type="button" className={styles.actionButtonStrong} onClick={() => popups.open('headerSubscription')}>
        <FormattedMessage id="header.subscription" defaultMessage="Subscription" />
      </button>
    </div>
  );
});
