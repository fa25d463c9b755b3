/**
 * A reader's account page (issue 28 item 4): the profile, the password, what they liked and wrote, every device
 * signed out, their data as a file, the account deleted. Every call is the signed-in reader's own (bearer).
 */
import { array, boolean, enums, integer, literal, min, nullable, object, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, FIELD_LIMITS, Id, IsoDate, Locale } from './common';
import { MIN_PASSWORD_LENGTH, PROFILE_FIELDS, USER_ERRORS, User } from './user';

export const ACCOUNT_ERRORS = {
  /** The current password given to change the password or delete the account is not the reader's. */
  wrongPassword: USER_ERRORS.invalidPassword,
  userNameInUse: USER_ERRORS.userNameInUse,
} as const;

/**
 * The sign-up fields a reader may change (the e-mail and the password have calls of their own). The whole profile
 * is sent each time: an optional field left out is cleared.
 */
export const ProfileChange = object({
  ...PROFILE_FIELDS,
  /** The language of the site's mails to them. */
  locale: Locale,
});
export type ProfileChange = Infer<typeof ProfileChange>;

export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/profile',
  body: ProfileChange,
  auth: 'bearer',
  response: object({ user: User }),
  errors: [ACCOUNT_ERRORS.userNameInUse],
});

/** The current password is asked again: a device left signed in does not let a passer-by take the account. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/password',
  body: object({
    currentPassword: size(string(), 1, FIELD_LIMITS.password),
    password: size(string(), MIN_PASSWORD_LENGTH, FIELD_LIMITS.password),
  }),
  auth: 'bearer',
  // The reader's other devices are signed out; this one keeps its session.
  response: object({ status: literal('changed') }),
  errors: [ACCOUNT_ERRORS.wrongPassword],
});

/** Every session of the reader ends, this device's too. */
export const signOutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/signout/all',
  auth: 'bearer',
  response: object({ status: literal('signedOut'), sessions: min(integer(), 0) }),
  errors: [],
});

export const StoryKind = enums(['article', 'post']);

/** What the reader liked and wrote, for the account page: stories with their titles in the page's language. */
export const AccountActivity = object({
  liked: array(object({ kind: StoryKind, slug: string(), title: string(), likedAt: IsoDate })),
  comments: array(
    object({
      _id: Id,
      kind: StoryKind,
      /** The story's alias and title; '' when readers can no longer see it (unpublished since). */
      slug: string(),
      title: string(),
      text: string(),
      createdAt: IsoDate,
    }),
  ),
});
export type AccountActivity = Infer<typeof AccountActivity>;

export const accountActivity = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/activity',
  query: object({ locale: Locale }),
  auth: 'bearer',
  response: AccountActivity,
  errors: [],
});

/** Everything the magazine keeps about a reader (the download): what they gave, did and were sent. */
export const AccountData = object({
  exportedAt: IsoDate,
  profile: User,
  likes: array(object({ kind: string(), targetId: Id, likedAt: IsoDate })),
  comments: array(object({ _id: Id, kind: StoryKind, storyId: Id, text: string(), createdAt: IsoDate })),
  votes: array(object({ pollId: Id, variantId: Id, votedAt: IsoDate })),
  subscription: nullable(object({ email: Email, firstName: string(), lastName: string(), phone: string(), locale: string(), confirmed: boolean(), createdAt: IsoDate })),
  sessions: min(integer(), 0),
  mails: array(object({ kind: string(), subject: string(), sentAt: IsoDate })),
});
export type AccountData = Infer<typeof AccountData>;

export const exportAccount = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/export',
  auth: 'bearer',
  response: AccountData,
  errors: [],
});

/** What becomes of a deleted reader's comments: kept, signed "deleted reader", or removed. */
export const DeletedComments = enums(['keep', 'remove']);

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/delete',
  body: object({ password: size(string(), 1, FIELD_LIMITS.password), comments: DeletedComments }),
  auth: 'bearer',
  response: object({ status: literal('deleted') }),
  errors: [ACCOUNT_ERRORS.wrongPassword],
});

/** The author id a kept comment of a deleted account carries (its name is then ''): no reader has it. */
export const DELETED_READER_ID = 'deleted-reader';
