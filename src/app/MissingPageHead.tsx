import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { NotFoundHead } from '../features/notFound/NotFoundHead';
import { useStores } from '../hooks/StoresContext';
import { matchPage } from './matchPage';

/**
 * A route that matched but whose story or section the server does not know shows the not-found panel in place of
 * the page (ResourceState), and with it the not-found page's head: its title in the reader's locale, not the one
 * the tab had before, and nothing to index. The server answers such a page 404 by the same test.
 */
export const MissingPageHead = observer(function MissingPageHead() {
  const store = useStores();
  const [location] = useLocation();
  const search = useSearch();
  const main = matchPage(location, search)?.loader.main(store);
  return main?.status === 'error' && main.notFound ? <NotFoundHead /> : null;
});
