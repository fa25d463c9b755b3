/**
 * The commercial setup's texts that stores name by code (a problem, an error, a success): one place turns each
 * into words. Page type labels are SPEC §2's, word for word in English.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_COMMERCIAL_ERRORS, COMMERCIAL_LIMITS } from '../../../../contracts/adminCommercial';
import type { CommercialBlock, PageType } from '../../../../contracts/content';
import type { CommercialError, CommercialSuccess } from '../../../stores/admin/CommercialDeskStore';
import type { CommercialProblem, CommercialTextField } from '../../../stores/admin/commercialValues';
import type { SessionSuccess } from '../../../stores/admin/EditSession';
import { deskErrorText, deskSuccessText, tooLongText } from '../desk/sessionMessages';

export const pageTypeNames = defineMessages({
  mainPage: { id: 'admin.commercial.pageType.mainPage', defaultMessage: 'Main page' },
  multimediaPage: { id: 'admin.commercial.pageType.multimediaPage', defaultMessage: 'Multimedia page' },
  categoryPage: { id: 'admin.commercial.pageType.categoryPage', defaultMessage: 'Category page' },
  subCategoryPage: { id: 'admin.commercial.pageType.subCategoryPage', defaultMessage: 'Subcategory page' },
  articlePage: { id: 'admin.commercial.pageType.articlePage', defaultMessage: 'Article page' },
} satisfies Record<PageType, unknown>);

export const positionNames = defineMessages({
  top: { id: 'admin.commercial.position.top', defaultMessage: 'Top of the page' },
  inline: { id: 'admin.commercial.position.inline', defaultMessage: 'Within the page' },
  side: { id: 'admin.commercial.position.side', defaultMessage: 'Beside the page' },
} satisfies Record<CommercialBlock['position'], unknown>);

export const textFieldNames = defineMessages({
  title: { id: 'admin.commercial.field.title', defaultMessage: 'Sponsor’s name or headline' },
  text: { id: 'admin.commercial.field.text', defaultMessage: 'Text' },
  cta: { id: 'admin.commercial.field.cta', defaultMessage: 'Button text, e.g. “Book a table”' },
} satisfies Record<CommercialTextField, unknown>);

const problemMessages = defineMessages({
  required: { id: 'admin.commercial.problem.required', defaultMessage: 'Fill this in: the block shows in this language' },
  hrefRequired: { id: 'admin.commercial.problem.hrefRequired', defaultMessage: 'Enter the sponsor’s web address' },
  noLocale: { id: 'admin.commercial.problem.noLocale', defaultMessage: 'Choose at least one language to show the block in' },
  imageRequired: { id: 'admin.commercial.problem.imageRequired', defaultMessage: 'Add the sponsor’s picture' },
  endBeforeStart: { id: 'admin.commercial.problem.endBeforeStart', defaultMessage: 'The last day cannot come before the first day' },
  dateInvalid: { id: 'admin.commercial.problem.dateInvalid', defaultMessage: 'Enter a date that exists, like 2027-03-31' },
});

export function problemText(intl: IntlShape, problem: CommercialProblem, length: number, field?: string): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'required':
      return intl.formatMessage(field === 'href' ? problemMessages.hrefRequired : problemMessages.required);
    case 'linkInvalid':
      return linkInvalidText(intl);
    default:
      return intl.formatMessage(problemMessages[problem.kind]);
  }
}

/** The address a sponsor's link is shown like (not words to translate). */
export const LINK_EXAMPLE = 'https://example.com/offer';

function linkInvalidText(intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'admin.commercial.problem.linkInvalid', defaultMessage: 'Use a full web address starting with {schemes}, like {example}' },
    { schemes: 'https://', example: LINK_EXAMPLE },
  );
}

type OwnSuccess = Exclude<CommercialSuccess, SessionSuccess>;

const successMessages = defineMessages({
  created: { id: 'admin.commercial.success.created', defaultMessage: 'Block added and switched on: readers see it within its dates.' },
  saved: { id: 'admin.commercial.success.saved', defaultMessage: 'Block saved: readers see the change now.' },
  switchedOn: { id: 'admin.commercial.success.switchedOn', defaultMessage: 'Switched on: readers see it in its dates.' },
  switchedOff: { id: 'admin.commercial.success.switchedOff', defaultMessage: 'Switched off: readers no longer see it.' },
  moved: { id: 'admin.commercial.success.moved', defaultMessage: 'Order saved: the site shows the blocks in this order.' },
  deleted: { id: 'admin.commercial.success.deleted', defaultMessage: 'Block deleted.' },
} satisfies Record<OwnSuccess, unknown>);

export function successText(intl: IntlShape, success: CommercialSuccess): string {
  return deskSuccessText(intl, success, (own: OwnSuccess) => intl.formatMessage(successMessages[own]));
}

const errorMessages = defineMessages({
  notFound: { id: 'admin.commercial.error.notFound', defaultMessage: 'This block no longer exists: someone deleted it.' },
  orderChanged: {
    id: 'admin.commercial.error.orderChanged',
    defaultMessage: 'Someone added or deleted a block meanwhile: the list is up to date again, move it once more.',
  },
  conflict: { id: 'admin.commercial.error.conflict', defaultMessage: 'Someone else changed this block meanwhile: the list is up to date again.' },
  textMissing: { id: 'admin.commercial.error.textMissing', defaultMessage: 'Fill in the title, text and button of every language the block shows in.' },
  section: { id: 'admin.commercial.error.unknownSection', defaultMessage: 'That section no longer exists: choose another.' },
});

/** What went wrong, in words: the session's errors, and what only sponsor blocks meet (the list's order, a block). */
export function errorText(intl: IntlShape, error: CommercialError): string {
  if (error.kind === 'orderChanged' || error.kind === 'conflict') return intl.formatMessage(errorMessages[error.kind]);
  return deskErrorText(intl, error, {
    notFound: errorMessages.notFound,
    refusals: {
      [ADMIN_COMMERCIAL_ERRORS.textMissing]: errorMessages.textMissing,
      [ADMIN_COMMERCIAL_ERRORS.noLocale]: problemMessages.noLocale,
      [ADMIN_COMMERCIAL_ERRORS.linkInvalid]: () => linkInvalidText(intl),
      [ADMIN_COMMERCIAL_ERRORS.endBeforeStart]: problemMessages.endBeforeStart,
      [ADMIN_COMMERCIAL_ERRORS.unknownSection]: errorMessages.section,
    },
  });
}

/** The limit of a text field, for its hint. */
export const textLimit = (field: CommercialTextField) => COMMERCIAL_LIMITS[field];
