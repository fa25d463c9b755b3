import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/** The post page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const postLoader: PageLoader<RootStore> = {
  load: (store, { params }) => Promise.all([store.content.openPost(params.slug ?? ''), store.content.categories.load()]),
  main: (store) => store.content.currentPost,
};
