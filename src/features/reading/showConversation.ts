import { conversationQuery } from '../../lib/conversationQuery';
import type { CommunityTarget } from '../../lib/community';
import type { CommentsStore } from '../../stores/CommentsStore';

/**
 * A page loader's part for a story's conversation: the order and pages the address asks (the no-JavaScript order
 * form and "More comments" link), read before the page renders. Nothing when it asks nothing, or the story is not
 * there.
 */
export async function showConversation(comments: CommentsStore, kind: CommunityTarget['kind'], id: string | undefined, search: string): Promise<void> {
  const query = conversationQuery(search);
  if (id && query) await comments.openAt({ kind, id }, query);
}
