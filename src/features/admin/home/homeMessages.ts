/**
 * "Header & home"'s own texts for what its store names by code (a problem, a refusal, a success, a field); what
 * every editor says is desk/sessionMessages.ts's.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_PAGE_ERRORS } from '../../../../contracts/adminPages';
import type { HomeSuccess } from '../../../stores/admin/HeaderHomeStore';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import type { HomeDifference, HomeProblem } from '../../../stores/admin/homeValues';
import { deskErrorText, deskSuccessText, tooLongText } from '../desk/sessionMessages';

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
  if (problem.kind === 'tooLong') return tooLongText(intl, problem.max, length);
  if (problem.kind === 'hrefInvalid') return hrefInvalidText(intl, problem.field.split('.')[0] ?? 'en');
  return intl.formatMessage(problemMessages[problem.kind]);
}

const successMessages = defineMessages({
  saved: { id: 'admin.headerHome.success.saved', defaultMessage: 'Saved: readers see the new header now.' },
  bannerUploaded: { id: 'admin.headerHome.success.bannerUploaded', defaultMessage: 'Banner uploaded. Save to show it in the header.' },
  audioUploaded: { id: 'admin.headerHome.success.audioUploaded', defaultMessage: 'Audio uploaded and chosen. Save to play it in the header.' },
} satisfies Record<HomeSuccess, unknown>);

export function homeSuccessText(intl: IntlShape, success: HomeSuccess | SessionSuccess): string {
  return deskSuccessText(intl, success, (own: HomeSuccess) => intl.formatMessage(successMessages[own]));
}

const errorMessages = defineMessages({
  unknownBanner: { id: 'admin.headerHome.error.unknownBanner', defaultMessage: 'That banner is no longer on the server: upload it again.' },
  unknownAudio: { id: 'admin.headerHome.error.unknownAudio', defaultMessage: 'That audio file is no longer on the server: choose another.' },
  webpMismatch: { id: 'admin.headerHome.error.webpMismatch', defaultMessage: 'The WebP made of the picture was refused: try another picture.' },
});

/** What went wrong, in words: the session's errors, and the refusals only these pages meet. */
export function homeErrorText(intl: IntlShape, error: DeskError): string {
  return deskErrorText(intl, error, {
    refusals: {
      // The server names the field as 'data.{locale}.headerLink1Href'.
      [ADMIN_PAGE_ERRORS.linkHrefInvalid]: (field) => hrefInvalidText(intl, /^data\.([a-z-]+)\./.exec(field ?? '')?.[1] ?? 'en'),
      [ADMIN_PAGE_ERRORS.linkTextRequired]: problemMessages.textRequired,
      [ADMIN_PAGE_ERRORS.linkHrefRequired]: problemMessages.hrefRequired,
      [ADMIN_PAGE_ERRORS.audioTitleRequired]: problemMessages.titleRequired,
      [ADMIN_PAGE_ERRORS.unknownBanner]: errorMessages.unknownBanner,
      [ADMIN_PAGE_ERRORS.unknownAudio]: errorMessages.unknownAudio,
      [ADMIN_PAGE_ERRORS.webpMismatch]: errorMessages.webpMismatch,
    },
  });
}
