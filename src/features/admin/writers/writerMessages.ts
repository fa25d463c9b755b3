/**
 * The writers desk's texts the stores name by code (a problem, an outcome, a refusal): one place turns each into
 * words, so the list, the editor and the dialog say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { ADMIN_WRITER_ERRORS } from '../../../../contracts/adminWriters';
import type { DeskListError } from '../../../stores/admin/deskList';
import type { WritersOutcome } from '../../../stores/admin/WritersStore';
import type { WriterProblem } from '../../../stores/admin/writerValues';
import { requiredText, tooLongText, type OwnTexts } from '../desk/sessionMessages';

export const writerFieldNames = defineMessages({
  name: { id: 'admin.writers.field.name', defaultMessage: 'Name' },
  lastName: { id: 'admin.writers.field.lastName', defaultMessage: 'Family name' },
  firstName: { id: 'admin.writers.field.firstName', defaultMessage: 'Given name' },
  bio: { id: 'admin.writers.field.bio', defaultMessage: 'Bio' },
  portraitAlt: { id: 'admin.writers.field.portraitAlt', defaultMessage: 'What the portrait shows' },
  slug: { id: 'admin.writers.field.slug', defaultMessage: 'Page address' },
  email: { id: 'admin.writers.field.email', defaultMessage: 'E-mail (optional)' },
  active: { id: 'admin.writers.field.active', defaultMessage: 'Writes for the magazine' },
  portrait: { id: 'admin.writers.field.portrait', defaultMessage: 'Portrait' },
});

const refusals = defineMessages({
  slugTaken: { id: 'admin.writers.refused.slugTaken', defaultMessage: 'Another writer’s page has, or had, this address: choose another.' },
  unknownPicture: { id: 'admin.writers.refused.unknownPicture', defaultMessage: 'Upload the portrait again: the server does not know this picture.' },
  nameRequired: { id: 'admin.writers.refused.nameRequired', defaultMessage: 'Give the writer a name in every language.' },
  notFound: { id: 'admin.writers.error.notFound', defaultMessage: 'This writer no longer exists: someone deleted them.' },
});

/** The editor's own refusals, for the session's messages (deskErrorText). */
export const writerOwnTexts: OwnTexts = {
  notFound: refusals.notFound,
  refusals: {
    [ADMIN_WRITER_ERRORS.slugTaken]: refusals.slugTaken,
    [ADMIN_WRITER_ERRORS.unknownPicture]: refusals.unknownPicture,
    [ADMIN_WRITER_ERRORS.nameRequired]: refusals.nameRequired,
  },
};

/** A problem under its field, in words; `length`: the value's length now. */
export function writerProblemText(intl: IntlShape, problem: WriterProblem, length: number): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'required':
      return problem.field === 'slug' ? requiredText(intl) : intl.formatMessage({ id: 'admin.writers.problem.name', defaultMessage: 'A byline needs a name: fill in the family name, the given name or both.' });
    case 'slugPattern':
      return intl.formatMessage({ id: 'admin.writers.problem.slugPattern', defaultMessage: 'Use lowercase Latin letters, digits and single hyphens ({example}).' }, { example: 'lin-yu-ting' });
    case 'email':
      return intl.formatMessage({ id: 'admin.writers.problem.email', defaultMessage: 'This is not an e-mail address.' });
  }
}

const listErrors = defineMessages({
  offline: { id: 'admin.writers.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.writers.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: refusals.notFound,
});

function listErrorText(intl: IntlShape, error: DeskListError): string {
  if (error.kind !== 'server') return intl.formatMessage(listErrors[error.kind]);
  if (error.message === ADMIN_WRITER_ERRORS.hasArticles) {
    return intl.formatMessage({ id: 'admin.writers.error.hasArticles', defaultMessage: 'This writer has articles now: make them inactive instead.' });
  }
  return intl.formatMessage({ id: 'admin.writers.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message });
}

/** What the last action did, or why it did not: [success, error], one of them null. */
export function writersOutcomeTexts(intl: IntlShape, outcome: WritersOutcome | null): readonly [string | null, string | null] {
  if (!outcome) return [null, null];
  if (outcome.error) return [null, listErrorText(intl, outcome.error)];
  const { name } = outcome;
  return outcome.success === 'deleted'
    ? [intl.formatMessage({ id: 'admin.writers.success.deleted', defaultMessage: '{name} is deleted.' }, { name }), null]
    : [intl.formatMessage({ id: 'admin.writers.success.deactivated', defaultMessage: '{name} is inactive: their page and bylines stay.' }, { name }), null];
}
