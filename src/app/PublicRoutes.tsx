import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/notFound/NotFoundPage';

// Every screen but the shell is its own chunk: a page loads only what it shows.
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const NoticePage = lazy(() => import('../features/legal/NoticePage').then((m) => ({ default: m.NoticePage })));

/** SPEC §2 routes of the public shell, below the locale segment. */
export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/notice" component={NoticePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
