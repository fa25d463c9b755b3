import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/notFound/NotFoundPage';
import { lazyPage, type LazyPage } from './lazyPage';
import { MissingPageHead } from './MissingPageHead';
import { PAGE_ROUTES } from './pageRoutes';

type RoutePath = (typeof PAGE_ROUTES)[number]['path'];

/* eslint-disable @typescript-eslint/no-explicit-any -- each page takes its own route's params */
/**
 * One page per route of PAGE_ROUTES, which the server matches too: a route cannot be added to one and not the
 * other. Every screen but the shell is its own chunk: a page loads only what it shows (lazyPage).
 */
const PAGES: Record<RoutePath, LazyPage<any>> = {
  '/': lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage)),
  '/search': lazyPage(() => import('../features/search/SearchPage').then((m) => m.SearchPage)),
  '/privacy': lazyPage(() => import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage)),
  '/notice': lazyPage(() => import('../features/legal/NoticePage').then((m) => m.NoticePage)),
  '/account': lazyPage(() => import('../features/account/AccountPage').then((m) => m.AccountPage)),
  '/categories/:slug/:subcategory?': lazyPage(() => import('../features/category/CategoryPage').then((m) => m.CategoryPage)),
  '/multimedia/:slug/:subcategory?': lazyPage(() =>
    import('../features/multimedia/MultimediaPage').then((m) => m.MultimediaPage),
  ),
  '/posts/:slug': lazyPage(() => import('../features/post/PostPage').then((m) => m.PostPage)),
  '/authors/:slug': lazyPage(() => import('../features/author/AuthorPage').then((m) => m.AuthorPage)),
  '/topics/:slug': lazyPage(() => import('../features/topic/TopicPage').then((m) => m.TopicPage)),
  '/preview/:token': lazyPage(() => import('../features/article/PreviewPage').then((m) => m.PreviewPage)),
  '/:slug': lazyPage(() => import('../features/article/ArticlePage').then((m) => m.ArticlePage)),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Loads the chunk of the page at `route` (matchPage's), so that it renders, and hydrates, with the shell: the
 * server and the browser both call it before rendering a page the server made.
 */
export function preloadPage(route: RoutePath): Promise<void> {
  return PAGES[route].preload();
}

/** SPEC §2 routes of the public shell, below the locale segment, in PAGE_ROUTES' order; anything else is not found. */
export function PublicRoutes() {
  return (
    <>
      <Switch>
        {PAGE_ROUTES.map(({ path }) => (
          <Route key={path} path={path} component={PAGES[path].Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <MissingPageHead />
    </>
  );
}
