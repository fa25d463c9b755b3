/**
 * "Front page"'s own texts for what its store names by code (a refusal, a success, a field); what every editor
 * says is desk/sessionMessages.ts's.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_FRONT_ERRORS } from '../../../../contracts/adminFrontPage';
import type { DeskError, SessionSuccess } from '../../../stores/admin/EditSession';
import type { FrontDifference, FrontSuccess } from '../../../stores/admin/FrontPageStore';
import { deskErrorText, deskSuccessText } from '../desk/sessionMessages';

export const frontFieldNames = defineMessages({
  story: { id: 'admin.front.field.story', defaultMessage: 'Story' },
  headline: { id: 'admin.front.field.headline', defaultMessage: 'Headline on the front' },
  picture: { id: 'admin.front.field.picture', defaultMessage: 'Picture on the front' },
  fill: { id: 'admin.front.field.fill', defaultMessage: 'Empty places filled by' },
} satisfies Record<FrontDifference['field'], unknown>);

export const moveNames = defineMessages({
  up: { id: 'admin.front.moveUp', defaultMessage: 'Move up' },
  down: { id: 'admin.front.moveDown', defaultMessage: 'Move down' },
});

export const fillNames = defineMessages({
  newest: { id: 'admin.front.fill.newest', defaultMessage: 'The newest stories' },
  mostLiked: { id: 'admin.front.fill.mostLiked', defaultMessage: 'The most liked of the newest' },
});

/** A place's name: the lead, or its number on the front. */
export function placeName(intl: IntlShape, index: number): string {
  return index === 0
    ? intl.formatMessage({ id: 'admin.front.place.lead', defaultMessage: 'Lead' })
    : intl.formatMessage({ id: 'admin.front.place.number', defaultMessage: 'Place {number, number}' }, { number: index + 1 });
}

/** A control of one place, named with the place, so each of the seven is told apart ("Story (Lead)"). */
export function fieldInPlace(intl: IntlShape, field: string, place: string): string {
  return intl.formatMessage({ id: 'admin.front.field.inPlace', defaultMessage: '{field} ({place})' }, { field, place });
}

const successMessages = defineMessages({
  saved: { id: 'admin.front.success.saved', defaultMessage: 'Saved: readers see the new front page now.' },
  pictureUploaded: { id: 'admin.front.success.pictureUploaded', defaultMessage: 'Picture uploaded. Save to show it on the front page.' },
} satisfies Record<FrontSuccess, unknown>);

export function frontSuccessText(intl: IntlShape, success: FrontSuccess | SessionSuccess): string {
  return deskSuccessText(intl, success, (own: FrontSuccess) => intl.formatMessage(successMessages[own]));
}

const errorMessages = defineMessages({
  notInEdition: { id: 'admin.front.error.notInEdition', defaultMessage: 'A story chosen is no longer published in this language: choose another.' },
  duplicate: { id: 'admin.front.error.duplicate', defaultMessage: 'A story stands in two places: keep it in one.' },
  unknownPicture: { id: 'admin.front.error.unknownPicture', defaultMessage: 'A picture is no longer on the server: upload it again.' },
  unknownSection: { id: 'admin.front.error.unknownSection', defaultMessage: 'This section does not exist any more: choose another front.' },
  notInSection: { id: 'admin.front.error.notInSection', defaultMessage: 'A story chosen has moved to another section: choose another.' },
});

/** What went wrong, in words: the session's errors, and the refusals only the front page meets. */
export function frontErrorText(intl: IntlShape, error: DeskError): string {
  return deskErrorText(intl, error, {
    // Only a section's front is ever not found: its section was deleted.
    notFound: errorMessages.unknownSection,
    refusals: {
      [ADMIN_FRONT_ERRORS.notInEdition]: errorMessages.notInEdition,
      [ADMIN_FRONT_ERRORS.duplicate]: errorMessages.duplicate,
      [ADMIN_FRONT_ERRORS.unknownPicture]: errorMessages.unknownPicture,
      [ADMIN_FRONT_ERRORS.unknownSection]: errorMessages.unknownSection,
      [ADMIN_FRONT_ERRORS.notInSection]: errorMessages.notInSection,
    },
  });
}
