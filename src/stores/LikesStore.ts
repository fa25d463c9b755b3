import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { LikeResult } from '../../contracts/community';
import type { UserLikes } from '../../contracts/user';
import { unreachableOrFailed } from '../api/errorCatalogue';
import { getUserLikes } from '../api/user';
import { communityFailure, communityMessages } from '../i18n/communityMessages';
import type { LocalizedError } from '../i18n/formErrors';
import type { CommunityTarget } from '../lib/community';
import type { Services } from './services';
import type { PopupsStore } from './PopupsStore';
import type { SessionStore } from './SessionStore';
import type { DraftsStore } from './DraftsStore';

/** A like of an article or a post, or (with commentId) of one of its comments. */
export interface LikeOf {
  readonly target: CommunityTarget;
  readonly commentId?: string | undefined;
}

const key = ({ target, commentId }: LikeOf) =>
  commentId ? `${target.kind}:${target.id}:comment:${commentId}` : `${target.kind}:${target.id}`;

const likeDraft = (target: CommunityTarget, commentId: string | undefined) =>
  target.kind === 'article'
    ? { draftLikeArticle: commentId ? { articleId: target.id, commentId } : { articleId: target.id } }
    : { draftLikePost: commentId ? { postId: target.id, commentId } : { postId: target.id } };


/** What LikesStore uses: the shared services, and by name the stores it works with. */
export type LikesDeps = Services & { readonly popups: PopupsStore; readonly session: SessionStore; readonly drafts: DraftsStore };

/**
 * SPEC §3/§6/§7 likes of articles, posts and their comments: what the reader liked (client state likes), the
 * counts their likes changed, and the one way a like reaches the server (`dispatch`), used by the button and by
 * the draft replay after sign-in. Signed in, a like shows at once and is taken back if the server refuses;
 * signed out, it becomes a draft and the sign-up popup opens.
 */
export class LikesStore {
  /** What the reader liked, by kind (SPEC §3 client state likes). */
  readonly liked = {
    articles: observable.set<string>(),
    posts: observable.set<string>(),
    articlesComments: observable.set<string>(),
    postsComments: observable.set<string>(),
  };
  /** Like counts the reader's actions changed since the page loaded (what the page came with stays its own). */
  private readonly counts = observable.map<string, number>();
  private readonly inFlight = observable.set<string>();
  /** The short message of a like the server refused, shown next to its button until the next try. */
  private readonly notices = observable.map<string, LocalizedError>();

