/**
 * A reader's account page (issue 28 item 4): the profile, the password, what they liked and wrote, every device
 * signed out, their data as a file, the account deleted. Every call is the signed-in reader's own (bearer).
 */
import { array, boolean, enums, integer, literal, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, FIELD_LIMITS, Id, IsoDate, Locale, LOCALES } from './common';
import { ACCOUNT_ERRORS } from './accountErrors';
import { MIN_PASSWORD_LENGTH, PROFILE_FIELDS, User } from './user';


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

/**
 * A new address for the account: the current password is asked, and nothing changes until the link mailed to the
 * new address is opened (it proves the reader reads it). The old address is told once it is done.
 */
export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/email',
  body: object({ email: Email, password: size(string(), 1, FIELD_LIMITS.password) }),
  auth: 'bearer',
  response: object({ status: literal('checkEmail'), email: Email }),
  errors: [ACCOUNT_ERRORS.wrongPassword, ACCOUNT_ERRORS.emailInUse, ACCOUNT_ERRORS.sameEmail],
});

/** The link in the mail to the new address: on any device, signed in or not. Each link works once. */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/email/confirm',
  body: object({ token: size(string(), 1, 200) }),
  auth: 'none',
  response: object({ status: literal('changed'), email: Email }),
  errors: [ACCOUNT_ERRORS.emailLinkInvalid, ACCOUNT_ERRORS.emailInUse],
});

/**
 * The newsletter of each edition the reader receives, at the account's address. `pending`: subscribed from the
 * footer and not confirmed yet (the account's choices confirm it: the address is proven by the sign-in).
 */
export const NewsletterChoices = object({
  editions: array(Locale),
  state: enums(['none', 'pending', 'confirmed']),
});
export type NewsletterChoices = Infer<typeof NewsletterChoices>;

export const getNewsletterChoices = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/newsletters',
  auth: 'bearer',
  response: NewsletterChoices,
  errors: [],
});

/** The whole choice each time: an edition left out is no longer sent; none at all ends the subscription. */
export const saveNewsletterChoices = defineEndpoint({
  method: 'PUT',
  path: '/api/client/user/newsletters',
  body: object({ editions: size(array(Locale), 0, LOCALES.length) }),
  auth: 'bearer',
  response: NewsletterChoices,
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
  subscription: nullable(
    object({
      email: Email,
      firstName: string(),
      lastName: string(),
      phone: string(),
      locale: string(),
      /** The editions whose newsletter is sent (older servers: absent). */
      editions: optional(array(string())),
      confirmed: boolean(),
      createdAt: IsoDate,
    }),
  ),
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
