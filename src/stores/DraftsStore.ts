import { makeAutoObservable, runInAction } from 'mobx';
import { object, optional, string } from 'superstruct';
import { COMMUNITY_ERRORS } from '../../contracts/communityShapes';
import { Draft, type User } from '../../contracts/user';
import { ApiFailure } from '../api/client';
import type { CommunityTarget } from '../lib/community';
import { withSafeRedirect } from '../lib/safeRedirect';
import { sendOutcome } from '../lib/sendOutcome';
import { readStored, writeStored } from '../lib/storage';
import type { Services } from './services';
import type { PopupsStore } from './PopupsStore';
import type { SessionStore } from './SessionStore';
import type { LikesStore } from './LikesStore';
import type { CommentsStore } from './CommentsStore';
import type { PollsStore } from './PollsStore';

type Action = Omit<Draft, 'redirectUrl'>;
/** One step of a draft: a like of an article's or post's (comment), a comment on either, a vote. */
export type DraftStep = keyof Action;
const STEPS: readonly DraftStep[] = ['draftLikeArticle', 'draftLikePost', 'draftCommentArticle', 'draftCommentPost', 'draftVote'];

/** The comments' idempotency keys, kept beside the draft: a new comment gets a new key, a replay reuses it. */
const CommentKeys = object({ draftCommentArticle: optional(string()), draftCommentPost: optional(string()) });
type CommentStep = 'draftCommentArticle' | 'draftCommentPost';

/**
 * Why a replayed step did not go through: 'retry', no answer or a server error (it may go next time);
 * 'closed', the poll closed meanwhile; 'refused', any other refusal (the story or comment is gone).
 */
export type ReplayProblem = 'retry' | 'closed' | 'refused';

export interface ReplayFailure {
  readonly step: DraftStep;
  readonly kind: 'like' | 'comment' | 'vote';
  readonly problem: ReplayProblem;
}

const kindOf = (step: DraftStep): ReplayFailure['kind'] =>
  step === 'draftVote' ? 'vote' : step === 'draftCommentArticle' || step === 'draftCommentPost' ? 'comment' : 'like';

const hasSteps = (draft: Draft) => STEPS.some((step) => draft[step] !== undefined);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 'done' when the server already has what the step asked for (the vote was counted by an earlier replay, whose
 * answer may have been lost or unreadable), else what to tell the reader: the outbox's rule (lib/sendOutcome.ts), and
 * the poll's own two answers.
 */
function outcomeOf(error: unknown): 'done' | ReplayProblem {
  const message = error instanceof ApiFailure ? error.serverMessage : undefined;
  if (message === COMMUNITY_ERRORS.alreadyVoted) return 'done';
  if (message === COMMUNITY_ERRORS.pollClosed) return 'closed';
  return sendOutcome(error) === 'refused' ? 'refused' : 'retry';
}

/** What DraftsStore uses: the shared services, and by name the stores the replay goes through. */
export type DraftsDeps = Services & {
  readonly popups: PopupsStore;
  readonly session: SessionStore;
  readonly likes: LikesStore;
  readonly comments: CommentsStore;
  readonly polls: PollsStore;
};

/**
 * SPEC §3/§4 drafts: what a signed-out reader tried to do (a like, a comment, a vote), kept across a reload and in
 * every tab, and replayed after sign-in exactly once (docs/decisions/032): one tab replays at a time, a step
 * leaves the stored draft only once the server confirmed it, and every step is idempotent (a drafted like only
 * likes and is skipped if the reader already likes it; a comment carries its key; a vote counted is done), so a
 * replay repeated after a reload or by another tab changes nothing. A step that fails stays, and the reader is
 * told (`failures`). The page to come back to is `redirectUrl`.
 */
export class DraftsStore {
  private current: Draft;
  /** The steps the last replay in this tab could not get through; they stay in the draft. */
  failures: readonly ReplayFailure[] = [];
  replaying = false;

