import type { RootStore } from '../stores/RootStore';
import type { MatchedPage } from './matchPage';
import { loadShell } from './pageRoutes';
import { preloadPage } from './PublicRoutes';

/**
 * What a page the server renders needs first, on the server before rendering and in the browser before hydrating:
 * its data and the shell's, asked in the order the effects ask (the page's before the shell's: a Resource asked
 * again while loading does not wait for it, so the first to ask must be the one that waits), and its chunk, so it
 * renders without a Suspense boundary and hydrates with the shell in one pass (lazyPage). `page` null: not found.
 */
export function loadMatchedPage(store: RootStore, page: MatchedPage | null): Promise<unknown> {
  return Promise.all([page?.loader.load(store, page.request), loadShell(store), page && preloadPage(page.route)]);
}
