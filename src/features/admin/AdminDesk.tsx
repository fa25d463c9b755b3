import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Button } from '../../components/Button';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { useStores } from '../../hooks/StoresContext';
import { AdminDeskStore } from '../../stores/admin/AdminDeskStore';
import { CommentsPage } from './comments/CommentsPage';
import { CommercialPage } from './commercial/CommercialPage';
import { DeskNavLink } from './desk/DeskNavLink';
import { FrontPageDesk } from './front/FrontPageDesk';
import { HeaderHomePage } from './home/HeaderHomePage';
import { InboxItemPage } from './inbox/InboxItemPage';
import { InboxPage } from './inbox/InboxPage';
import { IssueEditPage } from './newsletters/IssueEditPage';
import { IssuesListPage } from './newsletters/IssuesListPage';
import { SubscribersPage } from './newsletters/SubscribersPage';
import { MediaPage } from './media/MediaPage';
import { ReadersPage } from './readers/ReadersPage';
import { PostsPage } from './posts/PostsPage';
import { TopicsPage } from './topics/TopicsPage';
import { MultimediaEditPage } from './multimedia/MultimediaEditPage';
import { MultimediaPage } from './multimedia/MultimediaPage';
import { WriterEditPage } from './writers/WriterEditPage';
import { WritersPage } from './writers/WritersPage';
import { PollsDesk } from './polls/PollsDesk';
import { SectionsPage } from './sections/SectionsPage';
import { NotForYourRole } from './team/NotForYourRole';
import { roleNames } from './team/roleMessages';
import { TeamPage } from './team/TeamPage';
import { ArticleEditPage } from './articles/ArticleEditPage';
import { ArticlesListPage } from './articles/ArticlesListPage';
import * as styles from './desk/Desk.module.css';
import { DeskContext } from './desk/DeskContext';
import { LeaveDialog } from './articles/LeaveDialog';

export interface AdminDeskProps {
  /** Stories and tests hand in a desk with their own timers and clock. */
  readonly desk?: AdminDeskStore;
}

/**
 * The signed-in desk: its navigation (articles, sections, the commercial setup, the front page, header & home, polls,
 * comments, the inbox, the newsletters, the team) and its pages. /admin lands on the articles list. Each role is
 * shown the screens it may use (docs/decisions/089); another screen's address says it is not for this role.
 */
