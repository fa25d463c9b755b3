import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/notFound/NotFoundPage';
import { MissingPageHead } from './MissingPageHead';
import { PAGE_ROUTES } from './pageLoaders';

// Every screen but the shell is its own chunk: a page loads only what it shows.
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(() => import('../features/search/SearchPage').then((m) => ({ default: m.SearchPage })));
const CategoryPage = lazy(() => import('../features/category/CategoryPage').then((m) => ({ default: m.CategoryPage })));
const MultimediaPage = lazy(() =>
  import('../features/multimedia/MultimediaPage').then((m) => ({ default: m.MultimediaPage })),
);
const PostPage = lazy(() => import('../features/post/PostPage').then((m) => ({ default: m.PostPage })));
const AuthorPage = lazy(() => import('../features/author/AuthorPage').then((m) => ({ default: m.AuthorPage })));
const TopicPage = lazy(() => import('../features/topic/TopicPage').then((m) => ({ default: m.TopicPage })));
const ArticlePage = lazy(() => import('../features/article/ArticlePage').then((m) => ({ default: m.ArticlePage })));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const NoticePage = lazy(() => import('../features/legal/NoticePage').then((m) => ({ default: m.NoticePage })));

/* eslint-disable @typescript-eslint/no-explicit-any -- each page takes its own route's params */
/** One page per route of PAGE_ROUTES, which the server matches too: a route cannot be added to one and not the other. */
const PAGES: Record<(typeof PAGE_ROUTES)[number]['path'], ComponentType<any>> = {
  '/': HomePage,
  '/search': SearchPage,
  '/privacy': PrivacyPage,
  '/notice': NoticePage,
  '/categories/:slug/:subcategory?': CategoryPage,
  '/multimedia/:slug/:subcategory?': MultimediaPage,
  '/posts/:slug': PostPage,
  '/authors/:slug': AuthorPage,
  '/topics/:slug': TopicPage,
  '/:slug': ArticlePage,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** SPEC §2 routes of the public shell, below the locale segment, in PAGE_ROUTES' order; anything else is not found. */
export function PublicRoutes() {
  return (
    <>
      <Switch>
        {PAGE_ROUTES.map(({ path }) => (
          <Route key={path} path={path} component={PAGES[path]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <MissingPageHead />
    </>
  );
}
