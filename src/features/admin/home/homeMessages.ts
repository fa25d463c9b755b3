/**
 * "Header & home"'s texts for what the store names by code (a problem, an error, a success, a field): one place
 * turns each into words, in three languages.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_PAGE_ERRORS, PAGE_LIMITS } from '../../../../contracts/adminPages';
import type { HomeDifference, HomeError, HomeProblem, HomeSuccess } from '../../../stores/admin/HeaderHomeStore';

/** The formats a banner may be and an audio file may be, by the names editors know them by. */
export const BANNER_FORMATS = ['JPEG', 'PNG', 'WebP'];
export const AUDIO_FORMATS = ['MP3', 'M4A', 'Ogg'];

export const homeFieldNames = defineMessages({
  headerBanner: { id: 'admin.headerHome.field.banner', defaultMessage: 'Header banner' },
  headerLink1Href: { id: 'admin.headerHome.field.linkHref', defaultMessage: 'Promo link address' },
  headerLink1Text: { id: 'admin.headerHome.field.linkText', defaultMessage: 'Promo link text' },
  audioFile: { id: 'admin.headerHome.field.audioFile', defaultMessage: 'Audio file' },
  audioTitle: { id: 'admin.headerHome.field.audioTitle', defaultMessage: 'Audio title' },
} satisfies Record<HomeDifference['field'], unknown>);

/** The example is a page of the language being edited (`locale`), the kind of address editors most often mean. */
function hrefInvalidText(intl: IntlShape, locale: string): string {
  return intl.formatMessage(
    {
      id: 'admin.headerHome.problem.hrefInvalid',
      defaultMessage: 'Use an address starting with https://, or a path of this site starting with /, like “{example}”',
    },
    { example: `/${locale}/categories/travel` },
  );
}

const problemMessages = defineMessages({
  textRequired: { id: 'admin.headerHome.problem.textRequired', defaultMessage: 'Give the link a text: without one the header shows no link' },
  hrefRequired: { id: 'admin.headerHome.problem.hrefRequired', defaultMessage: 'Give the link an address, or clear its text' },
  titleRequired: { id: 'admin.headerHome.problem.titleRequired', defaultMessage: 'Give the audio a title: the player shows it' },
});

export function homeProblemText(intl: IntlShape, problem: HomeProblem, length: number): string {
  if (problem.kind === 'tooLong') {
    return intl.formatMessage(
      { id: 'admin.headerHome.problem.tooLong', defaultMessage: 'Too long by {over, number} characters: at most {max, number} (nothing was cut)' },
      { max: problem.max, over: length - problem.max },
    );
  }
  if (problem.kind === 'hrefInvalid') return hrefInvalidText(intl, problem.field.split('.')[0] ?? 'en');
  return intl.formatMessage(problemMessages[problem.kind]);
}

const successMessages = defineMessages({
  saved: { id: 'admin.headerHome.success.saved', defaultMessage: 'Saved: readers see the new header now.' },
  bannerUploaded: { id: 'admin.headerHome.success.bannerUploaded', defaultMessage: 'Banner uploaded. Save to show it in the header.' },
  audioUploaded: { id: 'admin.headerHome.success.audioUploaded', defaultMessage: 'Audio uploaded and chosen. Save to play it in the header.' },
  keptTheirs: { id: 'admin.headerHome.success.keptTheirs', defaultMessage: 'You kept their version; your changes were dropped.' },
  restoredAfterSignIn: {
    id: 'admin.headerHome.success.restoredAfterSignIn',
    defaultMessage: 'You are signed in again and the changes you had not saved are back. Save them when ready.',
  },
} satisfies Record<HomeSuccess, unknown>);

export function homeSuccessText(intl: IntlShape, success: HomeSuccess): string {
  return intl.formatMessage(successMessages[success]);
}

