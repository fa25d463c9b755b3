import { createContext, useContext } from 'react';

/**
 * False while the server renders and while the browser hydrates that HTML, true after (src/app/HydrationProvider):
 * what belongs to one reader (the session, their likes, drafts, weather, the date in their time zone) waits for
 * it, so the HTML is the same for everyone and hydration finds exactly what the server sent. True by default: a
 * page rendered in the browser from scratch (tests, stories, the demo build) has nothing to match.
 */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
