import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ProfileNotice } from '../features/auth/ProfileNotice';
import { DraftReplayNotice } from '../features/drafts/DraftReplayNotice';
import { useReturnToPlace } from '../features/drafts/useReturnToPlace';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { PrintMasthead } from '../features/header/PrintMasthead';
import { OutboxStatus } from '../features/outbox/OutboxStatus';
import { PageEditionsProvider } from '../hooks/PageEditions';
import { PopupHost } from './PopupHost';
import * as styles from './PublicLayout.module.css';
import { usePageEditionsReader } from './usePageEditions';
import { useShellEffects } from './useShellEffects';

/** The shell of every reader-facing page: masthead, content, footer, and the popup host. */
export const PublicLayout = observer(function PublicLayout({ children }: { readonly children: ReactNode }) {
  useShellEffects();
  useReturnToPlace();
  const editions = usePageEditionsReader();
  return (
    <PageEditionsProvider value={editions}>
    <div className={styles.shell}>
      <a className={`${styles.skip} no-print`} href="#main">
        <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      <PrintMasthead />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* One stack for the quiet notes, each its own live region, so none covers another. */}
      <div className={`${styles.notes} no-print`}>
        <OutboxStatus />
        <DraftReplayNotice />
        <ProfileNotice />
      </div>
      <PopupHost />
    </div>
    </PageEditionsProvider>
  );
});
