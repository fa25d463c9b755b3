import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/**
 * The account page belongs to one reader: nothing of it is loaded on the server (whose HTML is the same for
 * everyone, and cached). In the browser, once the profile check has answered, its lists load or sign-in opens.
 */
export const accountLoader: PageLoader<RootStore> = {
  load: (store) => store.account.open(),
  main: () => null,
};
