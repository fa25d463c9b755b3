import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { CommentReportReason } from '../../contracts/community';
import { formErrors, type FormErrorKey, type LocalizedError } from './formErrors';

/**
 * Short messages of the community actions (likes, comments, votes) that the server refused. SPEC §8 lists
 * none of these; they are ours, so a reader whose action did not go through is told so (docs/decisions/004).
 */
export const communityMessages = defineMessages({
  likeFailed: { id: 'community.likeFailed', defaultMessage: 'Your like was not saved. Please try again.' },
  commentFailed: { id: 'community.commentFailed', defaultMessage: 'Your comment was not posted. Please try again.' },
  voteFailed: { id: 'community.voteFailed', defaultMessage: 'Your vote was not counted. Please try again.' },
  pollClosed: { id: 'community.pollClosed', defaultMessage: 'This poll has closed. Here are the final results.' },
  alreadyVoted: { id: 'community.alreadyVoted', defaultMessage: 'You have already voted in this poll.' },
  editFailed: { id: 'community.editFailed', defaultMessage: 'Your change was not saved. Please try again.' },
  editWindowClosed: { id: 'community.editWindowClosed', defaultMessage: 'A comment can be changed only in the first 15 minutes after posting.' },
  deleteFailed: { id: 'community.deleteFailed', defaultMessage: 'Your comment was not deleted. Please try again.' },
  reportFailed: { id: 'community.reportFailed', defaultMessage: 'Your report was not sent. Please try again.' },
  reportReasonRequired: { id: 'community.reportReasonRequired', defaultMessage: 'Choose a reason' },
  commentsNotRead: { id: 'community.commentsNotRead', defaultMessage: 'More comments could not be loaded. Please try again.' },
});

/**
 * Why a like, comment or vote did not go through: an unreachable server gets the connection message every form
 * uses, any other refusal the action's own message.
 */
export function communityFailure(reason: FormErrorKey, otherwise: MessageDescriptor): LocalizedError {
  return { message: reason === 'offline' ? formErrors.offline : otherwise };
}

/** The reasons a reader reports a comment for, as the reader's dialog and the editors' desk both name them. */
export const reportReasonNames: Record<CommentReportReason, MessageDescriptor> = defineMessages({
  spam: { id: 'comments.report.reason.spam', defaultMessage: 'Spam or advertising' },
  abuse: { id: 'comments.report.reason.abuse', defaultMessage: 'Abusive or hateful' },
  offTopic: { id: 'comments.report.reason.offTopic', defaultMessage: 'Off topic' },
  misinformation: { id: 'comments.report.reason.misinformation', defaultMessage: 'False or misleading' },
  other: { id: 'comments.report.reason.other', defaultMessage: 'Something else' },
});
