/**
 * The shapes and limits of readers' comments and polls that pages read (contracts/content.ts embeds them in stories),
 * without the endpoints that send them: those stay in community.ts, which a reader's page loads when the reader
 * acts (docs/decisions/114). community.ts re-exports all of these.
 */
import { array, boolean, enums, integer, literal, min, object, optional, string, type Infer } from 'superstruct';
import { Id, IsoDate, perLocale } from './common';

export const COMMUNITY_ERRORS = {
  articleNotFound: 'Article not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  pollNotFound: 'Poll not found',
  pollClosed: 'The poll is closed',
  alreadyVoted: 'You have already voted in this poll',
  unknownVariant: 'Unknown poll option',
  /** Ours (issue 28): editing, deleting and reporting comments. */
  notYourComment: 'This is not your comment',
  editWindowClosed: 'A comment can be edited only within 15 minutes of posting',
  alreadyReported: 'You have already reported this comment',
  ownCommentReport: 'You cannot report your own comment',
} as const;

export const Comment = object({
  _id: Id,
  userId: Id,
  /** The author's name as shown (personName of the account when the comment was written: decision 066). */
  userName: string(),
  text: string(),
  createdAt: IsoDate,
  likes: min(integer(), 0),
  /**
   * A reply: the top-level comment it belongs to. Replies are one level deep: a reply to a reply names the same
   * top-level comment (docs/decisions/080).
   */
  parentId: optional(Id),
  /** When its author last changed the text (within COMMENT_EDIT_WINDOW_MS of posting): shown as "edited". */
  editedAt: optional(IsoDate),
  /**
   * Deleted by its author while it had replies: kept, without name or text, as a placeholder the replies hang
   * under. A deleted comment without replies is simply gone.
   */
  removed: optional(literal(true)),
});
export type Comment = Infer<typeof Comment>;

/** How long after posting its author may change a comment's text. */
export const COMMENT_EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Why a reader reports a comment: a short fixed list, and an optional note. */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'offTopic', 'misinformation', 'other'] as const;
export const CommentReportReason = enums(COMMENT_REPORT_REASONS);
export type CommentReportReason = Infer<typeof CommentReportReason>;
export const COMMENT_REPORT_NOTE_MAX_LENGTH = 500;

/** The orders a story's conversation can be read in; replies always read oldest first under their comment. */
export const COMMENT_SORTS = ['newest', 'oldest', 'liked'] as const;
export const CommentSort = enums(COMMENT_SORTS);
export type CommentSort = Infer<typeof CommentSort>;
/** Top-level comments per page (each with all its replies). */
export const COMMENTS_PAGE_SIZE = 10;

/** The longest comment the server takes, in characters; the comment box stops there too. */
export const COMMENT_MAX_LENGTH = 5000;

export const PollVariant = object({
  _id: Id,
  data: perLocale(object({ text: string() })),
  votes: min(integer(), 0),
});

export const Poll = object({
  _id: Id,
  data: perLocale(object({ question: string() })),
  variants: array(PollVariant),
  endsAt: IsoDate,
  closed: boolean(),
  totalVotes: min(integer(), 0),
  /** The signed-in reader's choice, when the request carried a token and the reader voted. */
  votedVariantId: optional(Id),
});
export type Poll = Infer<typeof Poll>;

