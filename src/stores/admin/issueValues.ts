/**
 * The newsletter issue editor's values and what is checked and compared in them (pure): the form as typed, its
 * problems as the server would find them, and the fields a conflict shows side by side.
 */
import { array, object, string } from 'superstruct';
import { ISSUE_LIMITS, IssueStory, type IssueTexts, type NewsletterIssue } from '../../../contracts/adminNewsletters';
import { isEmail, Locale } from '../../../contracts/common';
import type { DeskField } from './EditSession';

export interface IssueValues {
  /** The edition it goes to: fixed once the issue is made (its stories are that edition's). */
  readonly edition: Locale;
  readonly subject: string;
  readonly intro: string;
  /** The chosen stories in the issue's order, with what the editor recognises them by. */
  readonly stories: readonly IssueStory[];
}

/** The values' shape, for the copy kept on this device when the session ends (storage may hold anything). */
export const IssueValuesShape = object({ edition: Locale, subject: string(), intro: string(), stories: array(IssueStory) });

/** Where a message belongs: the subject, the introduction, the stories, the test copy's address. */
export type IssueField = 'subject' | 'intro' | 'stories' | 'testTo';

export type IssueProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'noStories' }
  | { readonly kind: 'invalidEmail' };

export const valuesOf = (issue: NewsletterIssue): IssueValues => ({ edition: issue.edition, subject: issue.subject, intro: issue.intro, stories: issue.stories });

/** What a save sends: the stories by id (the server reads their titles and addresses itself). */
export const textsOf = (values: IssueValues): IssueTexts => ({ subject: values.subject, intro: values.intro, storyIds: values.stories.map((story) => story._id) });

/**
 * Two values say the same to the server when their texts and their stories' ids do: a story found by the search
 * carries an excerpt where the saved one carries its standfirst.
 */
export const sameIssue = (a: IssueValues, b: IssueValues): boolean =>
  a.edition === b.edition && a.subject === b.subject && a.intro === b.intro && a.stories.map((story) => story._id).join() === b.stories.map((story) => story._id).join();

/** The problems a save would meet: a subject is needed, and neither text may pass its limit. */
export function issueProblems(values: IssueValues): Map<IssueField, IssueProblem> {
  const problems = new Map<IssueField, IssueProblem>();
  if (values.subject.trim() === '') problems.set('subject', { kind: 'required' });
  else if (values.subject.length > ISSUE_LIMITS.subject) problems.set('subject', { kind: 'tooLong', max: ISSUE_LIMITS.subject });
  if (values.intro.length > ISSUE_LIMITS.intro) problems.set('intro', { kind: 'tooLong', max: ISSUE_LIMITS.intro });
  return problems;
}

/** The test copy's address: needed, and an address. */
export function addressProblem(to: string): IssueProblem | undefined {
  if (to.trim() === '') return { kind: 'required' };
  return isEmail(to.trim()) ? undefined : { kind: 'invalidEmail' };
}

export type IssueDifferenceAt = { readonly field: 'subject' | 'intro' | 'stories' };

/** What a conflict compares: the subject, the introduction, and the stories (by id, in order). */
export const ISSUE_FIELDS: readonly DeskField<IssueValues, IssueDifferenceAt>[] = [
  { at: { field: 'subject' }, read: (values) => values.subject },
  { at: { field: 'intro' }, read: (values) => values.intro },
  {
    at: { field: 'stories' },
    read: (values) => values.stories,
    key: (value) => (value as readonly IssueStory[]).map((story) => story._id).join(),
  },
];
