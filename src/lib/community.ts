/**
 * The words readers' actions and their forms share: what is acted on, what the comment and vote forms hold, and
 * how a submit ended. Plain data, so leaf components and stores can both name them without knowing each other,
 * and without the form library's error shape.
 */
import type { Refusal } from './refusal';

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

/**
 * How a form's submit ended: sent, kept as a draft for after sign-in, refused with errors, or (a vote) refused
 * because the reader's copy of the poll was out of date — the poll now shows how it really stands.
 */
export type ActionOutcome<Values> =
  | { readonly done: 'sent' | 'drafted' | 'outdated' }
  | { readonly errors: Refusal<Values> };
