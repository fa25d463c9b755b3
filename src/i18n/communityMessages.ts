import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
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
});

/**
 * Why a like, comment or vote did not go through: an unreachable server gets the connection message every form
 * uses, any other refusal the action's own message.
 */
export function communityFailure(reason: FormErrorKey, otherwise: MessageDescriptor): LocalizedError {
  return { message: reason === 'offline' ? formErrors.offline : otherwise };
}
