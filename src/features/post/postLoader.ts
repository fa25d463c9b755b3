import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';
import { showConversation } from '../reading/showConversation';

/** The post page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const postLoader: PageLoader<RootStore> = {
  load: (store, { params, search }) =>
    Promise.all([
      store.content.openPost(params.slug ?? '').then(() => showConversation(store.comments, 'post', store.content.currentPost?.data?.post._id, search)),
      store.content.categories.load(),
    ]),
  main: (store) => store.content.currentPost,
};
