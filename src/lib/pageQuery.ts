import { CONVERSATION_PARAMS, conversationQuery } from './conversationQuery';

/**
 * The only query parameters a reader's page is rendered from: a list's `page` (src/lib/paging.ts), the search
 * page's `query`, and a story's conversation (its order and pages, src/lib/conversationQuery.ts). The mailed links'
 * tokens are followed in the browser, after the page; anything else (`utm_*`, `?x=N`) changes nothing on the page.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['page', 'query'];

/**
 * The page's own part of a query string (`?…` or without the `?`), sorted and normalised: '' or `?page=2`. Two
 * addresses that render the same page give the same text, and a stranger's parameter gives nothing. It is the
 * micro-cache's key (src/server/pageAddress.ts), so it is also all a page's HTML may repeat of its address (the
 * language links, the Lite switch): a page cached for every reader must not carry one reader's `utm_source`.
 */
export function pageSearch(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams([...given].filter(([name]) => PAGE_QUERY_PARAMS.includes(name)));
  // As the loaders read it: `comments-pages=21` and `=99` are one page (the most there are), an unknown order the
  // newest; and the page's own (newest, one page) is the address without them.
  const conversation = conversationQuery(given.toString());
  if (conversation) {
    kept.set(CONVERSATION_PARAMS.pages, String(conversation.pages));
    kept.set(CONVERSATION_PARAMS.sort, conversation.sort);
  }
  kept.sort();
  return kept.size > 0 ? `?${kept.toString()}` : '';
}
