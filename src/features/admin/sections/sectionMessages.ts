/**
 * The sections page's texts that the store names by code (a problem under a field, an error, a success): one
 * place turns each into words, in the desk's three languages.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import type { SectionProblem, SectionsError, SectionsSuccess } from '../../../stores/admin/sectionValues';
import { requiredText, tooLongText } from '../desk/sessionMessages';

const problemMessages = defineMessages({
  aliasTaken: {
    id: 'admin.sections.problem.aliasTaken',
    defaultMessage: 'Another section already uses this alias, in this or another language: choose another',
  },
  subAliasTaken: {
    id: 'admin.sections.problem.subAliasTaken',
    defaultMessage: 'Another subsection of this section already uses this alias: choose another',
  },
});

/** The message under a field; `length` is the field's current length (for "too long by"). */
export function sectionProblemText(intl: IntlShape, problem: SectionProblem, length: number, subsection: boolean): string {
  switch (problem.kind) {
    case 'required':
      return requiredText(intl);
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'aliasPattern':
      return intl.formatMessage(
        { id: 'admin.sections.problem.aliasPattern', defaultMessage: 'Use lowercase letters, digits and single hyphens, like “{example}”' },
        { example: 'slow-travel' },
      );
    case 'aliasTaken':
      return intl.formatMessage(subsection ? problemMessages.subAliasTaken : problemMessages.aliasTaken);
  }
}

const errorMessages = defineMessages({
  invalid: { id: 'admin.sections.error.invalid', defaultMessage: 'Not saved: see the messages under the fields.' },
  offline: { id: 'admin.sections.error.offline', defaultMessage: 'No connection: nothing was changed. What you typed is still here; try again.' },
  sessionExpired: { id: 'admin.sections.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  conflict: {
    id: 'admin.sections.error.conflict',
    defaultMessage: 'Someone else changed this section meanwhile: the list now shows their version. Check it, then save yours again.',
  },
  orderStale: {
    id: 'admin.sections.error.orderStale',
    defaultMessage: 'Sections were added or deleted meanwhile: the list is up to date now. Move it again.',
  },
  notFound: { id: 'admin.sections.error.notFound', defaultMessage: 'That section no longer exists: the list is up to date now.' },
  failed: { id: 'admin.sections.error.failed', defaultMessage: 'The server did not accept this. Nothing was changed; try again.' },
});

export function sectionsErrorText(intl: IntlShape, error: SectionsError): string {
  if (error.kind === 'inUse') {
    return intl.formatMessage(
      {
        id: 'admin.sections.error.inUse',
        defaultMessage: '“{name}” was not deleted: articles, posts, videos or sponsors are still filed under it. Move them to another section first.',
      },
      { name: error.name },
    );
  }
  return intl.formatMessage(errorMessages[error.kind]);
}

export function sectionsSuccessText(intl: IntlShape, success: SectionsSuccess): string {
  switch (success.kind) {
    case 'created':
      return intl.formatMessage({ id: 'admin.sections.success.created', defaultMessage: '“{name}” added. It is in the site’s menus now.' }, { name: success.name });
    case 'renamed':
      return intl.formatMessage({ id: 'admin.sections.success.renamed', defaultMessage: 'Saved. Readers see “{name}” in the menus now.' }, { name: success.name });
    case 'subsectionAdded':
      return intl.formatMessage(
        { id: 'admin.sections.success.subsectionAdded', defaultMessage: 'Subsection “{name}” added. It is in the site’s menus now.' },
        { name: success.name },
      );
    case 'deleted':
      return intl.formatMessage({ id: 'admin.sections.success.deleted', defaultMessage: '“{name}” deleted.' }, { name: success.name });
    case 'moved':
      return intl.formatMessage(
        { id: 'admin.sections.success.moved', defaultMessage: '“{name}” moved: now {position, number} of {count, number}.' },
        { name: success.name, position: success.position, count: success.count },
      );
  }
}
