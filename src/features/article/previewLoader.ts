import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/**
 * The preview page's data (docs/decisions/105): the story by its link's token, and what the article page shows
 * around it (writers, topics, sections, the article page's sponsors), so it is the real page but for its status.
 */
export const previewLoader: PageLoader<RootStore> = {
  load: (store, { params }) =>
    Promise.all([
      store.content.openPreview(params.token ?? ''),
      store.content.authors.load(),
      store.content.topics.load(),
      store.content.categories.load(),
      store.commercial.blocksFor('articlePage').load(),
    ]),
  main: (store) => {
    const resource = store.content.currentPreview;
    if (!resource) return null;
    // A link that leads to no story is the page's own answer, never a failure of ours: 410 or 404.
    const refusal = store.content.previewRefusal;
    if (refusal) return { status: resource.status, notFound: refusal === 'invalid', gone: refusal !== 'invalid' };
    return resource;
  },
};
