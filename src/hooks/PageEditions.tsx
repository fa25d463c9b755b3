import { createContext, useContext } from 'react';
import type { Locale } from '../../contracts/common';

/**
 * The editions the page being read exists in, when fewer than all (an article published in some languages only;
 * lib/pageLoader.ts's `editions`); undefined means every edition. The app knows the page (its routes) and
 * provides how to read it; the header and footer read it inside an observer, so it follows the page's data.
 */
const PageEditionsContext = createContext<() => readonly Locale[] | undefined>(() => undefined);

export const PageEditionsProvider = PageEditionsContext.Provider;

export function usePageEditions(): readonly Locale[] | undefined {
  return useContext(PageEditionsContext)();
}
