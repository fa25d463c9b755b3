import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { config } from '../config';
import { Footer } from '../features/footer/Footer';
import { useStores } from '../stores/StoresContext';
import { PopupHost } from './PopupHost';
import * as styles from './PublicLayout.module.css';

/** The shell of every reader-facing page: masthead, content, footer, and the popup host. */
export const PublicLayout = observer(function PublicLayout({ children }: { readonly children: ReactNode }) {
  const { locale } = useStores();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      <header className={styles.masthead}>
        <div className={styles.mastheadInner}>
          <Link href="/" className={styles.brand}>
            {config.product.name[locale]}
          </Link>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PopupHost />
    </div>
  );
});
