/**
 * Ours: the desk's readers (issue 25 item 7). Every reader's account, newest first, searched by name, user name or
 * address; an editor verifies an address by hand, blocks a reader with a reason (their sessions end, they cannot
 * sign in, so they can neither comment, like nor vote), and lifts the block. Each block and lift is kept with its
 * reason, the editor and the time (docs/decisions/096).
 */
import { array, boolean, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, Id, IsoDate, Locale, paginated, queryInteger } from './common';

export const READER_STATES = ['unverified', 'blocked'] as const;
export const ReaderState = enums(READER_STATES);
export type ReaderState = Infer<typeof ReaderState>;

export const READER_LIMITS = { reason: 500 } as const;

export const ADMIN_READER_ERRORS = {
  notFound: 'Reader not found',
  /** field: reason. A block is always explained: the next editor reads why. */
  reasonRequired: 'Say why this reader is blocked',
} as const;

/** A block or its lift: why, by which editor (their name as the desk shows it), when. */
export const ReaderBlockEvent = object({
  action: enums(['blocked', 'unblocked']),
  reason: string(),
  by: string(),
  at: IsoDate,
});
export type ReaderBlockEvent = Infer<typeof ReaderBlockEvent>;

export const AdminReader = object({
  _id: Id,
  email: Email,
  userName: string(),
  firstName: string(),
  lastName: string(),
  locale: Locale,
  verified: boolean(),
  /** When the account was made. */
  createdAt: IsoDate,
  /** Comments they wrote that readers can see or the desk hid (not those deleted). */
  comments: min(integer(), 0),
  /** The block in force, or null. */
  block: nullable(ReaderBlockEvent),
  /** Every block and lift, newest first. */
  history: array(ReaderBlockEvent),
});
export type AdminReader = Infer<typeof AdminReader>;

export const listAdminReaders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/readers',
  query: object({
    /** Words of the name, the user name or the address (Simplified and Traditional alike). */
    query: optional(size(string(), 0, 200)),
    state: optional(ReaderState),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'editor',
  response: paginated(AdminReader),
  errors: [],
});

/** The reader's address counts as confirmed from now on (they asked the editors, the mail never came). */
export const verifyAdminReader = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reader/verify',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ reader: AdminReader }),
  errors: [ADMIN_READER_ERRORS.notFound],
});

export const BlockReaderRequest = object({ reason: size(string(), 0, READER_LIMITS.reason) });
export type BlockReaderRequest = Infer<typeof BlockReaderRequest>;

/** Blocks the reader (their sessions end at once); blocking a blocked reader changes nothing. */
export const blockAdminReader = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reader/block',
  query: object({ id: Id }),
  body: BlockReaderRequest,
  auth: 'admin',
  role: 'editor',
  response: object({ reader: AdminReader }),
  errors: [ADMIN_READER_ERRORS.notFound, ADMIN_READER_ERRORS.reasonRequired],
});

/** Lifts the block; the reason is optional here. Lifting where there is none changes nothing. */
export const unblockAdminReader = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reader/unblock',
  query: object({ id: Id }),
  body: BlockReaderRequest,
  auth: 'admin',
  role: 'editor',
  response: object({ reader: AdminReader }),
  errors: [ADMIN_READER_ERRORS.notFound],
});
