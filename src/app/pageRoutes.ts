import { accountLoader } from '../features/account/accountLoader';
import { articleLoader } from '../features/article/articleLoader';
import { authorLoader } from '../features/author/authorLoader';
import { categoryLoader } from '../features/category/categoryLoader';
import { homeLoader } from '../features/home/homeLoader';
import { legalLoader } from '../features/legal/legalLoader';
import { multimediaLoader } from '../features/multimedia/multimediaLoader';
import { postLoader } from '../features/post/postLoader';
import { previewLoader } from '../features/article/previewLoader';
import { searchLoader } from '../features/search/searchLoader';
import { topicLoader } from '../features/topic/topicLoader';
import type { PageLoader } from '../lib/pageLoader';
import type { RootStore } from '../stores/RootStore';

/** The shell around every public page: the category menu, banner, promo link and audio. */
export function loadShell(store: RootStore): Promise<unknown> {
  return store.content.loadShell();
}

/**
 * What publishing purges of a page at the CDN (its `Surrogate-Key`, src/server/surrogateKeys.ts): the home page
 * `home`; a page about one thing `<kind>-<slug>` (a section, a story, a reader's post, a writer, a topic).
 */
export type PurgeKey = 'home' | 'section' | 'story' | 'post' | 'author' | 'topic';

/**
 * The pages below the locale that are one person's to share, not the public's (a preview link's story): the page
 * server sends them with no shared caching, no purge keys and noindex, and never keeps them (src/server/app.ts).
 */
export const PRIVATE_PAGE = /^\/[^/]+\/preview\//;

/**
 * SPEC §2 routes of the public shell, below the locale segment, in the order they are tried: the article route
 * (`/{slug}`) is one segment like /privacy and /search, so it comes after every fixed one-segment route. Each
 * names its page's loader (beside the page), its bundle (`chunk`, Parcel names it after the page's file: the
 * server links its stylesheet and preloads its script, so the page arrives styled and hydrates without a second
 * round trip) and its purge key.
 */
export const PAGE_ROUTES = [
  { path: '/', loader: homeLoader, chunk: 'HomePage', purge: 'home' },
  { path: '/search', loader: searchLoader, chunk: 'SearchPage' },
  { path: '/privacy', loader: legalLoader, chunk: 'PrivacyPage' },
  { path: '/notice', loader: legalLoader, chunk: 'NoticePage' },
  { path: '/account', loader: accountLoader, chunk: 'AccountPage' },
  { path: '/categories/:slug/:subcategory?', loader: categoryLoader, chunk: 'CategoryPage', purge: 'section' },
  { path: '/multimedia/:slug/:subcategory?', loader: multimediaLoader, chunk: 'MultimediaPage', purge: 'section' },
  { path: '/posts/:slug', loader: postLoader, chunk: 'PostPage', purge: 'post' },
  { path: '/authors/:slug', loader: authorLoader, chunk: 'AuthorPage', purge: 'author' },
  { path: '/topics/:slug', loader: topicLoader, chunk: 'TopicPage', purge: 'topic' },
  // A story by its private preview link: never cached, never indexed (PRIVATE_PAGE, docs/decisions/105).
  { path: '/preview/:token', loader: previewLoader, chunk: 'PreviewPage' },
  { path: '/:slug', loader: articleLoader, chunk: 'ArticlePage', purge: 'story' },
] as const satisfies readonly { path: string; loader: PageLoader<RootStore>; chunk: string; purge?: PurgeKey }[];
