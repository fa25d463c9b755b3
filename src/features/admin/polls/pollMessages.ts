/**
 * The poll desk's texts for what its stores name by code (a problem, an error, a success): one place words them,
 * so the list, the editor and the results say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_POLL_ERRORS, POLL_LIMITS, type StoryKind } from '../../../../contracts/adminPolls';
import type { PollError, PollProblem, PollSuccess } from '../../../stores/admin/PollEditorStore';

export const pollStateNames = defineMessages({
  open: { id: 'admin.polls.state.open', defaultMessage: 'Open' },
  closed: { id: 'admin.polls.state.closed', defaultMessage: 'Closed' },
});

export const storyKindNames = defineMessages({
  article: { id: 'admin.polls.story.article', defaultMessage: 'Article' },
  post: { id: 'admin.polls.story.post', defaultMessage: 'Community post' },
});

export function storyKindName(intl: IntlShape, kind: StoryKind): string {
  return intl.formatMessage(storyKindNames[kind]);
}

const problemMessages = defineMessages({
  required: { id: 'admin.polls.problem.required', defaultMessage: 'Fill this in' },
  endMissing: { id: 'admin.polls.problem.endMissing', defaultMessage: 'Choose the date and time the poll ends' },
  endInPast: { id: 'admin.polls.problem.endInPast', defaultMessage: 'Choose an end time in the future' },
});

function tooFewText(intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'admin.polls.problem.tooFewVariants', defaultMessage: 'A poll needs at least {min, number} options' },
    { min: POLL_LIMITS.minVariants },
  );
}

/** The message under a field. `length`: the field's current length (for "too long by"). */
export function pollProblemText(intl: IntlShape, problem: PollProblem, length = 0): string {
  switch (problem.kind) {
    case 'tooLong':
      return intl.formatMessage(
        { id: 'admin.polls.problem.tooLong', defaultMessage: 'Too long by {over, number} characters: at most {max, number} (nothing was cut)' },
        { max: problem.max, over: length - problem.max },
      );
    case 'tooFewVariants':
      return tooFewText(intl);
    default:
      return intl.formatMessage(problemMessages[problem.kind]);
  }
}

const successMessages = defineMessages({
  created: { id: 'admin.polls.success.created', defaultMessage: 'Poll created. Readers see it on its story once the story is published.' },
  saved: { id: 'admin.polls.success.saved', defaultMessage: 'Saved: readers see the change at once.' },
  restoredAfterSignIn: {
    id: 'admin.polls.success.restoredAfterSignIn',
    defaultMessage: 'You are signed in again and what you had typed is back. Save it when ready.',
  },
  closed: { id: 'admin.polls.success.closed', defaultMessage: 'Poll closed: readers now see its results and can no longer vote.' },
});

export function pollSuccessText(intl: IntlShape, success: PollSuccess): string {
  return intl.formatMessage(successMessages[success]);
}

const errorMessages = defineMessages({
  invalid: { id: 'admin.polls.error.invalid', defaultMessage: 'Not saved: see the messages under the fields.' },
  offline: { id: 'admin.polls.error.offline', defaultMessage: 'No connection: nothing was saved. Your changes are still here; try again.' },
  sessionExpired: { id: 'admin.polls.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again: what you typed is kept on this device.' },
  notFound: { id: 'admin.polls.error.notFound', defaultMessage: 'This poll no longer exists.' },
  votedVariants: {
    id: 'admin.polls.error.votedVariants',
    defaultMessage: 'Readers have voted in this poll: options can no longer be added or removed. Reload it to see its options.',
  },
  unknownVariant: { id: 'admin.polls.error.unknownVariant', defaultMessage: 'One of these options no longer exists. Reload the poll and try again.' },
  storyNotFound: { id: 'admin.polls.error.storyNotFound', defaultMessage: 'That story no longer exists: choose another.' },
  storyHasPoll: {
    id: 'admin.polls.error.storyHasPoll',
    defaultMessage: 'That story already shows another poll: detach that poll first, or choose another story. The rest was saved.',
  },
  failed: { id: 'admin.polls.error.failed', defaultMessage: 'The server did not accept this. Your changes are still here; try again.' },
});

export function pollErrorText(intl: IntlShape, error: PollError): string {
  if (error.kind !== 'server') return intl.formatMessage(errorMessages[error.kind]);
  switch (error.message) {
    case ADMIN_POLL_ERRORS.votedVariants:
      return intl.formatMessage(errorMessages.votedVariants);
    case ADMIN_POLL_ERRORS.unknownVariant:
      return intl.formatMessage(errorMessages.unknownVariant);
    case ADMIN_POLL_ERRORS.storyNotFound:
      return intl.formatMessage(errorMessages.storyNotFound);
    case ADMIN_POLL_ERRORS.storyHasPoll:
      return intl.formatMessage(errorMessages.storyHasPoll);
    case ADMIN_POLL_ERRORS.endInPast:
      return intl.formatMessage(problemMessages.endInPast);
    case ADMIN_POLL_ERRORS.emptyText:
      return intl.formatMessage(errorMessages.invalid);
    case ADMIN_POLL_ERRORS.tooFewVariants:
      return tooFewText(intl);
    default:
      return intl.formatMessage(errorMessages.failed);
  }
}
