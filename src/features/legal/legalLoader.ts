import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/**
 * The legal texts ship with the code, one chunk per edition: loaded like any page's data, so the server sends the
 * texts themselves (a reader without JavaScript, a crawler) rather than a spinner, and hydration finds them there.
 */
export const legalLoader: PageLoader<RootStore> = {
  load: (store) => store.content.legal(store.locale).load(),
  main: (store) => store.content.legal(store.locale),
};
