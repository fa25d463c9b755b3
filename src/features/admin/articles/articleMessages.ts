/**
 * The article editor's own texts for what its store names by code (a field, a problem, a success, a refusal);
 * what every editor says (the session's errors, successes and states) is desk/sessionMessages.ts's.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_ARTICLE_ERRORS, type ArticleStatus } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import type { EditorSuccess } from '../../../stores/admin/ArticleEditorStore';
import { ARTICLE_FIELDS, type FieldPath, type Problem, type TextField } from '../../../stores/admin/articleValues';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import { deskErrorText, deskSuccessText, inLanguage, requiredText, tooLongText } from '../desk/sessionMessages';

/** Where a language stands (contracts' editionState), on its tab. */
export const editionStateNames = defineMessages({
  complete: { id: 'admin.articles.edition.complete', defaultMessage: 'ready' },
  started: { id: 'admin.articles.edition.started', defaultMessage: 'unfinished' },
  empty: { id: 'admin.articles.edition.empty', defaultMessage: 'not written' },
});

/** A converted language that waits for an editor, on its tab. */
export const conversionNoteNames = defineMessages({
  unreviewed: { id: 'admin.articles.tabNote.unreviewed', defaultMessage: 'not reviewed' },
  sourceChanged: { id: 'admin.articles.tabNote.sourceChanged', defaultMessage: 'source changed' },
});

export const statusNames = defineMessages({
  draft: { id: 'admin.articles.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'admin.articles.status.scheduled', defaultMessage: 'Scheduled' },
  published: { id: 'admin.articles.status.published', defaultMessage: 'Published' },
});

export const fieldNames = defineMessages({
  alias: { id: 'admin.articles.field.alias', defaultMessage: 'Alias (web address)' },
  category: { id: 'admin.articles.field.category', defaultMessage: 'Section' },
  subcategory: { id: 'admin.articles.field.subcategory', defaultMessage: 'Subsection' },
  authorId: { id: 'admin.articles.field.author', defaultMessage: 'Author' },
  topics: { id: 'admin.articles.field.topics', defaultMessage: 'Topics' },
  image: { id: 'admin.articles.field.image', defaultMessage: 'Cover picture' },
  publishAt: { id: 'admin.articles.field.publishAt', defaultMessage: 'Publish at' },
  title: { id: 'admin.articles.field.title', defaultMessage: 'Title' },
  standfirst: { id: 'admin.articles.field.standfirst', defaultMessage: 'Standfirst' },
  body: { id: 'admin.articles.field.body', defaultMessage: 'Body' },
  imageAlt: { id: 'admin.articles.field.imageAlt', defaultMessage: 'Cover picture description (alt text)' },
  imageCaption: { id: 'admin.articles.field.imageCaption', defaultMessage: 'Picture caption (optional)' },
  imageCredit: { id: 'admin.articles.field.imageCredit', defaultMessage: 'Picture credit (optional), e.g. “Photo: Lin Wen”' },
  searchTitle: { id: 'admin.articles.field.searchTitle', defaultMessage: 'Search title (optional)' },
  searchDescription: { id: 'admin.articles.field.searchDescription', defaultMessage: 'Search description (optional)' },
  socialImage: { id: 'admin.articles.field.socialImage', defaultMessage: 'Social picture (optional)' },
  socialImageAlt: { id: 'admin.articles.field.socialImageAlt', defaultMessage: 'Social picture description (alt text)' },
});

const problemMessages = defineMessages({
  requiredToPublish: { id: 'admin.articles.problem.requiredToPublish', defaultMessage: 'Needed to publish: fill this in' },
  imageRequired: { id: 'admin.articles.problem.imageRequired', defaultMessage: 'Needed to publish: add a cover picture' },
  chooseSection: { id: 'admin.articles.problem.chooseSection', defaultMessage: 'Choose a section' },
  chooseAuthor: { id: 'admin.articles.problem.chooseAuthor', defaultMessage: 'Choose an author' },
  scheduleInPast: { id: 'admin.articles.problem.scheduleInPast', defaultMessage: 'Choose a time in the future to schedule' },
});

function aliasPatternText(intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'admin.articles.problem.aliasPattern', defaultMessage: 'Use lowercase letters, digits and single hyphens, like “{example}”' },
    { example: 'city-budget-2027' },
  );
}

