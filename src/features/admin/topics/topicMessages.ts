/** The topics desk's texts the store names by code (a problem, an outcome, a refusal), in one place. */
import type { IntlShape } from 'react-intl';
import type { TopicProblem, TopicsError, TopicsSuccess } from '../../../stores/admin/TopicsStore';
import { requiredText, tooLongText } from '../desk/sessionMessages';

export function topicProblemText(intl: IntlShape, problem: TopicProblem, length: number): string {
  switch (problem.kind) {
    case 'tooLong':
      return tooLongText(intl, problem.max, length);
    case 'required':
      return requiredText(intl);
    case 'slugPattern':
      return intl.formatMessage({ id: 'admin.topics.problem.slugPattern', defaultMessage: 'Use lowercase Latin letters, digits and single hyphens ({example}).' }, { example: 'global-trade' });
    case 'slugTaken':
      return intl.formatMessage({ id: 'admin.topics.problem.slugTaken', defaultMessage: 'Another topic has this address: choose another.' });
  }
}

export function topicsErrorText(intl: IntlShape, error: TopicsError): string {
  switch (error.kind) {
    case 'invalid':
      return intl.formatMessage({ id: 'admin.topics.error.invalid', defaultMessage: 'Not saved: see the messages under the fields.' });
    case 'conflict':
      return intl.formatMessage({ id: 'admin.topics.error.conflict', defaultMessage: 'Someone else changed this topic meanwhile: the list now shows theirs. Make your change again.' });
    case 'orderStale':
      return intl.formatMessage({ id: 'admin.topics.error.orderStale', defaultMessage: 'Someone added or removed a topic meanwhile: the list is read again. Move it again.' });
    case 'inUse':
      return intl.formatMessage({ id: 'admin.topics.error.inUse', defaultMessage: 'An article has this topic now: merge it into another instead.' });
    case 'offline':
      return intl.formatMessage({ id: 'admin.topics.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' });
    case 'sessionExpired':
      return intl.formatMessage({ id: 'admin.topics.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' });
    case 'notFound':
      return intl.formatMessage({ id: 'admin.topics.error.notFound', defaultMessage: 'This topic no longer exists: someone deleted it.' });
    case 'server':
      return intl.formatMessage({ id: 'admin.topics.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message });
  }
}

export function topicsSuccessText(intl: IntlShape, success: TopicsSuccess): string {
  switch (success.kind) {
    case 'created':
      return intl.formatMessage({ id: 'admin.topics.success.created', defaultMessage: '“{name}” is added, last in the list.' }, { name: success.name });
    case 'saved':
      return intl.formatMessage({ id: 'admin.topics.success.saved', defaultMessage: '“{name}” is saved.' }, { name: success.name });
    case 'deleted':
      return intl.formatMessage({ id: 'admin.topics.success.deleted', defaultMessage: '“{name}” is deleted.' }, { name: success.name });
    case 'merged':
      return intl.formatMessage(
        { id: 'admin.topics.success.merged', defaultMessage: '“{name}” is merged into “{into}”: {moved, plural, =0 {no article moved} one {# article moved} other {# articles moved}}.' },
        { name: success.name, into: success.into, moved: success.moved },
      );
    case 'moved':
      return intl.formatMessage(
        { id: 'admin.topics.success.moved', defaultMessage: '“{name}” is now number {position, number} of {count, number}.' },
        { name: success.name, position: success.position, count: success.count },
      );
  }
}
