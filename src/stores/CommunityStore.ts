import { FORM_ERROR } from 'final-form';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { COMMUNITY_ERRORS, type Comment, type LikeResult, type Poll } from '../../contracts/community';
import { ApiFailure } from '../api/client';
import {
  commentArticle,
  commentPost,
  getPoll,
  likeArticle,
  likeCommentOfArticle,
  likeCommentOfPost,
  likePost,
  vote,
} from '../api/community';
import { communityMessages } from '../i18n/communityMessages';
import { formErrors, type LocalizedError } from '../i18n/formErrors';
import type { RootStore } from './RootStore';
import { commentUserName } from './SessionStore';
import { validateComment, validateVote, type SubmissionErrors } from '../lib/validation';

/** What readers act on: an article or a post. Comments belong to one of them. */
export interface CommunityTarget {
  readonly kind: 'article' | 'post';
  readonly id: string;
}

export interface CommentValues {
  readonly text?: string;
}

export interface VoteValues {
  readonly variantId?: string;
}

/** What a story page came with from the server: the counts, the comments and the poll. */
export interface StoryLoaded {
  readonly likes: number;
  readonly commentsCount: number;
  readonly comments: readonly Comment[];
  readonly poll?: Poll | null | undefined;
}

/**
 * How a form's submit ended: sent, kept as a draft for after sign-in, refused with errors, or (a vote) refused
 * because the reader's copy of the poll was out of date — the poll now shows how it really stands.
 */
export type ActionOutcome<Values> =
  | { readonly done: 'sent' | 'drafted' | 'outdated' }
  | { readonly errors: SubmissionErrors<Values> };

/** SPEC §8 poll notice 'Only {days} days and {hours} hours left': whole days and hours, or null once ended. */
export function pollTimeLeft(endsAt: string, now: number): { days: number; hours: number } | null {
  const left = Date.parse(endsAt) - now;
  if (!(left > 0)) return null;
  const hour = 3_600_000;
  const day = 24 * hour;
  return { days: Math.floor(left / day), hours: Math.floor((left % day) / hour) };
}

/**
 * Each variant's share of the votes, in whole percent. Largest remainders get the rounding, so the bars always
 * add up to 100 (plain rounding can show 99 or 101).
 */
export function pollPercentages(poll: Pick<Poll, 'variants'>): Map<string, number> {
  const total = poll.variants.reduce((sum, variant) => sum + variant.votes, 0);
  const shares = new Map<string, number>();
  if (total === 0) {
    for (const variant of poll.variants) shares.set(variant._id, 0);
    return shares;
  }
  const exact = poll.variants.map((variant) => ({ id: variant._id, value: (variant.votes * 100) / total }));
  let left = 100 - exact.reduce((sum, share) => sum + Math.floor(share.value), 0);
  const byRemainder = [...exact].sort((a, b) => (b.value % 1) - (a.value % 1));
  for (const share of exact) shares.set(share.id, Math.floor(share.value));
  for (const share of byRemainder) {
    if (left <= 0) break;
    shares.set(share.id, (shares.get(share.id) ?? 0) + 1);
    left -= 1;
  }
  return shares;
}

/** A poll that has ended, by the server's word or by the clock (the page may stay open past the end). */
export function pollIsClosed(poll: Pick<Poll, 'closed' | 'endsAt'>, now: number): boolean {
  return poll.closed || pollTimeLeft(poll.endsAt, now) === null;
}

const key = (target: CommunityTarget, commentId?: string) =>
  commentId ? `${target.kind}:${target.id}:comment:${commentId}` : `${target.kind}:${target.id}`;

function failureMessage(error: unknown, otherwise: LocalizedError['message']): LocalizedError {
  if (error instanceof ApiFailure && error.status === 0) return { message: formErrors.offline };
  return { message: otherwise };
}

let pendingCommentNumber = 0;

/**
 * SPEC §3/§6/§7: likes (articles, posts, their comments), comments and poll votes. Signed in, each action shows
 * its result at once and takes it back if the server refuses; signed out, it becomes a draft replayed after
 * sign-in (DraftsStore, SessionStore.replay). What the server sent with the page stays in ContentStore; this
 * store holds only what the reader's actions changed since.
 */
