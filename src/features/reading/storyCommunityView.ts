import type { Comment, Poll } from '../../../contracts/community';
import type { CommentActions, CommentListItem, CommentThreadItem } from '../../components/CommentList';
import type { CommentsSectionProps } from '../../components/CommentsSection';
import type { StoryCommunityProps } from '../../components/StoryCommunity';
import type { CommentValues, CommunityTarget, VoteValues } from '../../lib/community';
import { textLanguage } from '../../lib/textLanguage';
import type { CommentThread } from '../../stores/CommentsStore';
import type { RootStore } from '../../stores/RootStore';

/** What a story page came with from the server: the counts, the first page of comments and the poll. */
export interface StoryLoaded {
  readonly likes: number;
  readonly commentsCount: number;
  readonly comments: readonly Comment[];
  readonly commentThreads: number;
  readonly poll?: Poll | null | undefined;
}

type CommunityStores = Pick<RootStore, 'likes' | 'comments' | 'polls' | 'session' | 'locale'>;

/** The comment as everyone sees it: no like of this reader's, nothing they may do beyond reply and report. */
function servedItem(comment: Comment, locale: RootStore['locale']): CommentListItem {
  return {
    ...comment,
    liked: false,
    busy: false,
    unconfirmed: false,
    edited: comment.editedAt !== undefined,
    removed: comment.removed === true,
    // A reader writes in whatever language they like: its glyphs follow its script, not the page's.
    lang: textLanguage(comment.text, locale),
    nameLang: textLanguage(comment.userName, locale),
  };
}

const itemsOf = (threads: readonly CommentThread[], item: (comment: Comment) => CommentListItem): CommentThreadItem[] =>
  threads.map((thread) => ({ comment: item(thread.comment), replies: thread.replies.map(item) }));

/** What the comments' buttons do: the store decides (signed out, a reply is a draft and a report asks to sign in). */
function actionsOf(stores: CommunityStores, target: CommunityTarget, shown: readonly Comment[]): CommentActions {
  const { comments, likes } = stores;
  const find = (commentId: string) => shown.find((candidate) => candidate._id === commentId);
  return {
    replyingTo: comments.replyingTo,
    editing: comments.editing,
    confirmingDelete: comments.confirmingDelete,
    replyText: comments.replyingTo ? comments.draftText(target, comments.replyingTo) : undefined,
    // A comment shown before the server confirmed it has no id the server knows: it cannot be liked yet.
    onLike: (commentId) => {
      const comment = find(commentId);
      if (comment && !comments.isUnconfirmed(commentId)) void likes.toggle(target, comment.likes, commentId);
    },
    onReply: (commentId) => comments.startReply(commentId),
    onEdit: (commentId) => comments.startEdit(commentId),
    onCloseBox: () => comments.closeBox(),
    onAskDelete: (commentId) => comments.askToDelete(commentId),
    onDelete: async (commentId) => {
      const comment = find(commentId);
      return comment ? comments.remove(target, comment) : undefined;
    },
    onReport: (commentId) => comments.openReport(commentId),
    onSubmitReply: (threadId: string, values: CommentValues) => comments.submit(target, values, threadId),
    onSubmitEdit: async (commentId: string, values: CommentValues) => {
      const comment = find(commentId);
      return comment ? comments.saveEdit(comment, values) : { done: 'sent' };
    },
  };
}

/**
 * Everything the like button, the poll and the comments under a story show, at `now`, with what the reader can
 * do there: the article and post screens both build their community block from it. It reads the likes,
 * comments and polls stores and wires their actions to the leaf components' callbacks; the behaviour stays in
 * the stores. Until `hydrated`, the block as the server renders it for everyone (servedCommunityView).
 */
