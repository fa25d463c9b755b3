import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Redirect, Route, Switch, useRoute } from 'wouter';
import { Button } from '../../../components/Button';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { useStores } from '../../../hooks/StoresContext';
import { AdminDeskStore } from '../../../stores/admin/AdminDeskStore';
import { CommentsPage } from '../comments/CommentsPage';
import { CommercialPage } from '../commercial/CommercialPage';
import { ArticleEditPage } from './ArticleEditPage';
import { ArticlesListPage } from './ArticlesListPage';
import { PollsDesk } from '../polls/PollsDesk';
import { HeaderHomePage } from '../home/HeaderHomePage';
import * as styles from './Desk.module.css';
import { DeskContext } from './DeskContext';
import { LeaveDialog } from './LeaveDialog';
import { SectionsPage } from '../sections/SectionsPage';

export interface AdminDeskProps {
  /** Stories and tests hand in a desk with their own timers and clock. */
  readonly desk?: AdminDeskStore;
}

/**
 * The signed-in desk: its navigation (Articles now; Sections, Commercial, Header & home, Polls and Comments join
 * it as they are built, and only what exists is linked) and its pages. /admin lands on the articles list.
 */
export const AdminDesk = observer(function AdminDesk({ desk: given }: AdminDeskProps) {
  const root = useStores();
  const [desk] = useState(() => given ?? new AdminDeskStore(root));
  const intl = useIntl();
  const [onArticles] = useRoute('/articles/*?');
  const [onComments] = useRoute('/comments');
  const [onPolls] = useRoute('/polls/*?');
  const [onHome] = useRoute('/home');
  const [onSections] = useRoute('/sections');
  const [onCommercial] = useRoute('/commercial/*?');
  const signedIn = root.admin.data?.admin;
  useEffect(() => () => desk.editor?.dispose(), [desk]);
  return (
    <DeskContext.Provider value={desk}>
      <div className={styles.desk}>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'admin.articles.nav.label', defaultMessage: "The desk's sections" })}>
          <ul className={styles.navList}>
            <li>
              <Link href="/articles" className={styles.navLink} aria-current={onArticles ? 'page' : undefined}>
                <FormattedMessage id="admin.articles.nav.articles" defaultMessage="Articles" />
              </Link>
            </li>
            <li>
              <Link href="/sections" className={styles.navLink} aria-current={onSections ? 'page' : undefined}>
                <FormattedMessage id="admin.sections.nav" defaultMessage="Sections" />
              </Link>
            </li>
            <li>
              <Link href="/commercial" className={styles.navLink} aria-current={onCommercial ? 'page' : undefined}>
                <FormattedMessage id="admin.commercial.nav" defaultMessage="Commercial setup" />
              </Link>
            </li>
            <li>
              <Link href="/home" className={styles.navLink} aria-current={onHome ? 'page' : undefined}>
                <FormattedMessage id="admin.headerHome.nav" defaultMessage="Header & home" />
              </Link>
            </li>
            <li>
              <Link href="/polls" className={styles.navLink} aria-current={onPolls ? 'page' : undefined}>
                <FormattedMessage id="admin.polls.nav" defaultMessage="Polls" />
              </Link>
            </li>
            <li>
              <Link href="/comments" className={styles.navLink} aria-current={onComments ? 'page' : undefined}>
                <FormattedMessage id="admin.comments.nav" defaultMessage="Comments" />
              </Link>
            </li>
          </ul>
          <div className={styles.account}>
            {signedIn && (
              <span className={styles.signedIn}>
                <FormattedMessage id="admin.articles.signedIn" defaultMessage="Signed in: {name}" values={{ name: signedIn.name }} />
                <span className={styles.email}>{signedIn.email}</span>
              </span>
            )}
            <Button type="button" variant="secondary" onClick={() => root.admin.signOut()}>
              <FormattedMessage id="admin.home.signOut" defaultMessage="Sign out" />
            </Button>
          </div>
        </nav>
        <div className={styles.page}>
          <Switch>
            <Route path="/">
              <Redirect to="/articles" replace />
            </Route>
            <Route path="/articles" component={ArticlesListPage} />
            <Route path="/articles/new">
              <ArticleEditPage id={null} />
            </Route>
            <Route path="/home">
              <HeaderHomePage />
            </Route>
            <Route path="/sections" component={SectionsPage} />
            <Route path="/articles/:id">{(params) => <ArticleEditPage key={params.id} id={params.id} />}</Route>
            <Route path="/polls" nest>
              <PollsDesk />
            </Route>
            <Route path="/comments" component={CommentsPage} />
            <Route path="/commercial/:pageType?">{(params) => <CommercialPage pageType={params.pageType} />}</Route>
            <Route>
              <NotFoundPanel />
            </Route>
          </Switch>
        </div>
      </div>
      <LeaveDialog />
    </DeskContext.Provider>
  );
});