export class CommunityStore {
  /** Like counts the reader's actions changed, by target (and comment). */
  private readonly likeCounts = observable.map<string, number>();
  private readonly likesInFlight = observable.set<string>();
  /** The short message of a like the server refused, shown next to its button until the next try. */
  private readonly likeNotices = observable.map<string, LocalizedError>();
  /** Comments written since the page loaded, newest first (the server's order). */
  private readonly addedComments = observable.map<string, Comment[]>();
  /** Comments shown before the server confirmed them. */
  private readonly unconfirmedComments = observable.set<string>();
  /** Polls as they are after a vote or a personalised fetch. */
  private readonly polls = observable.map<string, Poll>();
  private readonly pollNotices = observable.map<string, LocalizedError>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
    // Sign-out does not reload the page: what the last reader did must not show to the next one.
    reaction(
      () => this.root.session.authorised,
      (authorised) => {
        if (!authorised) this.reset();
      },
    );
  }

  /**
   * Forgets what belongs to the reader who was signed in: their poll choices and the notices about their likes
   * and votes. Counts stay as they are (they are everyone's), without the reader's mark on them.
   */
  reset(): void {
    this.likeNotices.clear();
    this.pollNotices.clear();
    for (const [id, poll] of [...this.polls.entries()]) {
      if (poll.votedVariantId === undefined) continue;
      const { votedVariantId: _mine, ...everyones } = poll;
      this.polls.set(id, everyones);
    }
  }

  /** The name a comment is signed with (SPEC §3: last name, then first name), while a reader is signed in. */
  get signedInAs(): string | undefined {
    const reader = this.reader;
    return reader ? commentUserName(reader) : undefined;
  }

  private get reader() {
    const { session } = this.root;
    return session.authorised ? session.user : null;
  }

  private likedSet(target: CommunityTarget, commentId?: string) {
    const likes = this.root.session.likes;
    if (target.kind === 'article') return commentId ? likes.articlesComments : likes.articles;
    return commentId ? likes.postsComments : likes.posts;
  }

  /** SPEC §3 client state likes: whether the like button of this target (or its comment) is pressed. */
  isLiked(target: CommunityTarget, commentId?: string): boolean {
    return this.likedSet(target, commentId).has(commentId ?? target.id);
  }

  likeCount(target: CommunityTarget, loaded: number, commentId?: string): number {
    return this.likeCounts.get(key(target, commentId)) ?? loaded;
  }

  likeBusy(target: CommunityTarget, commentId?: string): boolean {
    return this.likesInFlight.has(key(target, commentId));
  }

  likeNotice(target: CommunityTarget, commentId?: string): LocalizedError | undefined {
    return this.likeNotices.get(key(target, commentId));
  }

  /**
   * Likes or unlikes (the server toggles). `loaded` is the count the page was loaded with. Signed out, the like
   * is kept as a draft and the sign-up popup opens.
   */
  async toggleLike(target: CommunityTarget, loaded: number, commentId?: string): Promise<void> {
    const reader = this.reader;
    if (!reader) {
      if (target.kind === 'article') {
        this.root.drafts.keepAndAskToSignIn({
          draftLikeArticle: commentId ? { articleId: target.id, commentId } : { articleId: target.id },
        });
      } else {
        this.root.drafts.keepAndAskToSignIn({
          draftLikePost: commentId ? { postId: target.id, commentId } : { postId: target.id },
        });
      }
      return;
    }
    const at = key(target, commentId);
    if (this.likesInFlight.has(at)) return;
    const set = this.likedSet(target, commentId);
    const id = commentId ?? target.id;
    const wasLiked = set.has(id);
    const previousCount = this.likeCounts.get(at);
    const before = previousCount ?? loaded;
    this.likesInFlight.add(at);
    this.likeNotices.delete(at);
    if (wasLiked) set.delete(id);
    else set.add(id);
    this.likeCounts.set(at, Math.max(0, before + (wasLiked ? -1 : 1)));
    try {
      const result = await this.sendLike(target, reader._id, commentId);
      runInAction(() => {
        if (result.liked) set.add(id);
        else set.delete(id);
        this.likeCounts.set(at, result.likes);
      });
    } catch (error) {
      runInAction(() => {
        if (wasLiked) set.add(id);
        else set.delete(id);
        if (previousCount === undefined) this.likeCounts.delete(at);
        else this.likeCounts.set(at, previousCount);
        this.likeNotices.set(at, failureMessage(error, communityMessages.likeFailed));
      });
    } finally {
      runInAction(() => this.likesInFlight.delete(at));
    }
  }

  private sendLike(target: CommunityTarget, userId: string, commentId?: string): Promise<LikeResult> {
    const api = this.root.api;
    if (target.kind === 'article') {
      return commentId
        ? likeCommentOfArticle(api, { articleId: target.id, commentId, userId, drafted: false })
        : likeArticle(api, { articleId: target.id, userId, drafted: false });
    }
    return commentId
      ? likeCommentOfPost(api, { postId: target.id, commentId, userId, drafted: false })
      : likePost(api, { postId: target.id, userId, drafted: false });
  }

  /** What a like button shows: pressed, count, waiting, and why the last try failed. */
  likeState(target: CommunityTarget, loaded: number, commentId?: string) {
    return {
      pressed: this.isLiked(target, commentId),
      count: this.likeCount(target, loaded, commentId),
      busy: this.likeBusy(target, commentId),
      notice: this.likeNotice(target, commentId),
    };
  }

  /** Likes or unlikes a comment shown under the target (`loaded`: the comments the page came with). */
  likeComment(target: CommunityTarget, loaded: readonly Comment[], commentId: string): Promise<void> {
    const comment = this.comments(target, loaded).find((candidate) => candidate._id === commentId);
    if (!comment || this.isUnconfirmed(commentId)) return Promise.resolve();
    return this.toggleLike(target, comment.likes, commentId);
  }

  /** The comments with each one's like state, as the list shows them. */
  commentItems(target: CommunityTarget, loaded: readonly Comment[]) {
    return this.comments(target, loaded).map((comment) => ({
      ...comment,
      ...this.likeStateOfComment(target, comment),
      unconfirmed: this.isUnconfirmed(comment._id),
    }));
  }

  private likeStateOfComment(target: CommunityTarget, comment: Comment) {
    const state = this.likeState(target, comment.likes, comment._id);
    return { likes: state.count, liked: state.pressed, busy: state.busy, notice: state.notice };
  }

  /** The comments to show: those written since the page loaded, then the page's own (newest first). */
  comments(target: CommunityTarget, loaded: readonly Comment[]): Comment[] {
    const added = this.addedComments.get(key(target)) ?? [];
    const seen = new Set(added.map((comment) => comment._id));
    return [...added, ...loaded.filter((comment) => !seen.has(comment._id))];
  }

  commentsCount(target: CommunityTarget, loaded: number): number {
    return loaded + (this.addedComments.get(key(target))?.length ?? 0);
  }

  /** A comment shown before the server confirmed it (it cannot be liked yet). */
  isUnconfirmed(commentId: string): boolean {
    return this.unconfirmedComments.has(commentId);
  }

  /** The text of a comment the reader wrote here while signed out, still waiting for sign-in. */
  draftText(target: CommunityTarget): string | undefined {
    const draft = this.root.drafts.draft;
    const pending = target.kind === 'article' ? draft.draftCommentArticle : draft.draftCommentPost;
    if (!pending) return undefined;
    const id = 'articleId' in pending ? pending.articleId : pending.postId;
    return id === target.id ? pending.text : undefined;
  }

  /** SPEC §5 'Comment: message required'; signed out, the comment is kept as a draft with its text. */
  async comment(target: CommunityTarget, values: CommentValues): Promise<ActionOutcome<CommentValues>> {
    const invalid = validateComment(values);
    if (invalid) return { errors: invalid };
    const text = (values.text ?? '').trim();
    const reader = this.reader;
    if (!reader) {
      this.root.drafts.keepAndAskToSignIn(
        target.kind === 'article'
          ? { draftCommentArticle: { articleId: target.id, text } }
          : { draftCommentPost: { postId: target.id, text } },
      );
      return { done: 'drafted' };
    }
    const at = key(target);
    const userName = commentUserName(reader);
    pendingCommentNumber += 1;
    const shown: Comment = {
      _id: `unconfirmed-${pendingCommentNumber}`,
      userId: reader._id,
      userName,
      text,
      createdAt: new Date(this.root.clock()).toISOString(),
      likes: 0,
    };
    this.addedComments.set(at, [shown, ...(this.addedComments.get(at) ?? [])]);
    this.unconfirmedComments.add(shown._id);
    const input = { userId: reader._id, userName, text };
    try {
      const { comment } =
        target.kind === 'article'
          ? await commentArticle(this.root.api, target.id, input)
          : await commentPost(this.root.api, target.id, input);
      runInAction(() => {
        this.addedComments.set(
          at,
          (this.addedComments.get(at) ?? []).map((existing) => (existing._id === shown._id ? comment : existing)),
        );
        this.unconfirmedComments.delete(shown._id);
      });
      return { done: 'sent' };
    } catch (error) {
      runInAction(() => {
        this.addedComments.set(
          at,
          (this.addedComments.get(at) ?? []).filter((existing) => existing._id !== shown._id),
        );
        this.unconfirmedComments.delete(shown._id);
      });
      return { errors: { [FORM_ERROR]: failureMessage(error, communityMessages.commentFailed) } };
    }
  }

  /**
   * Everything the like button, the poll and the comments under a story show, at `now`, with what the reader
   * can do there. Articles and posts share it.
   */
  storyView(target: CommunityTarget, loaded: StoryLoaded, now: number) {
    const commentsCount = this.commentsCount(target, loaded.commentsCount);
    const poll = loaded.poll ?? undefined;
    return {
      like: { ...this.likeState(target, loaded.likes), onToggle: () => void this.toggleLike(target, loaded.likes) },
      poll: poll && { ...this.pollView(poll, now), onVote: (values: VoteValues) => this.vote(poll, values) },
      pollId: poll?._id,
      readerKnown: this.reader !== null,
      refreshPoll: (pollId: string) => this.refreshPoll(pollId),
      comments: {
        count: commentsCount,
        comments: this.commentItems(target, loaded.comments),
        onLike: (commentId: string) => void this.likeComment(target, loaded.comments, commentId),
        signedInAs: this.signedInAs,
        initialText: this.draftText(target),
        onSubmit: (values: CommentValues) => this.comment(target, values),
      },
    };
  }

  /** The poll as it stands: after the reader's vote or a personalised fetch, else as the page loaded it. */
  poll(loaded: Poll): Poll {
    return this.polls.get(loaded._id) ?? loaded;
  }

  /** The poll as the card shows it, in the reader's language, at `now` (the countdown, the closed state). */
  pollView(loaded: Poll, now: number) {
    const poll = this.poll(loaded);
    const locale = this.root.locale;
    const shares = pollPercentages(poll);
    return {
      question: poll.data[locale].question,
      options: poll.variants.map((variant) => ({
        id: variant._id,
        text: variant.data[locale].text,
        votes: variant.votes,
        percent: shares.get(variant._id) ?? 0,
      })),
      totalVotes: poll.totalVotes,
      votedVariantId: poll.votedVariantId,
      closed: pollIsClosed(poll, now),
      timeLeft: pollTimeLeft(poll.endsAt, now),
      notice: this.pollNotice(poll._id),
    };
  }

  pollNotice(pollId: string): LocalizedError | undefined {
    return this.pollNotices.get(pollId);
  }

  /**
   * The page's own request carries no token, so it cannot say how this reader voted: once the reader is known,
   * the poll is asked for again with the token (votedVariantId).
   */
  async refreshPoll(pollId: string): Promise<void> {
    try {
      const { poll } = await getPoll(this.root.api, pollId);
      runInAction(() => this.polls.set(poll._id, poll));
    } catch {
      // The page's copy of the poll stays: it still shows the question and counts.
    }
  }

  /** SPEC §5 'The vote option should be selected'; §7 body voteId, variantId, locale, path. */
  async vote(loaded: Poll, values: VoteValues): Promise<ActionOutcome<VoteValues>> {
    const invalid = validateVote(values);
    if (invalid) return { errors: invalid };
    const variantId = values.variantId ?? '';
    if (!this.reader) {
      this.root.drafts.keepAndAskToSignIn({ draftVote: { voteId: loaded._id, variant: variantId } });
      return { done: 'drafted' };
    }
    const before = this.poll(loaded);
    const hadUpdate = this.polls.has(loaded._id);
    this.pollNotices.delete(loaded._id);
    this.polls.set(loaded._id, {
      ...before,
      variants: before.variants.map((variant) =>
        variant._id === variantId ? { ...variant, votes: variant.votes + 1 } : variant,
      ),
      totalVotes: before.totalVotes + 1,
      votedVariantId: variantId,
    });
    try {
      const { poll } = await vote(this.root.api, {
        voteId: loaded._id,
        variantId,
        locale: this.root.locale,
        path: this.root.navigation.current(),
      });
      runInAction(() => this.polls.set(poll._id, poll));
      return { done: 'sent' };
    } catch (error) {
      runInAction(() => {
        if (hadUpdate) this.polls.set(loaded._id, before);
        else this.polls.delete(loaded._id);
      });
      const text = error instanceof ApiFailure ? error.serverMessage : undefined;
      if (text === COMMUNITY_ERRORS.pollClosed || text === COMMUNITY_ERRORS.alreadyVoted) {
        // The reader's copy was out of date: show the poll as it really is, with a word on why.
        runInAction(() =>
          this.pollNotices.set(
            loaded._id,
            localizedNotice(text === COMMUNITY_ERRORS.pollClosed ? 'pollClosed' : 'alreadyVoted'),
          ),
        );
        await this.refreshPoll(loaded._id);
        return { done: 'outdated' };
      }
      return { errors: { [FORM_ERROR]: failureMessage(error, communityMessages.voteFailed) } };
    }
  }
}

function localizedNotice(name: 'pollClosed' | 'alreadyVoted'): LocalizedError {
  return { message: communityMessages[name] };
}
