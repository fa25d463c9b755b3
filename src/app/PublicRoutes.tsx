import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/notFound/NotFoundPage';

// Every screen but the shell is its own chunk: a page loads only what it shows.
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const SearchPage = lazy(() => import('../features/search/SearchPage').then((m) => ({ default: m.SearchPage })));
const CategoryPage = lazy(() => import('../features/category/CategoryPage').then((m) => ({ default: m.CategoryPage })));
const MultimediaPage = lazy(() =>
  import('../features/multimedia/MultimediaPage').then((m) => ({ default: m.MultimediaPage })),
);
const PostPage = lazy(() => import('../features/post/PostPage').then((m) => ({ default: m.PostPage })));
const ArticlePage = lazy(() => import('../features/article/ArticlePage').then((m) => ({ default: m.ArticlePage })));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const NoticePage = lazy(() => import('../features/legal/NoticePage').then((m) => ({ default: m.NoticePage })));

/**
 * SPEC §2 routes of the public shell, below the locale segment. Order matters: the article route (`/{slug}`)
 * is one segment like /privacy and /search, so it comes after every fixed one-segment route.
 */
export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/search" component={SearchPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/notice" component={NoticePage} />
      <Route path="/categories/:slug/:subcategory?" component={CategoryPage} />
      <Route path="/multimedia/:slug/:subcategory?" component={MultimediaPage} />
      <Route path="/posts/:slug" component={PostPage} />
      <Route path="/:slug" component={ArticlePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
