import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Route, Switch } from 'wouter';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Admin.module.css';
import { AdminRecoveryPage } from './AdminRecoveryPage';
import { AdminSignInPage } from './AdminSignInPage';
import { DeskMessages } from './desk/DeskMessages';
import { Loader } from '../../components/Loader';

/**
 * The desk's screens (their editors, lists and tiptap) are a chunk of their own: the sign-in page comes with this
 * small one, and the desk's loads while the editor types (decision 095).
 */
const loadDesk = () => import('./AdminDesk');
const AdminDesk = lazy(() => loadDesk().then((module) => ({ default: module.AdminDesk })));

/**
 * The admin area's own shell (no reader header, footer or popups): the desk under /admin, and /admin/recovery,
 * with the desk's own texts (DeskMessages).
 */
export const AdminApp = observer(function AdminApp() {
  const { admin, locale } = useStores();
  useEffect(() => {
    void loadDesk();
  }, []);
  return (
    <DeskMessages>
      <div className={styles.shell}>
        <header className={styles.bar}>
          <Link href="/" className={styles.brand}>
            <FormattedMessage id="admin.brand" defaultMessage="{product} editors" values={{ product: config.product.name[locale] }} />
          </Link>
          <Link href={`~/${locale}/`} className={styles.back}>
            <FormattedMessage id="admin.toSite" defaultMessage="Back to the magazine" />
          </Link>
        </header>
        <main className={styles.main}>
          <Switch>
            <Route path="/recovery" component={AdminRecoveryPage} />
            {/* Signed out, every desk page shows the sign-in in its place, so signing in returns to that page. */}
            <Route>
              {admin.authenticated ? (
                <Suspense fallback={<Loader />}>
                  <AdminDesk />
                </Suspense>
              ) : (
                <AdminSignInPage />
              )}
            </Route>
          </Switch>
        </main>
      </div>
    </DeskMessages>
  );
});
