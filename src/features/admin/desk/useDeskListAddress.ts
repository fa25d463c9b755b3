import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A desk list store as its screen drives it: it shows the list for the filters the address names. */
interface ShownByAddress<Filters> {
  show(filters: Filters): Promise<unknown>;
}

/**
 * A desk list's filters and page live in its address (`/posts?query=tea&page=2`): this reads them, has the store
 * show that list whenever the address changes, and gives the addresses of other filters and other pages.
 */
export function useDeskListAddress<Filters extends { readonly page: number }>(
  path: string,
  list: ShownByAddress<Filters>,
  fromSearch: (search: string) => Filters,
  toSearch: (filters: Filters) => string,
) {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    void list.show(fromSearch(search));
  }, [list, search, fromSearch]);
  const filters = fromSearch(search);
  return {
    /** The list with no filters. */
    path,
    /** The address's search string: a key that resets the filters form when the address changes. */
    search,
    filters,
    /** To the list these filters name. */
    go: (next: Filters) => navigate(`${path}${toSearch(next)}`),
    /** Another page of the same list. */
    pageHref: (page: number) => `${path}${toSearch({ ...filters, page })}`,
  };
}
