import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Puts the app into its container: hydrates the page the server rendered, or renders it afresh where there is none
 * (the static demo build). Its own chunk, imported by `src/main.tsx` and fetched with the entry (the server's
 * loader lists it): react-dom's client, most of the entry's weight, is then evaluated in a task of its own rather
 * than in the entry's, and the sentinel errors it makes as it loads are made with only this chunk's code on the
 * stack (a browser with DevTools attached, Lighthouse's among them, re-parses every script on that stack to place
 * each error: the whole entry, 45 ms at a phone's speed, when react-dom was in it).
 */
export function mountApp(container: Element, app: ReactNode, hydrate: boolean): void {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task (TBT).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
