import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from '../hooks/useHydrated';
import { HYDRATED_EVENT } from '../lib/lite';

export interface HydrationProviderProps {
  /** The tree is rendered to be hydrated: on the server, and in the browser over the server's HTML. */
  readonly hydrating: boolean;
  readonly children: ReactNode;
}

/**
 * Tells `useHydrated` when hydration is over. The switch is a transition: what appears then (the reader's session,
 * likes, weather, the date) renders in slices the browser can interrupt. A store hook switching it (React's
 * useSyncExternalStore) re-rendered all of it in one synchronous task: 50 ms on an article at a phone's speed.
 */
export function HydrationProvider({ hydrating, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Said to the page's other scripts (the Lite page's, waiting to pass on a reader's tap: docs/decisions/110).
    else if (typeof window !== 'undefined') window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
