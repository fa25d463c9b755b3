/**
 * The desk's texts that stores name by code (a problem, an error, a success, a status): one place turns each code
 * into words, so every screen says the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_ARTICLE_ERRORS, type ArticleStatus } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import type { EditorError, EditorSuccess, SaveState } from '../../../stores/admin/ArticleEditorStore';
import type { FieldPath, Problem, TextField } from '../../../stores/admin/articleValues';
import { pictureErrorText } from '../pictureMessages';

/** The formats ARTICLE_LIMITS.imageTypes allows, by the names editors know them by. */

export const localeNames = defineMessages({
  en: { id: 'admin.articles.locale.en', defaultMessage: 'English' },
  'zh-cn': { id: 'admin.articles.locale.zhCn', defaultMessage: '简体中文' },
  'zh-tw': { id: 'admin.articles.locale.zhTw', defaultMessage: '繁體中文' },
});

/** Where a language stands (contracts' editionState), on its tab. */
export const editionStateNames = defineMessages({
  complete: { id: 'admin.articles.edition.complete', defaultMessage: 'ready' },
  started: { id: 'admin.articles.edition.started', defaultMessage: 'unfinished' },
  empty: { id: 'admin.articles.edition.empty', defaultMessage: 'not written' },
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
});

const problemMessages = defineMessages({
  required: { id: 'admin.articles.problem.required', defaultMessage: 'Fill this in' },
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
      return intl.formatMessage(
        { id: 'admin.articles.problem.tooLong', defaultMessage: 'Too long by {over, number} characters: at most {max, number} (nothing was cut)' },
        { max: problem.max, over: length - problem.max },
      );
    case 'aliasPattern':
      return aliasPatternText(intl);
    case 'scheduleInPast':
      return intl.formatMessage(problemMessages.scheduleInPast);
    case 'required':
      if (problem.field === 'category') return intl.formatMessage(problemMessages.chooseSection);
      if (problem.field === 'authorId') return intl.formatMessage(problemMessages.chooseAuthor);
      if (problem.field === 'image') return intl.formatMessage(problemMessages.imageRequired);
      return intl.formatMessage(publishing ? problemMessages.requiredToPublish : problemMessages.required);
  }
}

/** A field's name as the conflict view and the summary of problems say it ("Title (繁體中文)"). */
export function fieldLabel(intl: IntlShape, field: FieldPath): string {
  if (!field.startsWith('data.')) return intl.formatMessage(fieldNames[field as keyof typeof fieldNames]);
  const [, locale, text] = field.split('.') as ['data', Locale, TextField];
  return intl.formatMessage(
    { id: 'admin.articles.field.inLanguage', defaultMessage: '{field} ({language})' },
    { field: intl.formatMessage(fieldNames[text]), language: intl.formatMessage(localeNames[locale]) },
  );
}

const successMessages = defineMessages({
  saved: { id: 'admin.articles.success.saved', defaultMessage: 'Saved. Converted texts now count as reviewed.' },
  created: { id: 'admin.articles.success.created', defaultMessage: 'Draft created and saved.' },
  published: { id: 'admin.articles.success.published', defaultMessage: 'Published: readers can see it now.' },
  scheduled: { id: 'admin.articles.success.scheduled', defaultMessage: 'Scheduled: it will be published at the chosen time.' },
  unpublished: { id: 'admin.articles.success.unpublished', defaultMessage: 'Unpublished: it is a draft again and readers no longer see it.' },
  deleted: { id: 'admin.articles.success.deleted', defaultMessage: 'Article deleted.' },
  restored: { id: 'admin.articles.success.restored', defaultMessage: 'Your unsaved changes are back. Save them when ready.' },
  restoredAfterSignIn: {
    id: 'admin.articles.success.restoredAfterSignIn',
    defaultMessage: 'You are signed in again and the work you had not saved is back. Save it when ready.',
  },
  keptTheirs: { id: 'admin.articles.success.keptTheirs', defaultMessage: 'You kept their version; your changes were dropped.' },
});

