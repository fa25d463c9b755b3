/**
 * Ours: the desk's inbox (issue 25 item 5). What readers send the editors — contact messages and contributions
 * with their files — in one list, newest first: new / read / replied / archived, assigned to an editor, searched,
 * answered by mail in the sender's language. Every change is recorded with the editor and the time, and repeating
 * one changes nothing (docs/decisions/082).
 */
import { array, assign, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ADMIN_MEDIA_ERRORS } from './adminMedia';
import { defineEndpoint, Email, FIELD_LIMITS, Id, IsoDate, Locale, paginated, queryInteger } from './common';

export const INBOX_STATES = ['new', 'read', 'replied', 'archived'] as const;
export const InboxState = enums(INBOX_STATES);
export type InboxState = Infer<typeof InboxState>;

/** The states an editor sets by hand; "replied" comes only from a reply that went out. */
export const MARKABLE_STATES = ['new', 'read', 'archived'] as const;

export const INBOX_KINDS = ['message', 'contribution'] as const;
export const InboxKind = enums(INBOX_KINDS);
export type InboxKind = Infer<typeof InboxKind>;

export const INBOX_ERRORS = {
  notFound: 'Message not found',
  fileNotFound: 'File not found',
  editorNotFound: 'Editor not found',
  /** A download link is short-lived and names one file: an old one asks the desk for a new one. */
  linkExpired: 'This download link has expired',
  /** field: id. A contact message has no files and no story: only a contribution starts a draft. */
  notContribution: 'Only a contribution can start a draft story',
} as const;

/** A reply's limits: a subject line, and a letter's text. */
export const REPLY_LIMITS = { subject: 200, text: FIELD_LIMITS.contactComment } as const;

export const InboxReply = object({
  subject: size(string(), 1, REPLY_LIMITS.subject),
  text: size(string(), 1, REPLY_LIMITS.text),
});
export type InboxReply = Infer<typeof InboxReply>;

/** One change, who made it and when. `assignee`: the editor it was given to (assigned); `reply`: what was sent. */
export const InboxEvent = object({
  action: enums(['read', 'unread', 'assigned', 'unassigned', 'replied', 'archived', 'restored', 'drafted']),
  by: string(),
  at: IsoDate,
  assignee: optional(string()),
  reply: optional(InboxReply),
});
export type InboxEvent = Infer<typeof InboxEvent>;

export const InboxFile = object({
  _id: Id,
  /** The name as the sender's file had it, cleaned (src/rules/attachments.ts). */
  name: string(),
  size: min(integer(), 0),
  type: string(),
});
export type InboxFile = Infer<typeof InboxFile>;

export const InboxEditor = object({ _id: Id, name: string() });
export type InboxEditor = Infer<typeof InboxEditor>;

/**
 * Why the media library did not take a contribution's file: its own refusals (src/rules/adminMedia.ts), the same
 * words an upload to the library is answered with; the file-not-found one when its bytes were never kept.
 */
export const NOT_TAKEN_REASONS = [
  ADMIN_MEDIA_ERRORS.notMedia,
  ADMIN_MEDIA_ERRORS.pictureTooLarge,
  ADMIN_MEDIA_ERRORS.audioTooLarge,
  ADMIN_MEDIA_ERRORS.videoTooLarge,
  INBOX_ERRORS.fileNotFound,
] as const;

/** The draft story a contribution started (docs/decisions/104): where it is, and the files it did not take. */
export const InboxDraft = object({
  /** The article's id: the editor is at /admin/articles/{_id}. */
  _id: Id,
  /** Its title now, in the contribution's language ('' once an editor emptied it). */
  title: string(),
  /** The files that stayed only with the contribution, and why. */
  notTaken: array(object({ _id: Id, name: string(), reason: enums(NOT_TAKEN_REASONS) })),
});
export type InboxDraft = Infer<typeof InboxDraft>;

export const InboxItem = object({
  _id: Id,
  kind: InboxKind,
  firstName: string(),
  lastName: string(),
  email: Email,
  phone: string(),
  /** The message, or the contribution's description: the reader's text, shown as text. */
  comment: string(),
  /** The site's language the reader wrote from: the reply's frame is in it. */
  locale: Locale,
  createdAt: IsoDate,
  state: InboxState,
  assignee: nullable(InboxEditor),
  /** A contribution's files; none for a message. */
  files: array(InboxFile),
  /** Oldest first. */
  history: array(InboxEvent),
  /** The draft story this contribution started; null until one is (always for a message). */
  draft: nullable(InboxDraft),
});
export type InboxItem = Infer<typeof InboxItem>;

export const listInbox = defineEndpoint({
  method: 'GET',
  path: '/api/admin/inbox',
  query: object({
    /** Words of the name, the address or the text (Simplified and Traditional alike). */
    query: optional(size(string(), 0, 200)),
    state: optional(InboxState),
    kind: optional(InboxKind),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'editor',
  response: assign(
    paginated(InboxItem),
    object({
      /** How many are new, whatever the filters. */
      newCount: min(integer(), 0),
      /** Who an item can be assigned to. */
      editors: array(InboxEditor),
    }),
  ),
  errors: [],
});

/** Opens one: a new one becomes read (recorded once; opening it again changes nothing). */
export const openInboxItem = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox/open',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ item: InboxItem }),
  errors: [INBOX_ERRORS.notFound],
});

/** Marks one new again, read, or archived; archiving a replied one and restoring it keep "replied". */
export const setInboxState = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/inbox/state',
  query: object({ id: Id }),
  body: object({ state: enums(MARKABLE_STATES) }),
  auth: 'admin',
  role: 'editor',
  response: object({ item: InboxItem }),
  errors: [INBOX_ERRORS.notFound],
});

export const assignInboxItem = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/inbox/assignee',
  query: object({ id: Id }),
  /** null: nobody. */
  body: object({ editorId: nullable(Id) }),
  auth: 'admin',
  role: 'editor',
  response: object({ item: InboxItem }),
  errors: [INBOX_ERRORS.notFound, INBOX_ERRORS.editorNotFound],
});

/**
 * Mails the reply to the sender through the mail queue, in their language, and marks the item replied with the
 * reply in its history. Idempotent: a retry under the same key sends nothing more.
 */
export const replyToInboxItem = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox/reply',
  query: object({ id: Id }),
  body: InboxReply,
  auth: 'admin',
  role: 'editor',
  response: object({ item: InboxItem }),
  errors: [INBOX_ERRORS.notFound],
  idempotent: true,
});

/** Where a contribution's file is at this moment: a link of a minute that answers it as an attachment. */
export const inboxFileLink = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox/file-link',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ href: string(), expiresAt: IsoDate }),
  errors: [INBOX_ERRORS.fileNotFound],
});

/**
 * Starts a draft story from a contribution, in one transaction (docs/decisions/104): a draft in the reader's
 * language (title from the first line of their text, the text as paragraphs), each attached picture or sound put
 * into the media library with the contribution as its source (the first picture the cover), the contribution
 * marked read and given to the editor who pressed if it was nobody's. Once started, the same story answers
 * (`created: false`), however many editors press at once.
 */
export const startDraftFromContribution = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox/draft',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ item: InboxItem, created: boolean() }),
  errors: [INBOX_ERRORS.notFound, INBOX_ERRORS.notContribution],
});

/** The served file's address: the link's token follows. */
export const INBOX_FILE_PREFIX = '/api/inbox-files/';
