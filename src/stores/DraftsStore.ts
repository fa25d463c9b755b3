import { makeAutoObservable } from 'mobx';
import { Draft, type User } from '../../contracts/user';
import type { RootStore } from './RootStore';
import { readStored, writeStored } from '../lib/storage';

type Action = Omit<Draft, 'redirectUrl'>;

/**
 * SPEC §3/§4 drafts: what a signed-out reader tried to do (a like, a comment, a vote), kept across a reload
 * and replayed once after sign-in (`replay`, called by SessionStore). The page to come back to is `redirectUrl`.
 */
export class DraftsStore {
  draft: Draft;

  constructor(private readonly root: RootStore) {
    this.draft = readStored(root.storage, root.keys.drafts, Draft) ?? {};
    makeAutoObservable<this, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** A like, comment or vote is waiting for the reader to sign in. */
  get pending(): boolean {
    const { redirectUrl: _redirect, ...actions } = this.draft;
    return Object.values(actions).some(Boolean);
  }

  /** SPEC §4: a pending draft changes the sign-in/sign-up popups to their short look. */
  get popupLayout(): 'short' | 'tall' {
    return this.pending ? 'short' : 'tall';
  }

  /** SPEC §4: a pending draft prevents the scroll to top on a path change. */
  get keepsScroll(): boolean {
    return this.pending;
  }

  /**
   * A signed-out reader acted: keep the action with the page it happened on, and ask the reader to register
   * (the sign-up popup's draft layout, with its sign-in link).
   */
  keepAndAskToSignIn(action: Action): void {
    this.draft = { ...action, redirectUrl: this.root.navigation.current() };
    writeStored(this.root.storage, this.root.keys.drafts, this.draft);
    this.root.popups.open('signUp');
  }

  clear(): void {
    this.draft = {};
    this.root.storage.removeItem(this.root.keys.drafts);
  }

  /**
   * SPEC §4: the pending draft is replayed once, through the same dispatchers the buttons and forms use: a like
   * of an article or post (with commentId, a like of its comment; drafted=true), a comment on an article or post,
   * a vote (with the page it was cast on).
   */
  async replay(draft: Draft, reader: User): Promise<void> {
    const { likes, comments, polls } = this.root;
    const steps: (() => Promise<unknown>)[] = [];
    const onArticle = draft.draftLikeArticle;
    if (onArticle) {
      const target = { kind: 'article', id: onArticle.articleId } as const;
      steps.push(() => likes.dispatch({ target, commentId: onArticle.commentId }, reader._id, true));
    }
    const onPost = draft.draftLikePost;
    if (onPost) {
      const target = { kind: 'post', id: onPost.postId } as const;
      steps.push(() => likes.dispatch({ target, commentId: onPost.commentId }, reader._id, true));
    }
    const commentOnArticle = draft.draftCommentArticle;
    if (commentOnArticle) {
      const target = { kind: 'article', id: commentOnArticle.articleId } as const;
      steps.push(() => comments.dispatch(target, reader, commentOnArticle.text));
    }
    const commentOnPost = draft.draftCommentPost;
    if (commentOnPost) {
      const target = { kind: 'post', id: commentOnPost.postId } as const;
      steps.push(() => comments.dispatch(target, reader, commentOnPost.text));
    }
    const vote = draft.draftVote;
    if (vote) {
      const path = draft.redirectUrl ?? this.root.navigation.current();
      steps.push(() => polls.dispatch(vote.voteId, vote.variant, path));
    }
    for (const step of steps) {
      try {
        await step();
      } catch {
        // One action the server refuses (a poll that closed meanwhile) does not undo the sign-in.
      }
    }
  }
}