export function storyCommunityView(
  stores: CommunityStores,
  target: CommunityTarget,
  loaded: StoryLoaded,
  now: number,
  hydrated: boolean,
): Omit<StoryCommunityProps, 'children'> {
  if (!hydrated) return servedCommunityView(stores, target, loaded);
  const { likes, comments, polls, session, locale } = stores;
  const poll = loaded.poll ?? undefined;
  const threads = comments.threads(target, loaded);
  const shown = threads.flatMap((thread) => [thread.comment, ...thread.replies]);
  const report = comments.report;
  const reported = report && shown.find((comment) => comment._id === report.commentId);
  const item = (comment: Comment): CommentListItem => {
    const like = likes.state(target, comment.likes, comment._id);
    return {
      ...servedItem(comment, locale),
      likes: like.count,
      liked: like.pressed,
      busy: like.busy,
      notice: like.notice,
      unconfirmed: comments.isUnconfirmed(comment._id),
      own: comments.isOwn(comment),
      canEdit: comments.canEdit(comment, now),
      reported: comments.isReported(comment._id),
    };
  };
  return {
    like: { ...likes.state(target, loaded.likes), onToggle: () => void likes.toggle(target, loaded.likes) },
    poll: poll && { ...polls.view(poll, now), onVote: (values: VoteValues) => polls.vote(poll, values) },
    pollId: poll?._id,
    readerKnown: session.authorised && session.user !== null,
    refreshPoll: (pollId: string) => polls.refresh(pollId),
    comments: {
      count: comments.count(target, loaded.commentsCount),
      threads: itemsOf(threads, item),
      actions: actionsOf(stores, target, shown),
      ...conversationControls(comments, target, loaded),
      reading: comments.reading === `${target.kind}:${target.id}`,
      readError: comments.readFailures.get(`${target.kind}:${target.id}`),
      report: reported
        ? {
            author: reported.userName,
            sending: report.sending,
            error: report.error,
            onSend: (reason, note) => void comments.sendReport(reason, note),
            onClose: () => comments.closeReport(),
          }
        : undefined,
      signedInAs: comments.signedInAs,
      initialText: comments.draftText(target),
      onSubmit: (values: CommentValues) => comments.submit(target, values),
    },
  };
}

/** The conversation's order and "More comments" (while more wait), the same before hydration and after. */
function conversationControls(comments: CommunityStores['comments'], target: CommunityTarget, loaded: StoryLoaded): Pick<CommentsSectionProps, 'sort' | 'more'> {
  return {
    sort: { value: comments.sortOf(target), onChange: (sort) => void comments.sortBy(target, sort) },
    more: comments.hasMore(target, loaded) ? { pages: comments.pagesOf(target) + 1, onMore: () => void comments.more(target, loaded) } : undefined,
  };
}

/**
 * The block as the page's HTML shows it to every reader, on the server and in the browser until hydration: the
 * counts, the poll and the first page of comments with their replies, nothing of this reader (their likes, vote,
 * name, draft, the comments they have written since), so hydration finds what the server sent. A reader without
 * JavaScript reads the conversation; the forms say at their place that they need it.
 */
function servedCommunityView(
  stores: CommunityStores,
  target: CommunityTarget,
  loaded: StoryLoaded,
): Omit<StoryCommunityProps, 'children'> {
  const { likes, comments, polls, locale } = stores;
  const poll = loaded.poll ?? undefined;
  return {
    like: { pressed: false, count: loaded.likes, busy: false, onToggle: () => void likes.toggle(target, loaded.likes) },
    poll: poll && { ...polls.servedView(poll), onVote: (values: VoteValues) => polls.vote(poll, values) },
    pollId: poll?._id,
    readerKnown: false,
    refreshPoll: (pollId: string) => polls.refresh(pollId),
    comments: {
      count: loaded.commentsCount,
      threads: itemsOf(comments.servedThreads(target, loaded), (comment) => servedItem(comment, locale)),
      actions: { ...actionsOf(stores, target, loaded.comments), replyingTo: null, editing: null, confirmingDelete: null, replyText: undefined },
      // The order and "More comments" work without scripts: a form and a link the server answers.
      ...conversationControls(comments, target, loaded),
      signedInAs: undefined,
      initialText: undefined,
      onSubmit: (values: CommentValues) => comments.submit(target, values),
    },
  };
}
