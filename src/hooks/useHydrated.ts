import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render after: what
 * belongs to one reader (the session, their likes, drafts, weather, the date in their time zone) waits for it,
 * so the HTML is the same for everyone and hydration finds exactly what the server sent. A page rendered in the
 * browser from scratch (tests, stories, client navigation) gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
