import type { PageLoader } from '../../lib/pageLoader';
import type { RootStore } from '../../stores/RootStore';

/** The legal texts ship with the code (no API), so their pages have nothing to load before rendering. */
export const legalLoader: PageLoader<RootStore> = { load: () => Promise.resolve(), main: () => null };
