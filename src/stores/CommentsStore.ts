import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Comment } from '../../contracts/community';
import { familyFirstName, personName } from '../../contracts/personName';
import type { User } from '../../contracts/user';
import { commentArticle, commentPost } from '../api/community';
import { unreachableOrFailed } from '../api/errorCatalogue';
import { communityFailure, communityMessages } from '../i18n/communityMessages';
import type { ActionOutcome, CommentValues, CommunityTarget } from '../lib/community';
import { sendOutcome } from '../lib/sendOutcome';
import { validateComment } from '../lib/validation';
import type { Services } from './services';
import type { DraftsStore } from './DraftsStore';
import type { SessionStore } from './SessionStore';


const key = (target: CommunityTarget) => `${target.kind}:${target.id}`;

const commentDraft = (target: CommunityTarget, text: string) =>
  target.kind === 'article'
    ? { draftCommentArticle: { articleId: target.id, text } }
    : { draftCommentPost: { postId: target.id, text } };


/** What CommentsStore uses: the shared services, and by name the stores it works with. */
export type CommentsDeps = Services & { readonly drafts: DraftsStore; readonly session: SessionStore };

/**
 * SPEC §3/§5/§7 comments on articles and posts. Signed in, a comment shows at once (unconfirmed, it cannot be
 * liked yet) and is taken back if the server refuses; signed out, it becomes a draft with its text. What the
 * server sent with the page stays in ContentStore; this store holds only the comments written since.
 */
export class CommentsStore {
  /** Comments written since the page loaded, newest first (the server's order). */
  private readonly added = observable.map<string, Comment[]>();
  /** Comments shown before the server confirmed them. */
  private readonly unconfirmed = observable.set<string>();
  /** Numbers the comments shown before the server gives them an id; per store, so nothing outlives a request. */
  private unconfirmedCount = 0;
  /**
   * The key of a comment whose try may have reached the server (no answer, a 5xx), per story: sending the same
   * text again repeats that key, so the server posts it once (issue 29); another text is another comment.
   */
  private readonly retryKeys = new Map<string, { readonly text: string; readonly key: string }>();

  constructor(private readonly deps: CommentsDeps) {
    makeAutoObservable<this, 'deps' | 'unconfirmedCount' | 'retryKeys'>(
      this,
      { deps: false, unconfirmedCount: false, retryKeys: false },
      { autoBind: true },
    );
  }

  /** The name a comment is signed with, as the site shows it (personName), while a reader is signed in. */
  get signedInAs(): string | undefined {
    const { session } = this.deps;
    return session.authorised && session.user ? personName(session.user) : undefined;
  }

  /** The comments to show: those written since the page loaded, then the page's own (newest first). */
  list(target: CommunityTarget, loaded: readonly Comment[]): Comment[] {
    const added = this.added.get(key(target)) ?? [];
    const seen = new Set(added.map((comment) => comment._id));
    return [...added, ...loaded.filter((comment) => !seen.has(comment._id))];
  }

  count(target: CommunityTarget, loaded: number): number {
    return loaded + (this.added.get(key(target))?.length ?? 0);
  }

  /** A comment shown before the server confirmed it (it cannot be liked yet). */
  isUnconfirmed(commentId: string): boolean {
    return this.unconfirmed.has(commentId);
  }

  /** The text of a comment the reader wrote here while signed out, still waiting for sign-in. */
  draftText(target: CommunityTarget): string | undefined {
    const draft = this.deps.drafts.draft;
    const pending = target.kind === 'article' ? draft.draftCommentArticle : draft.draftCommentPost;
    if (!pending) return undefined;
    const id = 'articleId' in pending ? pending.articleId : pending.postId;
    return id === target.id ? pending.text : undefined;
  }

  /** SPEC §5 'Comment: message required'; signed out, the comment is kept as a draft with its text. */
  async submit(target: CommunityTarget, values: CommentValues): Promise<ActionOutcome<CommentValues>> {
    const invalid = validateComment(values);
    if (invalid) return { errors: invalid };
    const text = (values.text ?? '').trim();
    const { session } = this.deps;
    const reader = session.authorised ? session.user : null;
    if (!reader) {
      this.deps.drafts.keepAndAskToSignIn(commentDraft(target, text));
      return { done: 'drafted' };
    }
    const at = key(target);
    this.unconfirmedCount += 1;
    const shown: Comment = {
      _id: `unconfirmed-${this.unconfirmedCount}`,
      userId: reader._id,
      userName: personName(reader),
      text,
      createdAt: new Date(this.deps.clock()).toISOString(),
      likes: 0,
    };
    this.added.set(at, [shown, ...(this.added.get(at) ?? [])]);
    this.unconfirmed.add(shown._id);
    const kept = this.retryKeys.get(at);
    const sendKey = kept?.text === text ? kept.key : crypto.randomUUID();
    try {
      const { comment } = await this.dispatch(target, reader, text, sendKey);
      this.retryKeys.delete(at);
      runInAction(() => {
        this.added.set(
          at,
          (this.added.get(at) ?? []).map((existing) => (existing._id === shown._id ? comment : existing)),
        );
        this.unconfirmed.delete(shown._id);
      });
      return { done: 'sent' };
    } catch (error) {
      runInAction(() => {
        this.added.set(
          at,
          (this.added.get(at) ?? []).filter((existing) => existing._id !== shown._id),
        );
        this.unconfirmed.delete(shown._id);
      });
      if (sendOutcome(error) === 'retry') this.retryKeys.set(at, { text, key: sendKey });
      else this.retryKeys.delete(at);
      if (session.endedBy(error)) {
        // The session expired: the text waits as a draft (the box keeps it too) and is posted after sign-in.
        this.deps.drafts.keepAndAskToSignIn(commentDraft(target, text), 'signIn');
        return { done: 'drafted' };
      }
      return { errors: { form: communityFailure(unreachableOrFailed(error), communityMessages.commentFailed) } };
    }
  }

  /**
   * The one way a comment reaches the server: the form, and the replay of a signed-out reader's draft (with the
   * draft's key, so a repeated replay posts it once).
   */
  dispatch(target: CommunityTarget, author: Pick<User, '_id' | 'firstName' | 'lastName'>, text: string, key?: string) {
    // SPEC §3's wire form; the server signs with the account's name as shown (personName), whatever this says.
    const input = { userId: author._id, userName: familyFirstName(author), text };
    return target.kind === 'article'
      ? commentArticle(this.deps.api, target.id, input, key)
      : commentPost(this.deps.api, target.id, input, key);
  }

  /** A comment posted outside the form (a replayed draft) shows on its page like one written here. */
  show(target: CommunityTarget, comment: Comment): void {
    const at = key(target);
    const others = (this.added.get(at) ?? []).filter((existing) => existing._id !== comment._id);
    this.added.set(at, [comment, ...others]);
  }
}
