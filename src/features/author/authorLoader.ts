import type { PageLoader } from '../../lib/pageLoader';
import { pageFromSearch } from '../../lib/paging';
import { authorPath } from '../../lib/paths';
import type { RootStore } from '../../stores/RootStore';

/** The author page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const authorLoader: PageLoader<RootStore> = {
  load: (store, { params, search }) => store.authorPage.open({ slug: params.slug ?? '', page: pageFromSearch(search) }),
  main: (store) => store.authorPage.current,
  // A writer whose slug changed: their old address moved for good (docs/decisions/099).
  movedTo: (store) => {
    const moved = store.authorPage.moved;
    return moved ? authorPath({ slug: moved.to }) : null;
  },
};