export function successText(intl: IntlShape, success: EditorSuccess): string {
  return intl.formatMessage(successMessages[success]);
}

const errorMessages = defineMessages({
  invalid: { id: 'admin.articles.error.invalid', defaultMessage: 'Not sent: see the messages under the fields.' },
  offline: {
    id: 'admin.articles.error.offline',
    defaultMessage: 'No connection: your work is kept on this device and will be saved when the connection is back.',
  },
  sessionExpired: {
    id: 'admin.articles.error.sessionExpired',
    defaultMessage: 'Your session has ended. Sign in again: your work is kept on this device.',
  },
  notFound: { id: 'admin.articles.error.notFound', defaultMessage: 'This article no longer exists.' },
  conversionUnavailable: {
    id: 'admin.articles.error.conversionUnavailable',
    defaultMessage: 'The conversion could not be loaded. Check the connection and try again.',
  },
  aliasTaken: { id: 'admin.articles.error.aliasTaken', defaultMessage: 'This alias is already in use: choose another.' },
  unknownSection: { id: 'admin.articles.error.unknownSection', defaultMessage: 'That section no longer exists: choose another.' },
  unknownAuthor: { id: 'admin.articles.error.unknownAuthor', defaultMessage: 'That author no longer exists: choose another.' },
  failed: { id: 'admin.articles.error.failed', defaultMessage: 'The server did not accept this. Your work is kept; try again.' },
});

export function errorText(intl: IntlShape, error: EditorError): string {
  if (error.kind === 'imageType' || error.kind === 'imageTooLarge') return pictureErrorText(intl, error.kind);
  if (error.kind !== 'server') return intl.formatMessage(errorMessages[error.kind]);
  switch (error.message) {
    case ADMIN_ARTICLE_ERRORS.aliasTaken:
      return intl.formatMessage(errorMessages.aliasTaken);
    case ADMIN_ARTICLE_ERRORS.aliasInvalid:
      return aliasPatternText(intl);
    case ADMIN_ARTICLE_ERRORS.scheduleInPast:
      return intl.formatMessage(problemMessages.scheduleInPast);
    case ADMIN_ARTICLE_ERRORS.unknownSection:
      return intl.formatMessage(errorMessages.unknownSection);
    case ADMIN_ARTICLE_ERRORS.unknownAuthor:
      return intl.formatMessage(errorMessages.unknownAuthor);
    case ADMIN_ARTICLE_ERRORS.incomplete:
      return intl.formatMessage(
        { id: 'admin.articles.error.incomplete', defaultMessage: 'Finish every language you have started before publishing: {field} is missing.' },
        { field: error.field && isFieldPath(error.field) ? fieldLabel(intl, error.field) : '—' },
      );
    default:
      return intl.formatMessage(errorMessages.failed);
  }
}

function isFieldPath(field: string): field is FieldPath {
  return /^(alias|category|subcategory|authorId|image|publishAt|data\.(en|zh-cn|zh-tw)\.(title|standfirst|body|imageAlt|imageCaption|imageCredit))$/.test(field);
}

export const saveStateNames = defineMessages({
  new: { id: 'admin.articles.saveState.new', defaultMessage: 'Not saved yet' },
  saved: { id: 'admin.articles.saveState.saved', defaultMessage: 'All changes saved' },
  saving: { id: 'admin.articles.saveState.saving', defaultMessage: 'Saving…' },
  unsaved: { id: 'admin.articles.saveState.unsaved', defaultMessage: 'Unsaved changes (kept on this device)' },
  offline: { id: 'admin.articles.saveState.offline', defaultMessage: 'Offline: kept on this device' },
  conflict: { id: 'admin.articles.saveState.conflict', defaultMessage: 'Someone else saved this article' },
} satisfies Record<SaveState, unknown>);

export function statusName(intl: IntlShape, status: ArticleStatus): string {
  return intl.formatMessage(statusNames[status]);
}
