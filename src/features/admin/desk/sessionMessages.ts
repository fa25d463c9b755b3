/**
 * The words of every desk editor's session (stores/admin/EditSession.ts): its errors, what it reports done, where
 * the work stands, and the problems every form has (too long, fill this in). One set, so the article, poll,
 * "Header & home" and sponsor editors say the same thing the same way; each editor words only its own refusals.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape, TypedMessageDescriptor } from 'react-intl';
import { PAGE_LIMITS } from '../../../../contracts/adminPages';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_NAMES } from '../../../i18n/locales';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import { pictureErrorText } from './pictureMessages';

/** The formats a banner may be and an audio file may be, by the names editors know them by. */
export const BANNER_FORMATS = ['JPEG', 'PNG', 'WebP'];
export const AUDIO_FORMATS = ['MP3', 'M4A', 'Ogg'];

const errorMessages = defineMessages({
  invalid: { id: 'admin.desk.error.invalid', defaultMessage: 'Not saved: see the messages under the fields.' },
  offline: { id: 'admin.desk.error.offline', defaultMessage: 'No connection: nothing was saved. Your changes are still here; try again.' },
  offlineKept: {
    id: 'admin.desk.error.offlineKept',
    defaultMessage: 'No connection: your work is kept on this device and will be saved when the connection is back.',
  },
  sessionExpired: { id: 'admin.desk.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again: your work is kept on this device.' },
  notFound: { id: 'admin.desk.error.notFound', defaultMessage: 'This no longer exists: someone deleted it.' },
  notAllowed: {
    id: 'admin.desk.error.notAllowed',
    defaultMessage: 'Your role on the desk does not allow this. Your work is kept on this device; an editor can take it from here.',
  },
  conversionUnavailable: { id: 'admin.desk.error.conversionUnavailable', defaultMessage: 'The conversion could not be loaded. Check the connection and try again.' },
  failed: { id: 'admin.desk.error.failed', defaultMessage: 'The server did not accept this. Your work is kept; try again.' },
});

/** A refusal the server words in English, as an editor says it: a message, or words made from the field it names. */
export type RefusalText = TypedMessageDescriptor | ((field: string | undefined) => string);

/** What an editor words itself: its "no longer exists", and the server's refusals it knows (any other: the generic). */
export interface OwnTexts {
  readonly notFound?: TypedMessageDescriptor;
  readonly refusals?: Readonly<Record<string, RefusalText>>;
  /** The work is kept on this device as it is typed (the article editor): offline, it waits there. */
  readonly keptOnDevice?: boolean;
}

export function deskErrorText(intl: IntlShape, error: DeskError, own: OwnTexts = {}): string {
  const size = (bytes: number) => ({ size: bytes / 1024 / 1024 });
  switch (error.kind) {
    case 'imageType':
    case 'imageTooLarge':
      return pictureErrorText(intl, error.kind);
    case 'bannerType':
      return intl.formatMessage({ id: 'admin.desk.error.bannerType', defaultMessage: 'Use a {types} picture.' }, { types: intl.formatList(BANNER_FORMATS, { type: 'disjunction' }) });
    case 'bannerTooLarge':
      return intl.formatMessage({ id: 'admin.desk.error.bannerTooLarge', defaultMessage: 'The picture is larger than {size, number} MB.' }, size(PAGE_LIMITS.bannerBytes));
    case 'audioType':
      return intl.formatMessage({ id: 'admin.desk.error.audioType', defaultMessage: 'Use an {types} audio file.' }, { types: intl.formatList(AUDIO_FORMATS, { type: 'disjunction' }) });
    case 'audioTooLarge':
      return intl.formatMessage({ id: 'admin.desk.error.audioTooLarge', defaultMessage: 'The audio file is larger than {size, number} MB.' }, size(PAGE_LIMITS.audioBytes));
    case 'offline':
      return intl.formatMessage(own.keptOnDevice ? errorMessages.offlineKept : errorMessages.offline);
    case 'notFound':
      return own.notFound ? intl.formatMessage(own.notFound) : intl.formatMessage(errorMessages.notFound);
    case 'server': {
      // Own keys only: a message such as 'constructor' is no refusal an editor words.
      const refusal = own.refusals && Object.hasOwn(own.refusals, error.message) ? own.refusals[error.message] : undefined;
      if (typeof refusal === 'function') return refusal(error.field);
      return refusal ? intl.formatMessage(refusal) : intl.formatMessage(errorMessages.failed);
    }
    case 'invalid':
    case 'sessionExpired':
    case 'notAllowed':
    case 'conversionUnavailable':
      return intl.formatMessage(errorMessages[error.kind]);
  }
}

/** Upload refusals are said under their own control, not in the status line. */
export function isUploadError(error: DeskError | null): boolean {
  return error !== null && ['imageType', 'imageTooLarge', 'bannerType', 'bannerTooLarge', 'audioType', 'audioTooLarge'].includes(error.kind);
}

const successMessages = defineMessages({
  restored: { id: 'admin.desk.success.restored', defaultMessage: 'Your unsaved changes are back. Save them when ready.' },
  restoredAfterSignIn: {
    id: 'admin.desk.success.restoredAfterSignIn',
    defaultMessage: 'You are signed in again and the work you had not saved is back. Save it when ready.',
  },
  keptTheirs: { id: 'admin.desk.success.keptTheirs', defaultMessage: 'You kept their version; your changes were dropped.' },
} satisfies Record<SessionSuccess, unknown>);

/** What was done: the session's own successes, or the editor's (`own`). */
export function deskSuccessText<S extends string>(intl: IntlShape, success: S | SessionSuccess, own: (success: S) => string): string {
  return success in successMessages ? intl.formatMessage(successMessages[success as SessionSuccess]) : own(success as S);
}

/** Where the work stands, on the status line. */
export const saveStateNames = defineMessages({
  new: { id: 'admin.desk.saveState.new', defaultMessage: 'Not saved yet' },
  saved: { id: 'admin.desk.saveState.saved', defaultMessage: 'All changes saved' },
  saving: { id: 'admin.desk.saveState.saving', defaultMessage: 'Saving…' },
  unsaved: { id: 'admin.desk.saveState.unsaved', defaultMessage: 'Unsaved changes' },
  unsavedKept: { id: 'admin.desk.saveState.unsavedKept', defaultMessage: 'Unsaved changes (kept on this device)' },
  offline: { id: 'admin.desk.saveState.offline', defaultMessage: 'Offline: kept on this device' },
  conflict: { id: 'admin.desk.saveState.conflict', defaultMessage: 'Someone else has saved since you opened it' },
});

const problemMessages = defineMessages({
  required: { id: 'admin.desk.problem.required', defaultMessage: 'Fill this in' },
});

/** A text over its limit: by how much, and that nothing was cut. `length`: the text's length now. */
export function tooLongText(intl: IntlShape, max: number, length: number): string {
  return intl.formatMessage(
    { id: 'admin.desk.problem.tooLong', defaultMessage: 'Too long by {over, number} characters: at most {max, number} (nothing was cut)' },
    { max, over: length - max },
  );
}

export function requiredText(intl: IntlShape): string {
  return intl.formatMessage(problemMessages.required);
}

/** A field's name in one language, as conflict views and labels say it: "Title (繁體中文)". */
export function inLanguage(intl: IntlShape, field: string, locale: Locale): string {
  return intl.formatMessage({ id: 'admin.desk.field.inLanguage', defaultMessage: '{field} ({language})' }, { field, language: LOCALE_NAMES[locale] });
}
