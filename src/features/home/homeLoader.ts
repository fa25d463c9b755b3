import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/** The home page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const homeLoader: PageLoader<RootStore> = {
  load: (store) => store.home.load(),
  main: (store) => store.home.sections,
};
