import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useStores } from '../hooks/StoresContext';
import { loadShell } from './pageRoutes';

/**
 * What the public shell does besides rendering: loads the menu, banner and audio once; follows a mailed link
 * (restore-token, the verification links, a newsletter's unsubscribe link) on whatever page it lands; returns to the top of the page on
 * every change of path (not on the first page), except while a draft is pending (the reader is coming back to
 * where they were); and from the first change of path on, loads the segmenter of Chinese phrases (PhrasesStore).
 */
export function useShellEffects(): void {
  const store = useStores();
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => void loadShell(store), [store]);

  useEffect(() => {
    if (/(?:^|&)(?:restore|verify|subscription|unsubscribe)-token=/.test(search)) void store.mailLinks.follow();
  }, [store, search]);

  // The path shown when the shell mounted: that page's place is the browser's (the top, a restored place on
  // reload or back, or wherever the reader scrolled while the scripts were on their way), not ours to reset.
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    // The reader has moved on: the next page's Chinese texts are cut here, no longer by the server.
    void store.phrases.load(store.locale);
    // A page reloaded by sign-in is returning the reader to their place (issue 15): SPEC §4's rule, across the reload.
    if (!store.drafts.keepsScroll && !store.place.pending) window.scrollTo(0, 0);
  }, [store, path]);
}
