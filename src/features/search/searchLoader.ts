import type { PageLoader } from '../../lib/pageLoader';
import { pageFromSearch } from '../../lib/paging';
import type { RootStore } from '../../stores/RootStore';

/** The search page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const searchLoader: PageLoader<RootStore> = {
  load: (store, { search }) => store.searchResults.open(new URLSearchParams(search).get('query') ?? '', pageFromSearch(search), store.locale),
  main: (store) => store.searchResults.current,
};
