import { makeAutoObservable } from 'mobx';
import { Draft } from '../../contracts/user';
import type { RootStore } from './RootStore';
import { readStored, writeStored } from '../lib/storage';

type Action = Omit<Draft, 'redirectUrl'>;

/**
 * SPEC §3/§4 drafts: what a signed-out reader tried to do (a like, a comment, a vote), kept across a reload
 * and replayed once after sign-in (SessionStore). The page to come back to is `redirectUrl`.
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
}
