import type { Locale } from '../../contracts/common';
import { editionsOf } from '../../contracts/editions';
import type { LoadingData } from '../components/ResourceState';
import { pageFromSearch } from '../lib/paging';
import type { RootStore } from '../stores/RootStore';

/** What a route's URL gives its page: the pattern's parameters and the query string (without '?'). */
export interface PageRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
}

/**
 * A public page's data: `load` is the one function that asks the stores for it, called by the page's effect in
 * the browser and by the server before it renders; `main` is the resource whose state is the page's (its 404,
 * its error). One code path: the server does not fetch anything a page would not.
 */
export interface PageLoader {
  readonly load: (store: RootStore, request: PageRequest) => Promise<unknown>;
  readonly main: (store: RootStore) => LoadingData<unknown> | null;
  /**
   * The editions the page exists in, once known, when that can be fewer than all (an article published in some
   * languages only): the edition links send a reader to another edition's front page rather than to a missing page.
   */
  readonly editions?: (store: RootStore) => readonly Locale[] | undefined;
}

const nothing: PageLoader = { load: () => Promise.resolve(), main: () => null };

export const homeLoader: PageLoader = {
  load: (store) => store.home.load(),
  main: (store) => store.home.sections,
};

export const searchLoader: PageLoader = {
  load: (store, { search }) =>
    store.searchResults.open(new URLSearchParams(search).get('query') ?? '', pageFromSearch(search), store.locale),
  main: (store) => store.searchResults.current,
};

export const categoryLoader: PageLoader = {
  load: (store, { params, search }) =>
    store.listing.open({ slug: params.slug ?? '', subcategory: params.subcategory, page: pageFromSearch(search) }),
  main: (store) => store.listing.current,
};

export const authorLoader: PageLoader = {
  load: (store, { params, search }) => store.authorPage.open({ slug: params.slug ?? '', page: pageFromSearch(search) }),
  main: (store) => store.authorPage.current,
};

export const topicLoader: PageLoader = {
  load: (store, { params, search }) => store.topicPage.open({ slug: params.slug ?? '', page: pageFromSearch(search) }),
  main: (store) => store.topicPage.current,
};

export const multimediaLoader: PageLoader = {
  load: (store, { params, search }) =>
    store.multimedia.open({ slug: params.slug ?? '', subcategory: params.subcategory, page: pageFromSearch(search) }),
  main: (store) => store.multimedia.current,
};

export const postLoader: PageLoader = {
  load: (store, { params }) => Promise.all([store.content.openPost(params.slug ?? ''), store.content.categories.load()]),
  main: (store) => store.content.currentPost,
};

export const articleLoader: PageLoader = {
  load: (store, { params }) =>
    Promise.all([
      store.content.openArticle(params.slug ?? ''),
      store.content.authors.load(),
      // The article's topic chips, under the body (a failed list only leaves them out).
      store.content.topics.load(),
      store.content.categories.load(),
      // The sponsors ArticleView shows: asked for here, so the server has them before it renders.
      store.commercial.blocksFor('articlePage').load(),
    ]),
  main: (store) => store.content.currentArticle,
  editions: (store) => {
    const view = store.content.currentArticle?.data;
    return view ? editionsOf(view.article.data) : undefined;
  },
};

/** The legal texts ship with the code (no API), so their pages have nothing to load before rendering. */
export const legalLoader: PageLoader = nothing;

/** The shell around every public page: the category menu, banner, promo link and audio. */
export function loadShell(store: RootStore): Promise<unknown> {
  return store.content.loadShell();
}

/**
 * SPEC §2 routes of the public shell, below the locale segment, in the order they are tried: the article route
 * (`/{slug}`) is one segment like /privacy and /search, so it comes after every fixed one-segment route.
 * `chunk` names the page's own bundle (Parcel names it after the page's file): the server links its stylesheet
 * and preloads its script, so the page arrives styled and hydrates without waiting for a second round trip.
 */
export const PAGE_ROUTES = [
  { path: '/', loader: homeLoader, chunk: 'HomePage' },
  { path: '/search', loader: searchLoader, chunk: 'SearchPage' },
  { path: '/privacy', loader: legalLoader, chunk: 'PrivacyPage' },
  { path: '/notice', loader: legalLoader, chunk: 'NoticePage' },
  { path: '/categories/:slug/:subcategory?', loader: categoryLoader, chunk: 'CategoryPage' },
  { path: '/multimedia/:slug/:subcategory?', loader: multimediaLoader, chunk: 'MultimediaPage' },
  { path: '/posts/:slug', loader: postLoader, chunk: 'PostPage' },
  { path: '/authors/:slug', loader: authorLoader, chunk: 'AuthorPage' },
  { path: '/topics/:slug', loader: topicLoader, chunk: 'TopicPage' },
  { path: '/:slug', loader: articleLoader, chunk: 'ArticlePage' },
] as const satisfies readonly { path: string; loader: PageLoader; chunk: string }[];
