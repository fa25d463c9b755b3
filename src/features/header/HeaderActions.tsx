import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

export interface HeaderActionsProps {
  readonly className?: string;
  /** Called before a popup opens: the burger menu closes itself, so the popup never stacks on the open menu. */
  readonly onOpen?: () => void;
}

/** SPEC §2: Contribute, Contact us and Subscription open their popups. */
export const HeaderActions = observer(function HeaderActions({ className, onOpen }: HeaderActionsProps) {
  const { popups } = useStores();
  const open = (id: 'submitArticle' | 'contact' | 'headerSubscription') => {
    onOpen?.();
    popups.open(id);
  };
  return (
    // Popups need scripts: without them these buttons could do nothing, and are not shown (global.css).
    <div className={`${styles.actions} needs-script ${className ?? ''}`}>
      <button type="button" className={styles.actionButton} onClick={() => open('submitArticle')}>
        <FormattedMessage id="header.contribute" defaultMessage="Contribute" />
      </button>
      <button type="button" className={styles.actionButton} onClick={() => open('contact')}>
        <FormattedMessage id="header.contact" defaultMessage="Contact us" />
      </button>
      <button type="button" className={styles.actionButtonStrong} onClick={() => open('headerSubscription')}>
        <FormattedMessage id="header.subscription" defaultMessage="Subscription" />
      </button>
    </div>
  );
});
