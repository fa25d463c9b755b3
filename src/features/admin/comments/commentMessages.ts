/**
 * The comments screen's texts that the store names by code (an outcome, a state): one place turns each code into
 * words, so the list, its messages and the dialog say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import type { CommentState, Moderation } from '../../../../contracts/adminComments';
import type { ReaderBlockEvent } from '../../../../contracts/adminReaders';
import type { ModerationError, ModerationSuccess } from '../../../stores/admin/CommentsModerationStore';

export const stateNames = defineMessages({
  visible: { id: 'admin.comments.state.visible', defaultMessage: 'Visible' },
  hidden: { id: 'admin.comments.state.hidden', defaultMessage: 'Hidden' },
});

export function stateName(intl: IntlShape, state: CommentState): string {
  return intl.formatMessage(stateNames[state]);
}

export function successText(intl: IntlShape, success: ModerationSuccess, name: string): string {
  switch (success) {
    case 'hidden':
      return intl.formatMessage({ id: 'admin.comments.success.hidden', defaultMessage: 'Comment by {name} hidden: readers no longer see it.' }, { name });
    case 'shown':
      return intl.formatMessage({ id: 'admin.comments.success.shown', defaultMessage: 'Comment by {name} shown again: readers see it now.' }, { name });
    case 'deleted':
      return intl.formatMessage({ id: 'admin.comments.success.deleted', defaultMessage: 'Comment by {name} deleted for good.' }, { name });
    case 'blocked':
      return intl.formatMessage(
        { id: 'admin.comments.success.blocked', defaultMessage: '{name} is blocked and signed out everywhere: they cannot comment until an editor unblocks them.' },
        { name },
      );
  }
}

const errorMessages = defineMessages({
  offline: { id: 'admin.comments.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.comments.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: { id: 'admin.comments.error.notFound', defaultMessage: 'This comment no longer exists: its story may have been deleted.' },
  deleted: { id: 'admin.comments.error.deleted', defaultMessage: 'Another editor has already deleted this comment.' },
  readerNotFound: { id: 'admin.comments.error.readerNotFound', defaultMessage: 'The commenter’s account no longer exists: there is nobody to block.' },
});

export function errorText(intl: IntlShape, error: ModerationError): string {
  return error.kind === 'server'
    ? intl.formatMessage({ id: 'admin.comments.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
    : intl.formatMessage(errorMessages[error.kind]);
}

/** "Commenter blocked by Lin Wen, 24 Nov 2026: “Spam”": the block in force on the comment's author. */
export function authorBlockText(intl: IntlShape, block: ReaderBlockEvent): string {
  return intl.formatMessage(
    { id: 'admin.comments.authorBlocked', defaultMessage: 'Commenter blocked by {name}, {time}: “{reason}”' },
    { name: block.by, time: intl.formatDate(block.at, { dateStyle: 'medium' }), reason: block.reason },
  );
}

/** "Hidden by Lin Wen, 24 Nov 2026, 09:30": who changed the comment's state last, and when. */
export function moderationText(intl: IntlShape, moderation: Moderation): string {
  const values = { name: moderation.by, time: intl.formatDate(moderation.at, { dateStyle: 'medium', timeStyle: 'short' }) };
  return moderation.action === 'hidden'
    ? intl.formatMessage({ id: 'admin.comments.moderation.hidden', defaultMessage: 'Hidden by {name}, {time}' }, values)
    : intl.formatMessage({ id: 'admin.comments.moderation.shown', defaultMessage: 'Shown again by {name}, {time}' }, values);
}