/** The message under a field. `length` is the field's current length (for "too long by"). */
export function problemText(intl: IntlShape, problem: Problem, length: number, publishing: boolean): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'aliasPattern':
      return aliasPatternText(intl);
    case 'scheduleInPast':
      return intl.formatMessage(problemMessages.scheduleInPast);
    case 'required':
      if (problem.field === 'category') return intl.formatMessage(problemMessages.chooseSection);
      if (problem.field === 'authorId') return intl.formatMessage(problemMessages.chooseAuthor);
      if (problem.field === 'image') return intl.formatMessage(problemMessages.imageRequired);
      return publishing ? intl.formatMessage(problemMessages.requiredToPublish) : requiredText(intl);
  }
}

/** A field's name as the conflict view and the summary of problems say it ("Title (繁體中文)"). */
export function fieldLabel(intl: IntlShape, field: FieldPath): string {
  if (!field.startsWith('data.')) return intl.formatMessage(fieldNames[field as keyof typeof fieldNames]);
  const [, locale, text] = field.split('.') as ['data', Locale, TextField | 'socialImage'];
  return inLanguage(intl, intl.formatMessage(fieldNames[text]), locale);
}

const successMessages = defineMessages({
  saved: { id: 'admin.articles.success.saved', defaultMessage: 'Saved as a new revision.' },
  savedPending: {
    id: 'admin.articles.success.savedPending',
    defaultMessage: 'Saved as a new revision. Readers still see the live page until you update it.',
  },
  created: { id: 'admin.articles.success.created', defaultMessage: 'Draft created and saved.' },
  published: { id: 'admin.articles.success.published', defaultMessage: 'Published: readers can see it now.' },
  updatedLive: { id: 'admin.articles.success.updatedLive', defaultMessage: 'Live page updated: readers see the latest revision now.' },
  restoredRevision: {
    id: 'admin.articles.success.restoredRevision',
    defaultMessage: 'Revision restored: it is the working copy again, saved as a new revision.',
  },
  reviewed: { id: 'admin.articles.success.reviewed', defaultMessage: 'Marked as reviewed. Save to keep it.' },
  scheduled: { id: 'admin.articles.success.scheduled', defaultMessage: 'Scheduled: it will be published at the chosen time.' },
  unpublished: { id: 'admin.articles.success.unpublished', defaultMessage: 'Unpublished: it is a draft again and readers no longer see it.' },
  deleted: { id: 'admin.articles.success.deleted', defaultMessage: 'Article deleted.' },
} satisfies Record<EditorSuccess, unknown>);

export function successText(intl: IntlShape, success: EditorSuccess | SessionSuccess): string {
  return deskSuccessText(intl, success, (own: EditorSuccess) => intl.formatMessage(successMessages[own]));
}

const errorMessages = defineMessages({
  notFound: { id: 'admin.articles.error.notFound', defaultMessage: 'This article no longer exists.' },
  aliasTaken: { id: 'admin.articles.error.aliasTaken', defaultMessage: 'This alias is already in use: choose another.' },
  unknownSection: { id: 'admin.articles.error.unknownSection', defaultMessage: 'That section no longer exists: choose another.' },
  unknownAuthor: { id: 'admin.articles.error.unknownAuthor', defaultMessage: 'That author no longer exists: choose another.' },
  revisionNotFound: { id: 'admin.articles.error.revisionNotFound', defaultMessage: 'That revision no longer exists.' },
});

/** What went wrong, in words: the session's errors, and the refusals only an article meets. */
export function errorText(intl: IntlShape, error: DeskError): string {
  return deskErrorText(intl, error, {
    keptOnDevice: true,
    notFound: errorMessages.notFound,
    refusals: {
      [ADMIN_ARTICLE_ERRORS.aliasTaken]: errorMessages.aliasTaken,
      [ADMIN_ARTICLE_ERRORS.aliasInvalid]: () => aliasPatternText(intl),
      [ADMIN_ARTICLE_ERRORS.scheduleInPast]: problemMessages.scheduleInPast,
      [ADMIN_ARTICLE_ERRORS.unknownSection]: errorMessages.unknownSection,
      [ADMIN_ARTICLE_ERRORS.unknownAuthor]: errorMessages.unknownAuthor,
      [ADMIN_ARTICLE_ERRORS.revisionNotFound]: errorMessages.revisionNotFound,
      [ADMIN_ARTICLE_ERRORS.incomplete]: (field) =>
        intl.formatMessage(
          { id: 'admin.articles.error.incomplete', defaultMessage: 'Finish every language you have started before publishing: {field} is missing.' },
          { field: field && isFieldPath(field) ? fieldLabel(intl, field) : '—' },
        ),
    },
  });
}

function isFieldPath(field: string): field is FieldPath {
  return ARTICLE_FIELDS.some(({ at }) => at.field === field) || field === 'publishAt';
}

export function statusName(intl: IntlShape, status: ArticleStatus): string {
  return intl.formatMessage(statusNames[status]);
}
