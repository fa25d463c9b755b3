import { Route, Switch } from 'wouter';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { PollEditPage } from './PollEditPage';
import { PollsListPage } from './PollsListPage';

/** The desk's polls, nested under /admin/polls: the list, a new poll, one poll. */
export function PollsDesk() {
  return (
    <Switch>
      <Route path="/" component={PollsListPage} />
      <Route path="/new">
        <PollEditPage key="new" id={null} />
      </Route>
      <Route path="/:id">{(params) => <PollEditPage key={params.id} id={params.id} />}</Route>
      <Route>
        <NotFoundPanel />
      </Route>
    </Switch>
  );
}
