/**
 * The inbox's texts the store names by code (a state, a kind, an outcome, a history entry): one place turns each
 * into words, so the list, the open item and its history say the same thing the same way.
 */
import { defineMessages } from '@formatjs/intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ADMIN_MEDIA_ERRORS } from '../../../../contracts/adminMedia';
import { INBOX_ERRORS, REPLY_LIMITS, type InboxDraft, type InboxEvent, type InboxKind, type InboxState } from '../../../../contracts/adminInbox';
import type { Locale } from '../../../../contracts/common';
import type { InboxError, InboxSuccess, ReplyProblem } from '../../../stores/admin/InboxStore';

export const stateNames = defineMessages({
  new: { id: 'admin.inbox.state.new', defaultMessage: 'New' },
  read: { id: 'admin.inbox.state.read', defaultMessage: 'Read' },
  replied: { id: 'admin.inbox.state.replied', defaultMessage: 'Replied' },
  archived: { id: 'admin.inbox.state.archived', defaultMessage: 'Archived' },
});

export const kindNames = defineMessages({
  message: { id: 'admin.inbox.kind.message', defaultMessage: 'Message' },
  contribution: { id: 'admin.inbox.kind.contribution', defaultMessage: 'Contribution' },
});

export const stateName = (intl: IntlShape, state: InboxState) => intl.formatMessage(stateNames[state]);
export const kindName = (intl: IntlShape, kind: InboxKind) => intl.formatMessage(kindNames[kind]);

const successMessages = defineMessages({
  new: { id: 'admin.inbox.success.new', defaultMessage: 'Marked as new.' },
  read: { id: 'admin.inbox.success.read', defaultMessage: 'Marked as read.' },
  archived: { id: 'admin.inbox.success.archived', defaultMessage: 'Archived.' },
  restored: { id: 'admin.inbox.success.restored', defaultMessage: 'Back in the inbox.' },
  assigned: { id: 'admin.inbox.success.assigned', defaultMessage: 'Assigned.' },
  unassigned: { id: 'admin.inbox.success.unassigned', defaultMessage: 'No longer assigned to anyone.' },
  replied: { id: 'admin.inbox.success.replied', defaultMessage: 'Reply sent. It is in the history below.' },
  drafted: { id: 'admin.inbox.success.drafted', defaultMessage: 'Draft story started.' },
});

export const successText = (intl: IntlShape, success: InboxSuccess) => intl.formatMessage(successMessages[success]);

const errorMessages = defineMessages({
  offline: { id: 'admin.inbox.error.offline', defaultMessage: 'No connection: nothing was changed. Try again when the connection is back.' },
  sessionExpired: { id: 'admin.inbox.error.sessionExpired', defaultMessage: 'Your session has ended. Sign in again to go on.' },
  notFound: { id: 'admin.inbox.error.notFound', defaultMessage: 'This message or file no longer exists.' },
});

export function errorText(intl: IntlShape, error: InboxError): string {
  return error.kind === 'server'
    ? intl.formatMessage({ id: 'admin.inbox.error.server', defaultMessage: 'Nothing was changed: the server answered “{message}”.' }, { message: error.message })
    : intl.formatMessage(errorMessages[error.kind]);
}

const eventMessages = defineMessages({
  read: { id: 'admin.inbox.history.read', defaultMessage: 'Read by {name}' },
  unread: { id: 'admin.inbox.history.unread', defaultMessage: 'Marked as new by {name}' },
  assigned: { id: 'admin.inbox.history.assigned', defaultMessage: 'Assigned to {assignee} by {name}' },
  unassigned: { id: 'admin.inbox.history.unassigned', defaultMessage: 'Unassigned by {name}' },
  replied: { id: 'admin.inbox.history.replied', defaultMessage: 'Replied by {name}' },
  archived: { id: 'admin.inbox.history.archived', defaultMessage: 'Archived by {name}' },
  restored: { id: 'admin.inbox.history.restored', defaultMessage: 'Back in the inbox, by {name}' },
  drafted: { id: 'admin.inbox.history.drafted', defaultMessage: 'Draft story started by {name}' },
});

export function eventText(intl: IntlShape, event: InboxEvent): string {
  // One of several descriptors, each with its own values: formatted as a plain descriptor.
  const descriptor: MessageDescriptor = eventMessages[event.action];
  return intl.formatMessage(descriptor, { name: event.by, assignee: event.assignee ?? '' });
}

/** Where a contribution's story is edited: its title in the reader's language takes focus. */
export const draftEditorPath = (articleId: string, locale: Locale) => `/articles/${articleId}?focus=${locale}`;

const notTakenMessages = defineMessages({
  notMedia: { id: 'admin.inbox.draft.reason.notMedia', defaultMessage: 'not a picture (JPEG, PNG, WebP), a sound (MP3, M4A, Ogg) or a video (MP4, WebM)' },
  pictureTooLarge: { id: 'admin.inbox.draft.reason.pictureTooLarge', defaultMessage: 'a picture larger than 5 MB' },
  audioTooLarge: { id: 'admin.inbox.draft.reason.audioTooLarge', defaultMessage: 'a sound larger than the library takes' },
  videoTooLarge: { id: 'admin.inbox.draft.reason.videoTooLarge', defaultMessage: 'a video larger than 25 MB' },
  fileNotFound: { id: 'admin.inbox.draft.reason.fileNotFound', defaultMessage: 'its file was never kept' },
});

/** The server's reason (the library's own refusal) to its words. */
const NOT_TAKEN_KEYS = {
  [ADMIN_MEDIA_ERRORS.notMedia]: 'notMedia',
  [ADMIN_MEDIA_ERRORS.pictureTooLarge]: 'pictureTooLarge',
  [ADMIN_MEDIA_ERRORS.audioTooLarge]: 'audioTooLarge',
  [ADMIN_MEDIA_ERRORS.videoTooLarge]: 'videoTooLarge',
  [INBOX_ERRORS.fileNotFound]: 'fileNotFound',
} as const satisfies Record<InboxDraft['notTaken'][number]['reason'], keyof typeof notTakenMessages>;

/** Why the media library did not take a contribution's file, in the desk's words. */
export function notTakenText(intl: IntlShape, reason: InboxDraft['notTaken'][number]['reason']): string {
  const descriptor: MessageDescriptor = notTakenMessages[NOT_TAKEN_KEYS[reason]];
  return intl.formatMessage(descriptor);
}

const replyProblems = {
  subject: defineMessages({
    required: { id: 'admin.inbox.reply.subjectRequired', defaultMessage: 'Write a subject.' },
    tooLong: { id: 'admin.inbox.reply.subjectTooLong', defaultMessage: 'The subject is longer than {max} characters.' },
  }),
  text: defineMessages({
    required: { id: 'admin.inbox.reply.textRequired', defaultMessage: 'Write the reply.' },
    tooLong: { id: 'admin.inbox.reply.textTooLong', defaultMessage: 'The reply is longer than {max} characters.' },
  }),
};

export function replyProblemText(intl: IntlShape, field: 'subject' | 'text', problem: ReplyProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const descriptor: MessageDescriptor = replyProblems[field][problem];
  return intl.formatMessage(descriptor, { max: REPLY_LIMITS[field] });
}
