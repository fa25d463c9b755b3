/**
 * The poll desk's texts for what its stores name by code (a problem, an error, a success): one place words them,
 * so the list, the editor and the results say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_POLL_ERRORS, POLL_LIMITS, type StoryKind } from '../../../../contracts/adminPolls';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import type { PollSuccess } from '../../../stores/admin/PollEditorStore';
import type { PollProblem } from '../../../stores/admin/pollValues';
import { deskErrorText, deskSuccessText, requiredText, tooLongText } from '../desk/sessionMessages';

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
      return tooLongText(intl, problem.max, length);
    case 'tooFewVariants':
      return tooFewText(intl);
    case 'required':
      return requiredText(intl);
    default:
      return intl.formatMessage(problemMessages[problem.kind]);
  }
}

const successMessages = defineMessages({
  created: { id: 'admin.polls.success.created', defaultMessage: 'Poll created. Readers see it on its story once the story is published.' },
  saved: { id: 'admin.polls.success.saved', defaultMessage: 'Saved: readers see the change at once.' },
  closed: { id: 'admin.polls.success.closed', defaultMessage: 'Poll closed: readers now see its results and can no longer vote.' },
} satisfies Record<PollSuccess, unknown>);

export function pollSuccessText(intl: IntlShape, success: PollSuccess | SessionSuccess): string {
  return deskSuccessText(intl, success, (own: PollSuccess) => intl.formatMessage(successMessages[own]));
}

const errorMessages = defineMessages({
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
});

/** What went wrong, in words: the session's errors, and the refusals only a poll meets. */
export function pollErrorText(intl: IntlShape, error: DeskError): string {
  return deskErrorText(intl, error, {
    notFound: errorMessages.notFound,
    refusals: {
      [ADMIN_POLL_ERRORS.votedVariants]: errorMessages.votedVariants,
      [ADMIN_POLL_ERRORS.unknownVariant]: errorMessages.unknownVariant,
      [ADMIN_POLL_ERRORS.storyNotFound]: errorMessages.storyNotFound,
      [ADMIN_POLL_ERRORS.storyHasPoll]: errorMessages.storyHasPoll,
      [ADMIN_POLL_ERRORS.endInPast]: problemMessages.endInPast,
      [ADMIN_POLL_ERRORS.emptyText]: () => deskErrorText(intl, { kind: 'invalid' }),
      [ADMIN_POLL_ERRORS.tooFewVariants]: () => tooFewText(intl),
    },
  });
}
