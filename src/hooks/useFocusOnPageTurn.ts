import { useEffect, useRef } from 'react';

/**
 * Another page of the same list: focus goes to the title, so the reader starts at the top and a screen reader
 * hears where they are. Not on the first page shown: that focus belongs to the link that brought them. `list`
 * names the list (a writer's slug, a section), `page` its page; undefined while nothing is shown.
 */
export function useFocusOnPageTurn(shown: { readonly list: string; readonly page: number } | undefined) {
  const title = useRef<HTMLHeadingElement>(null);
  const last = useRef<{ list: string; page: number } | null>(null);
  const list = shown?.list;
  const page = shown?.page;
  useEffect(() => {
    if (list === undefined || page === undefined) return;
    const turned = last.current !== null && last.current.list === list && last.current.page !== page;
    last.current = { list, page };
    if (turned) title.current?.focus();
  }, [list, page]);
  return title;
}
