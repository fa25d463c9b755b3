import type { Locale } from '../../contracts/common';
import type { ResourceStatus } from './Resource';

/** What a route's URL gives its page: the pattern's parameters and the query string (without '?'). */
export interface PageRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
}

/** The state of a page's main data, as far as its status and head care (a Resource is one). */
export interface PageData {
  readonly status: ResourceStatus;
  readonly notFound: boolean;
  /** It existed and is gone for good (an expired or revoked preview link): the server answers 410. */
  readonly gone?: boolean;
}

/**
 * A public page's data, declared beside the page (features/<page>/<page>Loader.ts): `load` is the one function that
 * asks the stores for it, called by the page's effect in the browser and by the server before it renders; `main`
 * is the resource whose state is the page's (its 404, its error). One code path: the server does not fetch
 * anything a page would not. `Store` is the app's RootStore (lib/ knows no stores).
 */
export interface PageLoader<Store> {
  readonly load: (store: Store, request: PageRequest) => Promise<unknown>;
  readonly main: (store: Store) => PageData | null;
  /**
   * The editions the page exists in, once known, when that can be fewer than all (an article published in some
   * languages only): the edition links send a reader to another edition's front page rather than to a missing page.
   */
  readonly editions?: (store: Store) => readonly Locale[] | undefined;
  /**
   * Where a page that is not found here has moved for good (a story whose alias changed), as a path below the
   * locale: the server answers with a permanent redirect (301) there.
   */
  readonly movedTo?: (store: Store) => string | null;
}