const errorMessages = defineMessages({
  invalid: { id: 'admin.headerHome.error.invalid', defaultMessage: 'Not saved: see the messages under the fields (a tab that needs attention says so).' },
  offline: { id: 'admin.headerHome.error.offline', defaultMessage: 'No connection: nothing was saved. Your changes are still here; try again.' },
  sessionExpired: {
    id: 'admin.headerHome.error.sessionExpired',
    defaultMessage: 'Your session has ended. Sign in again: your changes are kept on this device.',
  },
  unknownBanner: { id: 'admin.headerHome.error.unknownBanner', defaultMessage: 'That banner is no longer on the server: upload it again.' },
  unknownAudio: { id: 'admin.headerHome.error.unknownAudio', defaultMessage: 'That audio file is no longer on the server: choose another.' },
  webpMismatch: { id: 'admin.headerHome.error.webpMismatch', defaultMessage: 'The WebP made of the picture was refused: try another picture.' },
  failed: { id: 'admin.headerHome.error.failed', defaultMessage: 'The server did not accept this. Your changes are still here; try again.' },
});

export function homeErrorText(intl: IntlShape, error: HomeError): string {
  switch (error.kind) {
    case 'bannerType':
      return intl.formatMessage(
        { id: 'admin.headerHome.error.bannerType', defaultMessage: 'Use a {types} picture.' },
        { types: intl.formatList(BANNER_FORMATS, { type: 'disjunction' }) },
      );
    case 'bannerTooLarge':
      return intl.formatMessage(
        { id: 'admin.headerHome.error.bannerTooLarge', defaultMessage: 'The picture is larger than {size, number} MB.' },
        { size: PAGE_LIMITS.bannerBytes / 1024 / 1024 },
      );
    case 'audioType':
      return intl.formatMessage(
        { id: 'admin.headerHome.error.audioType', defaultMessage: 'Use an {types} audio file.' },
        { types: intl.formatList(AUDIO_FORMATS, { type: 'disjunction' }) },
      );
    case 'audioTooLarge':
      return intl.formatMessage(
        { id: 'admin.headerHome.error.audioTooLarge', defaultMessage: 'The audio file is larger than {size, number} MB.' },
        { size: PAGE_LIMITS.audioBytes / 1024 / 1024 },
      );
    case 'server':
      switch (error.message) {
        case ADMIN_PAGE_ERRORS.linkHrefInvalid:
          // The server names the field as 'data.{locale}.headerLink1Href'.
          return hrefInvalidText(intl, /^data\.([a-z-]+)\./.exec(error.field ?? '')?.[1] ?? 'en');
        case ADMIN_PAGE_ERRORS.linkTextRequired:
          return intl.formatMessage(problemMessages.textRequired);
        case ADMIN_PAGE_ERRORS.linkHrefRequired:
          return intl.formatMessage(problemMessages.hrefRequired);
        case ADMIN_PAGE_ERRORS.audioTitleRequired:
          return intl.formatMessage(problemMessages.titleRequired);
        case ADMIN_PAGE_ERRORS.unknownBanner:
          return intl.formatMessage(errorMessages.unknownBanner);
        case ADMIN_PAGE_ERRORS.unknownAudio:
          return intl.formatMessage(errorMessages.unknownAudio);
        case ADMIN_PAGE_ERRORS.webpMismatch:
          return intl.formatMessage(errorMessages.webpMismatch);
        default:
          return intl.formatMessage(errorMessages.failed);
      }
    default:
      return intl.formatMessage(errorMessages[error.kind]);
  }
}

/** Upload refusals show under their own control, not in the status bar. */
export function isUploadError(error: HomeError | null): boolean {
  return error !== null && ['bannerType', 'bannerTooLarge', 'audioType', 'audioTooLarge'].includes(error.kind);
}

export const homeSaveStateNames = defineMessages({
  saved: { id: 'admin.headerHome.saveState.saved', defaultMessage: 'All changes saved' },
  saving: { id: 'admin.headerHome.saveState.saving', defaultMessage: 'Saving…' },
  unsaved: { id: 'admin.headerHome.saveState.unsaved', defaultMessage: 'Unsaved changes' },
  conflict: { id: 'admin.headerHome.saveState.conflict', defaultMessage: 'Someone else saved these pages' },
});