  constructor(private readonly deps: DraftsDeps) {
    this.current = this.stored();
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
    deps.tabs.listen(() => this.sync());
  }

  /** What is drafted, as stored (shared by the tabs). */
  get draft(): Draft {
    return this.current;
  }

  /** Setting the draft stores it, so it survives a reload and the other tabs (and the replay) see it. */
  set draft(draft: Draft) {
    this.keep(draft);
  }

  /** A like, comment or vote is waiting: for the reader to sign in, or (after a failure) to be sent again. */
  get pending(): boolean {
    return hasSteps(this.draft);
  }

  /** SPEC §4: a pending draft changes the sign-in/sign-up popups to their short look. */
  get popupLayout(): 'short' | 'tall' {
    return this.pending ? 'short' : 'tall';
  }

  /**
   * SPEC §4: a pending draft prevents the scroll to top on a path change — while it waits for sign-in, not while
   * a step that failed waits for the signed-in reader.
   */
  get keepsScroll(): boolean {
    return this.pending && !this.deps.session.authorised;
  }

  /**
   * A signed-out reader acted (or a signed-in one whose session had expired): keep the action with the page it
   * happened on, beside what is already drafted, and ask the reader to register (the sign-up popup's draft
   * layout, with its sign-in link) or, when the session expired, to sign in again.
   */
  keepAndAskToSignIn(action: Action, popup: 'signUp' | 'signIn' = 'signUp'): void {
    this.keep({ ...this.stored(), ...action, redirectUrl: this.deps.navigation.current() });
    this.deps.popups.open(popup);
  }

  /** The server's copy of the draft (handed back once with sign-in), unless this browser has its own. */
  adopt(draft: Draft | undefined): void {
    if (!draft || !hasSteps(draft) || hasSteps(this.stored())) return;
    this.keep(draft);
  }

  clear(): void {
    this.current = {};
    this.failures = [];
    this.deps.storage.removeItem(this.deps.keys.drafts);
    this.deps.storage.removeItem(this.deps.keys.draftKeys);
    this.deps.tabs.announce();
  }

  /** The reader gives up on a step that could not be replayed. */
  discard(step: DraftStep): void {
    this.settle(step, this.stored()[step]);
    this.failures = this.failures.filter((failure) => failure.step !== step);
    this.deps.tabs.announce();
  }

  /** Another tab drafted, replayed or discarded: show what is stored now (and the likes another tab replayed). */
  sync(): void {
    const before = this.draft;
    const now = this.stored();
    if (same(before, now)) return;
    this.current = now;
    this.failures = this.failures.filter((failure) => now[failure.step] !== undefined);
    const likeReplayed = (before.draftLikeArticle && !now.draftLikeArticle) || (before.draftLikePost && !now.draftLikePost);
    if (likeReplayed && this.deps.session.authorised) void this.deps.likes.load();
  }

  /**
   * SPEC §4: the pending draft — whichever tab drafted it — is replayed through the same dispatchers the buttons
   * and forms use: a like of an article or post (with commentId, a like of its comment; drafted=true), a comment
   * on an article or post, a vote (with the page it was cast on). Runs in one tab at a time; another tab that is
   * replaying already makes this a no-op.
   */
  async replay(): Promise<void> {
    await this.deps.tabs.exclusive(async () => {
      const { session } = this.deps;
      const reader = session.authorised ? session.user : null;
      const draft = this.stored();
      runInAction(() => {
        this.current = draft;
      });
      if (!reader || !hasSteps(draft)) return;
      runInAction(() => {
        this.replaying = true;
      });
      // A like the server already has is not sent: the reader's likes say which.
      await this.deps.likes.load();
      const failures: ReplayFailure[] = [];
      for (const step of STEPS) {
        if (draft[step] === undefined) continue;
        try {
          await this.run(step, draft, reader);
          this.settle(step, draft[step]);
        } catch (error) {
          const outcome = outcomeOf(error);
          if (outcome === 'done') this.settle(step, draft[step]);
          else failures.push({ step, kind: kindOf(step), problem: outcome });
        }
      }
      runInAction(() => {
        this.failures = failures;
        this.replaying = false;
      });
      this.deps.tabs.announce();
    });
  }

