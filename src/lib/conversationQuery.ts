import { COMMENT_SORTS, type CommentSort } from '../../contracts/communityShapes';

/**
 * The address's parameters that choose a story's conversation, so its order and its further pages work without
 * JavaScript too: the order form and "More comments" are a plain GET and a plain link, which the server renders.
 */
export const CONVERSATION_PARAMS = { sort: 'comments-sort', pages: 'comments-pages' } as const;

/** At most this many pages are read for one address (each is a call to the API, one after another). */
export const MAX_CONVERSATION_PAGES = 10;

export interface ConversationQuery {
  readonly sort: CommentSort;
  /** Pages 1 to `pages` are shown. */
  readonly pages: number;
}

/** What the address asks of the conversation, or null when it asks nothing (the page's own first page, newest). */
export function conversationQuery(search: string): ConversationQuery | null {
  const params = new URLSearchParams(search);
  const sortParam = params.get(CONVERSATION_PARAMS.sort);
  const pagesParam = params.get(CONVERSATION_PARAMS.pages);
  if (sortParam === null && pagesParam === null) return null;
  const sort = COMMENT_SORTS.find((known) => known === sortParam) ?? 'newest';
  const pages = Math.min(MAX_CONVERSATION_PAGES, Math.max(1, Math.trunc(Number(pagesParam)) || 1));
  return sort === 'newest' && pages === 1 ? null : { sort, pages };
}

/** The address of the conversation in this order with this many pages, at the comments (`#sectionId`). */
export function conversationHref({ sort, pages }: ConversationQuery, sectionId: string): string {
  const params = new URLSearchParams({ [CONVERSATION_PARAMS.sort]: sort, [CONVERSATION_PARAMS.pages]: String(pages) });
  return `?${params.toString()}#${encodeURIComponent(sectionId)}`;
}
