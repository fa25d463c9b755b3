/**
 * The newsletter issues' texts for what their stores name by code (a state, a problem, an error, a success): one
 * place words them, so the list, the editor, its dialog and the status line say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ISSUE_ERRORS, type IssueState } from '../../../../contracts/adminNewsletters';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import type { IssueSuccess } from '../../../stores/admin/IssueEditorStore';
import type { IssueDifferenceAt, IssueProblem } from '../../../stores/admin/issueValues';
import { deskErrorText, deskSuccessText, requiredText, tooLongText } from '../desk/sessionMessages';

export const issueStateNames = defineMessages({
  draft: { id: 'admin.issues.state.draft', defaultMessage: 'Draft' },
  sent: { id: 'admin.issues.state.sent', defaultMessage: 'Sent' },
} satisfies Record<IssueState, unknown>);

export const issueFieldNames = defineMessages({
  subject: { id: 'admin.issues.field.subject', defaultMessage: 'Subject' },
  intro: { id: 'admin.issues.field.intro', defaultMessage: 'Introduction' },
  stories: { id: 'admin.issues.field.stories', defaultMessage: 'Stories' },
} satisfies Record<IssueDifferenceAt['field'], unknown>);

const problemMessages = defineMessages({
  subjectRequired: { id: 'admin.issues.problem.subjectRequired', defaultMessage: 'Write a subject: it is the first thing subscribers see in their inbox' },
  noStories: { id: 'admin.issues.problem.noStories', defaultMessage: 'Choose at least one story: an issue without stories cannot be tried or sent' },
  addressRequired: { id: 'admin.issues.problem.addressRequired', defaultMessage: 'Write the address the test copy goes to' },
  invalidEmail: { id: 'admin.issues.problem.invalidEmail', defaultMessage: 'This is not an e-mail address: check it for a typo' },
});

/** The message under a field. `length`: the field's current length (for "too long by"). */
export function issueProblemText(intl: IntlShape, field: 'subject' | 'intro' | 'stories' | 'testTo', problem: IssueProblem, length = 0): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'noStories':
      return intl.formatMessage(problemMessages.noStories);
    case 'invalidEmail':
      return intl.formatMessage(problemMessages.invalidEmail);
    case 'required':
      if (field === 'subject') return intl.formatMessage(problemMessages.subjectRequired);
      if (field === 'testTo') return intl.formatMessage(problemMessages.addressRequired);
      return requiredText(intl);
  }
}

const errorMessages = defineMessages({
  notFound: { id: 'admin.issues.error.notFound', defaultMessage: 'This newsletter issue no longer exists.' },
  alreadySent: {
    id: 'admin.issues.error.alreadySent',
    defaultMessage: 'Someone sent this issue while you were changing it: it went as shown here, without your last changes.',
  },
  storyNotFound: {
    id: 'admin.issues.error.storyNotFound',
    defaultMessage: 'A chosen story is no longer published in this edition. Remove it or choose another, then try again.',
  },
  noStories: {
    id: 'admin.issues.error.noStories',
    defaultMessage: 'None of the chosen stories is published any longer: choose at least one story, then try again.',
  },
  notSentInvalid: { id: 'admin.issues.error.notSentInvalid', defaultMessage: 'Not sent: see the messages under the fields.' },
});

/**
 * What went wrong, said for the issue. `tried`: a test or a send was refused here before anything was sent, which
 * is "not sent", not "not saved".
 */
export function issueErrorText(intl: IntlShape, error: DeskError, tried: 'test' | 'send' | null = null): string {
  if (error.kind === 'invalid' && tried !== null) return intl.formatMessage(errorMessages.notSentInvalid);
  return deskErrorText(intl, error, {
    notFound: errorMessages.notFound,
    keptOnDevice: true,
    refusals: {
      [ISSUE_ERRORS.alreadySent]: errorMessages.alreadySent,
      [ISSUE_ERRORS.storyNotFound]: errorMessages.storyNotFound,
      [ISSUE_ERRORS.noStories]: errorMessages.noStories,
      [ISSUE_ERRORS.issueNotFound]: errorMessages.notFound,
    },
  });
}

/** What was done; `testedTo`: where the last test copy went. */
export function issueSuccessText(intl: IntlShape, success: IssueSuccess | SessionSuccess, testedTo: string): string {
  return deskSuccessText(intl, success, (own: IssueSuccess) => {
    switch (own) {
      case 'created':
        return intl.formatMessage({ id: 'admin.issues.success.created', defaultMessage: 'Draft saved. Nobody receives it until you send it.' });
      case 'saved':
        return intl.formatMessage({ id: 'admin.issues.success.saved', defaultMessage: 'Draft saved.' });
      case 'testSent':
        return intl.formatMessage(
          { id: 'admin.issues.success.testSent', defaultMessage: 'A test copy is on its way to {email}, its subject marked as a test. The issue is still a draft.' },
          { email: testedTo },
        );
      case 'sent':
        return intl.formatMessage({ id: 'admin.issues.success.sent', defaultMessage: 'Sent: the mails are on their way through the mail queue.' });
    }
  });
}
