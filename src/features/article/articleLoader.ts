import { editionsOf } from '../../../contracts/editions';
import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';
import { showConversation } from '../reading/showConversation';

/** The article page's data, asked for by the page and by the server before it renders (lib/pageLoader.ts). */
export const articleLoader: PageLoader<RootStore> = {
  load: (store, { params, search }) =>
    Promise.all([
      store.content
        .openArticle(params.slug ?? '')
        .then(() => showConversation(store.comments, 'article', store.content.currentArticle?.data?.article._id, search)),
      store.content.authors.load(),
      // The article's topic chips, under the body (a failed list only leaves them out).
      store.content.topics.load(),
      store.content.categories.load(),
      // The sponsors ArticleView shows: asked for here, so the server has them before it renders.
      store.commercial.blocksFor('articlePage').load(),
    ]),
  main: (store) => store.content.currentArticle,
  movedTo: (store) => {
    const moved = store.content.movedArticle;
    return moved ? `/${encodeURIComponent(moved.to)}` : null;
  },
  editions: (store) => {
    const view = store.content.currentArticle?.data;
    return view ? editionsOf(view.article.data) : undefined;
  },
};
