/**
 * The videos and galleries desk's texts the stores name by code (a kind, a problem, an outcome, a refusal): one place
 * turns each into words, so the list, the editors and the dialog say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_MEDIA_ERRORS } from '../../../../contracts/adminMedia';
import { ADMIN_MULTIMEDIA_ERRORS, MULTIMEDIA_LIMITS, type MultimediaKind } from '../../../../contracts/adminMultimedia';
import type { MultimediaOutcome } from '../../../stores/admin/MultimediaDeskStore';
import type { MultimediaProblem } from '../../../stores/admin/multimediaValues';
import { requiredText, tooLongText, type OwnTexts } from '../desk/sessionMessages';

const kinds = defineMessages({
  video: { id: 'admin.multimedia.kind.video', defaultMessage: 'Video' },
  gallery: { id: 'admin.multimedia.kind.gallery', defaultMessage: 'Gallery' },
});

export const multimediaKindName = (intl: IntlShape, kind: MultimediaKind) => intl.formatMessage(kinds[kind]);

export const multimediaFieldNames = defineMessages({
  title: { id: 'admin.multimedia.field.title', defaultMessage: 'Title' },
  description: { id: 'admin.multimedia.field.description', defaultMessage: 'Description' },
  section: { id: 'admin.multimedia.field.section', defaultMessage: 'Section' },
  publishedAt: { id: 'admin.multimedia.field.publishedAt', defaultMessage: 'Published (your time)' },
  video: { id: 'admin.multimedia.field.video', defaultMessage: 'Video file' },
  poster: { id: 'admin.multimedia.field.poster', defaultMessage: 'Poster picture' },
  duration: { id: 'admin.multimedia.field.duration', defaultMessage: 'Length (minutes:seconds)' },
  pictures: { id: 'admin.multimedia.field.pictures', defaultMessage: 'Pictures' },
  caption: { id: 'admin.multimedia.field.caption', defaultMessage: 'Caption' },
  credit: { id: 'admin.multimedia.field.credit', defaultMessage: 'Credit (optional)' },
});

const refusals = defineMessages({
  notFound: { id: 'admin.multimedia.error.notFound', defaultMessage: 'This video or gallery no longer exists: someone deleted it.' },
  sectionInvalid: { id: 'admin.multimedia.refused.sectionInvalid', defaultMessage: 'Choose one of the multimedia sections: this one is gone or is not one.' },
  videoRequired: { id: 'admin.multimedia.refused.videoRequired', defaultMessage: 'Choose a video from the media library: the file chosen is not one.' },
  posterRequired: { id: 'admin.multimedia.refused.posterRequired', defaultMessage: 'Choose a poster picture from the media library.' },
  unknownPicture: { id: 'admin.multimedia.refused.unknownPicture', defaultMessage: 'Choose the pictures from the media library: the server does not know one of them.' },
  notMedia: { id: 'admin.multimedia.refused.notMedia', defaultMessage: 'This file is neither a picture nor a video, whatever its name says.' },
  videoTooLarge: { id: 'admin.multimedia.refused.videoTooLarge', defaultMessage: 'The video is larger than 25 MB: shorten it or lower its quality, then upload it again.' },
});

/** The editor's own refusals, for the session's messages (deskErrorText). */
export const multimediaOwnTexts: OwnTexts = {
  notFound: refusals.notFound,
  refusals: {
    [ADMIN_MULTIMEDIA_ERRORS.sectionInvalid]: refusals.sectionInvalid,
    [ADMIN_MULTIMEDIA_ERRORS.videoRequired]: refusals.videoRequired,
    [ADMIN_MULTIMEDIA_ERRORS.posterRequired]: refusals.posterRequired,
    [ADMIN_MULTIMEDIA_ERRORS.unknownPicture]: refusals.unknownPicture,
    [ADMIN_MEDIA_ERRORS.notMedia]: refusals.notMedia,
    [ADMIN_MEDIA_ERRORS.videoTooLarge]: refusals.videoTooLarge,
  },
};

/** A problem under its field, in words; `length`: the value's length now. */
export function multimediaProblemText(intl: IntlShape, problem: MultimediaProblem, length: number): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'required':
      if (problem.field === 'src') return intl.formatMessage({ id: 'admin.multimedia.problem.video', defaultMessage: 'Choose the video file, or upload one.' });
      if (problem.field === 'poster') return intl.formatMessage({ id: 'admin.multimedia.problem.poster', defaultMessage: 'Choose the poster picture readers see before the film plays.' });
      return requiredText(intl);
    case 'duration':
      return intl.formatMessage(
        { id: 'admin.multimedia.problem.duration', defaultMessage: 'Write the length as minutes:seconds (3:20), from 0:01 to {hours, number} hours.' },
        { hours: MULTIMEDIA_LIMITS.durationSeconds / 3600 },
      );
    case 'date':
      return intl.formatMessage({ id: 'admin.multimedia.problem.date', defaultMessage: 'Choose the date and time it is published.' });
    case 'tooFewPictures':
      return intl.formatMessage(
        { id: 'admin.multimedia.problem.tooFewPictures', defaultMessage: 'A gallery needs {count, number} pictures or more.' },
        { count: MULTIMEDIA_LIMITS.minPictures },
      );
  }
}

const listErrors = defineMessages({
  offline: { id: 'admin.multimedia.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.multimedia.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: refusals.notFound,
});

/** What the last action did, or why it did not: [success, error], one of them null. */
export function multimediaOutcomeTexts(intl: IntlShape, outcome: MultimediaOutcome | null): readonly [string | null, string | null] {
  if (!outcome) return [null, null];
  if (outcome.error) {
    const error = outcome.error;
    return [
      null,
      error.kind === 'server'
        ? intl.formatMessage({ id: 'admin.multimedia.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
        : intl.formatMessage(listErrors[error.kind]),
    ];
  }
  return [intl.formatMessage({ id: 'admin.multimedia.success.deleted', defaultMessage: '“{title}” is deleted: readers no longer see it.' }, { title: outcome.title }), null];
}
