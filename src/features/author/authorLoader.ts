import type { PageLoader } from '../../lib/pageLoader';
import { pageFromSearch } from '../../lib/paging';
import type { RootStore } from '../../stores/RootStore';

/** The author page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const authorLoader: PageLoader<RootStore> = {
  load: (store, { params, search }) => store.authorPage.open({ slug: params.slug ?? '', page: pageFromSearch(search) }),
  main: (store) => store.authorPage.current,
};