  constructor(private readonly deps: LikesDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false, liked: false }, { autoBind: true });
    // Sign-out does not reload the page: what the last reader liked must not show to the next one.
    reaction(
      () => this.deps.session.authorised,
      (authorised) => {
        if (!authorised) this.forgetReader();
      },
    );
  }

  /** The signed-in reader's likes, loaded with user id and token (SPEC §7). */
  async load(): Promise<void> {
    const user = this.deps.session.user;
    if (!user) return;
    try {
      this.replace(await getUserLikes(this.deps.api, user._id));
    } catch {
      // Likes only decorate buttons: without them every button shows "not liked yet".
    }
  }

  replace(likes: UserLikes): void {
    for (const kind of ['articles', 'posts', 'articlesComments', 'postsComments'] as const) {
      this.liked[kind].replace(likes[kind]);
    }
  }

  /** Forgets the reader's marks and notices; counts stay as they are (they are everyone's). */
  forgetReader(): void {
    for (const set of Object.values(this.liked)) set.clear();
    this.notices.clear();
  }

  private likedSet({ target, commentId }: LikeOf) {
    if (target.kind === 'article') return commentId ? this.liked.articlesComments : this.liked.articles;
    return commentId ? this.liked.postsComments : this.liked.posts;
  }

  /** SPEC §3 client state likes: whether the like button of this target (or its comment) is pressed. */
  isLiked(target: CommunityTarget, commentId?: string): boolean {
    return this.likedSet({ target, commentId }).has(commentId ?? target.id);
  }

  /** `loaded`: the count the page was loaded with. */
  count(target: CommunityTarget, loaded: number, commentId?: string): number {
    return this.counts.get(key({ target, commentId })) ?? loaded;
  }

  busy(target: CommunityTarget, commentId?: string): boolean {
    return this.inFlight.has(key({ target, commentId }));
  }

  notice(target: CommunityTarget, commentId?: string): LocalizedError | undefined {
    return this.notices.get(key({ target, commentId }));
  }

  /** What a like button shows: pressed, count, waiting, and why the last try failed. */
  state(target: CommunityTarget, loaded: number, commentId?: string) {
    return {
      pressed: this.isLiked(target, commentId),
      count: this.count(target, loaded, commentId),
      busy: this.busy(target, commentId),
      notice: this.notice(target, commentId),
    };
  }

  /**
   * Likes or unlikes (the server toggles). `loaded` is the count the page was loaded with. Signed out, the like
   * is kept as a draft and the sign-up popup opens.
   */
  async toggle(target: CommunityTarget, loaded: number, commentId?: string): Promise<void> {
    const { session, drafts } = this.deps;
    const reader = session.authorised ? session.user : null;
    if (!reader) {
      drafts.keepAndAskToSignIn(likeDraft(target, commentId));
      return;
    }
    const like = { target, commentId };
    const at = key(like);
    if (this.inFlight.has(at)) return;
    const set = this.likedSet(like);
    const id = commentId ?? target.id;
    const wasLiked = set.has(id);
    const previousCount = this.counts.get(at);
    this.inFlight.add(at);
    this.notices.delete(at);
    if (wasLiked) set.delete(id);
    else set.add(id);
    this.counts.set(at, Math.max(0, (previousCount ?? loaded) + (wasLiked ? -1 : 1)));
    try {
      const result = await this.dispatch(like, reader._id, false);
      runInAction(() => {
        if (result.liked) set.add(id);
        else set.delete(id);
        this.counts.set(at, result.likes);
      });
    } catch (error) {
      runInAction(() => {
        if (wasLiked) set.add(id);
        else set.delete(id);
        if (previousCount === undefined) this.counts.delete(at);
        else this.counts.set(at, previousCount);
      });
      if (session.endedBy(error)) {
        // The session expired: the like waits as a draft for the reader to sign in again. An unlike cannot be
        // drafted (a drafted like only likes), so then the reader is only asked to sign in.
        if (wasLiked) this.deps.popups.open('signIn');
        else drafts.keepAndAskToSignIn(likeDraft(target, commentId), 'signIn');
        return;
      }
      runInAction(() => this.notices.set(at, communityFailure(unreachableOrFailed(error), communityMessages.likeFailed)));
    } finally {
      runInAction(() => this.inFlight.delete(at));
    }
  }

  /** What the server answered to a like sent outside `toggle` (a replayed draft): pressed and count as it says. */
  record(like: LikeOf, result: LikeResult): void {
    const set = this.likedSet(like);
    const id = like.commentId ?? like.target.id;
    if (result.liked) set.add(id);
    else set.delete(id);
    this.counts.set(key(like), result.likes);
  }

  /**
   * The one way a like reaches the server, for all four kinds: the button sends drafted=false, the replay of a
   * signed-out reader's draft drafted=true (SPEC §4).
   */
  async dispatch({ target, commentId }: LikeOf, userId: string, drafted: boolean): Promise<LikeResult> {
    // The like's requests and contracts come with the first like (docs/decisions/114).
    const { likeArticle, likeCommentOfArticle, likeCommentOfPost, likePost } = await import('../api/community');
    const api = this.deps.api;
    if (target.kind === 'article') {
      return commentId
        ? likeCommentOfArticle(api, { articleId: target.id, commentId, userId, drafted })
        : likeArticle(api, { articleId: target.id, userId, drafted });
    }
    return commentId
      ? likeCommentOfPost(api, { postId: target.id, commentId, userId, drafted })
      : likePost(api, { postId: target.id, userId, drafted });
  }
}
