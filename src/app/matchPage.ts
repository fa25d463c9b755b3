import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { PageLoader, PageRequest } from '../lib/pageLoader';
import type { RootStore } from '../stores/RootStore';
import { PAGE_ROUTES, type PurgeKey } from './pageRoutes';

/** A public page matched by `matchPage`: its route as declared, and what the address gives it. */
export interface MatchedPage {
  readonly route: (typeof PAGE_ROUTES)[number]['path'];
  readonly loader: PageLoader<RootStore>;
  readonly request: PageRequest;
  readonly chunk: string;
  readonly purge: PurgeKey | undefined;
}

/**
 * The public route a path below the locale leads to, matched exactly as <Switch> in PublicRoutes matches it
 * (wouter's matcher with its own parser, regexparam), or null for the not-found page. The server matches once
 * per render: the page's loader, chunk and purge keys all come from this one match.
 */
export function matchPage(path: string, search: string): MatchedPage | null {
  for (const route of PAGE_ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route: route.path, loader: route.loader, request: { params: params ?? {}, search }, chunk: route.chunk, purge: 'purge' in route ? route.purge : undefined };
  }
  return null;
}
