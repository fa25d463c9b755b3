import type { Locale } from '../../contracts/common';
import type { ApiClient } from '../api/client';
import type { Navigation } from '../lib/navigation';
import type { KeyValueStorage, StorageKeys } from '../lib/storage';
import type { TabCoordination } from '../lib/tabs';

/**
 * What the stores share that is no store: the API, the clock, the device's storage and its keys, the address bar,
 * the site's other tabs, and the page's language. RootStore is one; each store's constructor names these and,
 * by name, the other stores it uses (its `deps` type), so the web between stores is written down and the lint
 * keeps it so: no store imports RootStore.
 */
export interface Services {
  readonly api: ApiClient;
  /** Milliseconds since the epoch; tests and stories pass a fixed one. */
  readonly clock: () => number;
  readonly storage: KeyValueStorage;
  /** This tab's own storage (sessionStorage in the browser). */
  readonly sessionStorage: KeyValueStorage;
  readonly keys: StorageKeys;
  readonly navigation: Navigation;
  readonly tabs: TabCoordination;
  /** The site's origin (SPEC §3 client state "domain"). */
  readonly domain: string;
  /** The page's language (observable: it changes with the address). */
  readonly locale: Locale;
}
