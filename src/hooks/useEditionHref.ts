import { useLocation, useSearch } from 'wouter';
import type { Locale } from '../../contracts/common';
import { pageSearch } from '../lib/pageQuery';

/**
 * The address of the page being read in another edition, as a wouter link inside the /:locale nest: '~' leaves the
 * nest, and only the locale segment changes, so the reader stays on the same page (and the same search). When the
 * page exists in some editions only (`editions`), another edition's link leads to that edition's front page. Of the
 * query, only what the page is rendered from (pageSearch): the link is in HTML the server caches for every reader.
 */
export function useEditionHref(editions?: readonly Locale[]): (edition: Locale) => string {
  const [path] = useLocation();
  const search = useSearch();
  return (edition) =>
    editions && !editions.includes(edition)
      ? `~/${edition}/`
      : `~/${edition}${path === '/' || path === '' ? '/' : path}${pageSearch(search)}`;
}
