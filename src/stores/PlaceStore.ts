import { makeAutoObservable } from 'mobx';
import { array, enums, number, object, optional, size, string } from 'superstruct';
import type { Draft } from '../../contracts/user';
import { readStored, writeStored } from '../lib/storage';
import type { Services } from './services';

/** What was replayed for the reader after they signed in, said once they are back. */
export type ReplayedKind = 'like' | 'comment' | 'vote';

/**
 * The reader's control, as the page marks it (`data-place`): 'like' (the story's like button), 'like-comment:<id>'
 * (a comment's), 'comment' (the comment form), 'comment:<id>' (a comment a reply answers), 'vote' (the poll).
 */
export type PlaceControl = string;

const Place = object({
  path: size(string(), 1, 2000),
  scrollY: optional(number()),
  control: optional(size(string(), 1, 200)),
  replayed: array(enums(['like', 'comment', 'vote'])),
});
export type Place = {
  readonly path: string;
  /** Absent when the sign-in goes to another page than the one scrolled (the draft's own page): the control is shown. */
  readonly scrollY?: number | undefined;
  readonly control?: PlaceControl | undefined;
  readonly replayed: readonly ReplayedKind[];
};

/** What a draft asks for, in the order it is replayed. */
export function draftKinds(draft: Draft): ReplayedKind[] {
  const kinds: ReplayedKind[] = [];
  if (draft.draftLikeArticle ?? draft.draftLikePost) kinds.push('like');
  if (draft.draftCommentArticle ?? draft.draftCommentPost) kinds.push('comment');
  if (draft.draftVote) kinds.push('vote');
  return kinds;
}

/** The control a draft was made with: the first drafted step's (a like, a comment, a vote). */
export function draftControl(draft: Draft): PlaceControl | undefined {
  const like = draft.draftLikeArticle ?? draft.draftLikePost;
  if (like) return like.commentId ? `like-comment:${like.commentId}` : 'like';
  const comment = draft.draftCommentArticle ?? draft.draftCommentPost;
  // A reply goes back to the comment it answers ('comment:<id>'), a comment to the comment box.
  if (comment) return comment.parentId ? `comment:${comment.parentId}` : 'comment';
  if (draft.draftVote) return 'vote';
  return undefined;
}


/** What PlaceStore uses: the shared services. */
export type PlaceDeps = Services;

/**
 * Issue 15: signing in reloads the page (SPEC §4); the reader comes back where they were. Before the reload the
 * place is written to session storage (this tab only) with the page it is for; the reloaded page takes it once,
 * and only if it is that page. The page then scrolls there, focuses the control and says what was replayed.
 */
export class PlaceStore {
  /** The place this page was reloaded to return to, until the page has been put back there. */
  returning: Place | null = null;
  /** What the replay did, said after the page was put back (cleared when the reader moves on). */
  announced: readonly ReplayedKind[] = [];

  constructor(private readonly deps: PlaceDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /**
   * Before the sign-in's reload (or load of `path`): where the reader is, which control they used, what went
   * through. The scroll position is kept only for the page it was read on (`samePage`).
   */
  remember(path: string, control: PlaceControl | undefined, replayed: readonly ReplayedKind[], samePage = true): void {
    const scrollY = samePage ? Math.max(0, Math.round(this.deps.navigation.scrollY())) : undefined;
    const place: Place = { path, scrollY, control, replayed };
    writeStored(this.deps.sessionStorage, this.deps.keys.place, place);
  }

  /** At start, in the browser: the place remembered for this page, taken once (another page drops it). */
  recall(): void {
    const place = readStored(this.deps.sessionStorage, this.deps.keys.place, Place);
    this.deps.sessionStorage.removeItem(this.deps.keys.place);
    this.returning = place && place.path === this.deps.navigation.current() ? place : null;
  }

  /** A place is waiting to be returned to: the shell does not scroll to the top meanwhile (SPEC §4). */
  get pending(): boolean {
    return this.returning !== null;
  }

  /** The page has been put back: the scroll restored (the control is the view's), the replay announced. */
  returned(): void {
    if (!this.returning) return;
    if (this.returning.scrollY !== undefined) this.deps.navigation.scrollTo(this.returning.scrollY);
    this.announced = this.returning.replayed;
    this.returning = null;
  }

  /** The reader moved on (another page): the announcement is over. */
  forget(): void {
    this.returning = null;
    this.announced = [];
  }
}