export const AdminDesk = observer(function AdminDesk({ desk: given }: AdminDeskProps) {
  const root = useStores();
  const [desk] = useState(() => given ?? new AdminDeskStore(root));
  const intl = useIntl();
  const signedIn = root.admin.data?.admin;
  const [location] = useLocation();
  useEffect(() => () => desk.editor?.dispose(), [desk]);
  return (
    <DeskContext.Provider value={desk}>
      <div className={styles.desk}>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'admin.articles.nav.label', defaultMessage: "The desk's sections" })}>
          <ul className={styles.navList}>
            <DeskNavLink href="/articles">
              <FormattedMessage id="admin.articles.nav.articles" defaultMessage="Articles" />
            </DeskNavLink>
            <DeskNavLink href="/media">
              <FormattedMessage id="admin.media.nav" defaultMessage="Media" />
            </DeskNavLink>
            <DeskNavLink href="/multimedia">
              <FormattedMessage id="admin.multimedia.nav" defaultMessage="Videos & galleries" />
            </DeskNavLink>
            <DeskNavLink href="/sections">
              <FormattedMessage id="admin.sections.nav" defaultMessage="Sections" />
            </DeskNavLink>
            <DeskNavLink href="/commercial">
              <FormattedMessage id="admin.commercial.nav" defaultMessage="Commercial setup" />
            </DeskNavLink>
            <DeskNavLink href="/front">
              <FormattedMessage id="admin.front.nav" defaultMessage="Front page" />
            </DeskNavLink>
            <DeskNavLink href="/home">
              <FormattedMessage id="admin.headerHome.nav" defaultMessage="Header & home" />
            </DeskNavLink>
            <DeskNavLink href="/polls">
              <FormattedMessage id="admin.polls.nav" defaultMessage="Polls" />
            </DeskNavLink>
            <DeskNavLink href="/comments">
              <FormattedMessage id="admin.comments.nav" defaultMessage="Comments" />
            </DeskNavLink>
            <DeskNavLink href="/posts">
              <FormattedMessage id="admin.posts.nav" defaultMessage="Readers’ posts" />
            </DeskNavLink>
            <DeskNavLink href="/inbox">
              <FormattedMessage id="admin.inbox.nav" defaultMessage="Inbox" />
            </DeskNavLink>
            <DeskNavLink href="/newsletters">
              <FormattedMessage id="admin.newsletters.nav" defaultMessage="Newsletters" />
            </DeskNavLink>
            <DeskNavLink href="/readers">
              <FormattedMessage id="admin.readers.nav" defaultMessage="Readers" />
            </DeskNavLink>
            <DeskNavLink href="/writers">
              <FormattedMessage id="admin.writers.nav" defaultMessage="Writers" />
            </DeskNavLink>
            <DeskNavLink href="/topics">
              <FormattedMessage id="admin.topics.nav" defaultMessage="Topics" />
            </DeskNavLink>
            <DeskNavLink href="/team">
              <FormattedMessage id="admin.team.nav" defaultMessage="Team" />
            </DeskNavLink>
          </ul>
          <div className={styles.account}>
            {signedIn && (
              <span className={styles.signedIn}>
                <FormattedMessage id="admin.articles.signedIn" defaultMessage="Signed in: {name}" values={{ name: signedIn.name }} />
                <span className={styles.email}>{signedIn.email}</span>
                <span className={styles.email}>{intl.formatMessage(roleNames[signedIn.role])}</span>
              </span>
            )}
            <Button type="button" variant="secondary" onClick={() => root.admin.signOut()}>
              <FormattedMessage id="admin.home.signOut" defaultMessage="Sign out" />
            </Button>
          </div>
        </nav>
        <div className={styles.page}>
          <Switch>
            {/* A screen this role does not use answers so, at any of its addresses. */}
            {!desk.mayOpen(location) && <Route component={NotForYourRole} />}
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
            <Route path="/front">
              <FrontPageDesk />
            </Route>
            <Route path="/front/sections/:id">{(params) => <FrontPageDesk key={params.id} section={params.id} />}</Route>
            <Route path="/sections" component={SectionsPage} />
            <Route path="/articles/:id">{(params) => <ArticleEditPage key={params.id} id={params.id} />}</Route>
            <Route path="/polls" nest>
              <PollsDesk />
            </Route>
            <Route path="/comments" component={CommentsPage} />
            <Route path="/posts" component={PostsPage} />
            <Route path="/inbox" component={InboxPage} />
            <Route path="/newsletters" component={SubscribersPage} />
            <Route path="/readers" component={ReadersPage} />
            <Route path="/media" component={MediaPage} />
            <Route path="/multimedia" component={MultimediaPage} />
            <Route path="/multimedia/:id">{(params) => <MultimediaEditPage key={params.id} id={params.id} />}</Route>
            <Route path="/writers" component={WritersPage} />
            <Route path="/writers/:id">{(params) => <WriterEditPage key={params.id} id={params.id} />}</Route>
            <Route path="/topics" component={TopicsPage} />
            <Route path="/newsletters/issues" component={IssuesListPage} />
            <Route path="/newsletters/issues/new">
              <IssueEditPage key="new" id={null} />
            </Route>
            <Route path="/newsletters/issues/:id">{(params) => <IssueEditPage key={params.id} id={params.id} />}</Route>
            <Route path="/inbox/:id">{(params) => <InboxItemPage key={params.id} id={params.id} />}</Route>
            <Route path="/commercial/:pageType?">{(params) => <CommercialPage pageType={params.pageType} />}</Route>
            <Route path="/team" component={TeamPage} />
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