  private async run(step: DraftStep, draft: Draft, reader: User): Promise<void> {
    const { likes, comments, polls } = this.deps;
    switch (step) {
      case 'draftLikeArticle':
      case 'draftLikePost': {
        const like = step === 'draftLikeArticle' ? draft.draftLikeArticle : draft.draftLikePost;
        if (!like) return;
        const target: CommunityTarget =
          'articleId' in like ? { kind: 'article', id: like.articleId } : { kind: 'post', id: like.postId };
        if (likes.isLiked(target, like.commentId)) return;
        const of = { target, commentId: like.commentId };
        likes.record(of, await likes.dispatch(of, reader._id, true));
        return;
      }
      case 'draftCommentArticle':
      case 'draftCommentPost': {
        const comment = step === 'draftCommentArticle' ? draft.draftCommentArticle : draft.draftCommentPost;
        if (!comment) return;
        const target: CommunityTarget =
          'articleId' in comment ? { kind: 'article', id: comment.articleId } : { kind: 'post', id: comment.postId };
        const answer = await comments.dispatch(target, reader, comment.text, this.commentKey(step), comment.parentId);
        comments.show(target, answer.comment);
        return;
      }
      case 'draftVote': {
        const vote = draft.draftVote;
        if (!vote) return;
        const { poll } = await polls.dispatch(vote.voteId, vote.variant, draft.redirectUrl ?? this.deps.navigation.current());
        polls.record(poll);
        return;
      }
    }
  }

  private stored(): Draft {
    return readStored(this.deps.storage, this.deps.keys.drafts, Draft) ?? {};
  }

  private storedKeys() {
    return readStored(this.deps.storage, this.deps.keys.draftKeys, CommentKeys) ?? {};
  }

  /** Writes the draft, with a new key for each comment that is new or changed, and tells the other tabs. */
  private keep(kept: Draft): void {
    // A way back that is no path on this site (a page opened as //evil.example/…) is dropped, not the action: the
    // stored draft must keep the contract, or reading it back would lose it all (issue 17).
    const draft = withSafeRedirect(kept);
    const before = this.stored();
    const keys = { ...this.storedKeys() };
    for (const step of ['draftCommentArticle', 'draftCommentPost'] as const) {
      if (!draft[step]) delete keys[step];
      else if (!keys[step] || !same(before[step], draft[step])) keys[step] = crypto.randomUUID();
    }
    writeStored(this.deps.storage, this.deps.keys.draftKeys, keys);
    writeStored(this.deps.storage, this.deps.keys.drafts, draft);
    this.current = draft;
    this.deps.tabs.announce();
  }

  private commentKey(step: CommentStep): string {
    const keys = this.storedKeys();
    const existing = keys[step];
    if (existing) return existing;
    // A draft stored before comments had keys: the key is made, and kept, before the first send.
    const made = crypto.randomUUID();
    writeStored(this.deps.storage, this.deps.keys.draftKeys, { ...keys, [step]: made });
    return made;
  }

  /** The server confirmed a step: it leaves the stored draft (unless the reader drafted it anew meanwhile). */
  private settle(step: DraftStep, replayed: unknown): void {
    const now = this.stored();
    if (!same(now[step], replayed)) return;
    const { [step]: _done, ...rest } = now;
    const keys = this.storedKeys();
    const { [step as CommentStep]: _key, ...otherKeys } = keys;
    if (hasSteps(rest)) {
      writeStored(this.deps.storage, this.deps.keys.drafts, rest);
      writeStored(this.deps.storage, this.deps.keys.draftKeys, otherKeys);
    } else {
      this.deps.storage.removeItem(this.deps.keys.drafts);
      this.deps.storage.removeItem(this.deps.keys.draftKeys);
    }
    runInAction(() => {
      this.current = hasSteps(rest) ? rest : {};
    });
  }
}
