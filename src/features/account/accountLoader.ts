import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/**
 * The account page belongs to one reader: nothing of it is loaded on the server (whose HTML is the same for
 * everyone, and cached). In the browser, once the profile check has answered, its lists load or sign-in opens;
 * a mailed e-mail change link is followed first.
 */
export const accountLoader: PageLoader<RootStore> = {
  load: async (store) => {
    const { account, accountEmail, newsletters } = await store.openAccountPage();
    // A link to a new address works signed out too: it is followed before anything asks to sign in.
    await accountEmail.followLink();
    await account.open();
    if (store.session.authorised) await newsletters.load();
  },
  main: () => null,
};
