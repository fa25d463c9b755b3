import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { PAGE_ROUTES, type PageLoader, type PageRequest } from './pageLoaders';

/** A public page matched by `matchPage`. */
export interface MatchedPage {
  readonly route: (typeof PAGE_ROUTES)[number]['path'];
  readonly loader: PageLoader;
  readonly request: PageRequest;
  readonly chunk: string;
}

/**
 * The public route a path below the locale leads to, matched exactly as <Switch> in PublicRoutes matches it
 * (wouter's matcher with its own parser, regexparam), or null for the not-found page.
 */
export function matchPage(
  path: string,
  search: string,
): MatchedPage | null {
  for (const route of PAGE_ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route: route.path, loader: route.loader, request: { params: params ?? {}, search }, chunk: route.chunk };
  }
  return null;
}
