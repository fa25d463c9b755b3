import type { Comment, Poll } from '../../../contracts/community';
import type { StoryCommunityProps } from '../../components/StoryCommunity';
import type { CommentValues, CommunityTarget, VoteValues } from '../../lib/community';
import { textLanguage } from '../../lib/textLanguage';
import type { RootStore } from '../../stores/RootStore';

/** What a story page came with from the server: the counts, the comments and the poll. */
export interface StoryLoaded {
  readonly likes: number;
  readonly commentsCount: number;
  readonly comments: readonly Comment[];
  readonly poll?: Poll | null | undefined;
}

type CommunityStores = Pick<RootStore, 'likes' | 'comments' | 'polls' | 'session' | 'locale'>;

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
  const shown = comments.list(target, loaded.comments);
  return {
    like: { ...likes.state(target, loaded.likes), onToggle: () => void likes.toggle(target, loaded.likes) },
    poll: poll && { ...polls.view(poll, now), onVote: (values: VoteValues) => polls.vote(poll, values) },
    pollId: poll?._id,
    readerKnown: session.authorised && session.user !== null,
    refreshPoll: (pollId: string) => polls.refresh(pollId),
    comments: {
      count: comments.count(target, loaded.commentsCount),
      comments: shown.map((comment) => {
        const like = likes.state(target, comment.likes, comment._id);
        return {
          ...comment,
          likes: like.count,
          liked: like.pressed,
          busy: like.busy,
          notice: like.notice,
          unconfirmed: comments.isUnconfirmed(comment._id),
          // A reader writes in whatever language they like: its glyphs follow its script, not the page's.
          lang: textLanguage(comment.text, locale),
          nameLang: textLanguage(comment.userName, locale),
        };
      }),
      // A comment shown before the server confirmed it has no id the server knows: it cannot be liked yet.
      onLike: (commentId: string) => {
        const comment = shown.find((candidate) => candidate._id === commentId);
        if (comment && !comments.isUnconfirmed(commentId)) void likes.toggle(target, comment.likes, commentId);
      },
      signedInAs: comments.signedInAs,
      initialText: comments.draftText(target),
      onSubmit: (values: CommentValues) => comments.submit(target, values),
    },
  };
}

/**
 * The block as the page's HTML shows it to every reader, on the server and in the browser until hydration: the
 * counts, the poll and the first page of comments the page came with, nothing of this reader (their likes, vote,
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
      comments: loaded.comments.map((comment) => ({
        ...comment,
        liked: false,
        busy: false,
        unconfirmed: false,
        lang: textLanguage(comment.text, locale),
        nameLang: textLanguage(comment.userName, locale),
      })),
      onLike: (commentId: string) => {
        const comment = loaded.comments.find((candidate) => candidate._id === commentId);
        if (comment) void likes.toggle(target, comment.likes, commentId);
      },
      signedInAs: undefined,
      initialText: undefined,
      onSubmit: (values: CommentValues) => comments.submit(target, values),
    },
  };
}
