import type { PageLoader } from '../../lib/pageLoader';
import { pageFromSearch } from '../../lib/paging';
import type { RootStore } from '../../stores/RootStore';

/** The category page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const categoryLoader: PageLoader<RootStore> = {
  load: (store, { params, search }) => store.listing.open({ slug: params.slug ?? '', subcategory: params.subcategory, page: pageFromSearch(search) }),
  main: (store) => store.listing.current,
};
