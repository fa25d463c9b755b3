/**
 * Readers' accounts: sign-up, verification, sign-in, password reset, profile, and what a reader liked.
 * SPEC §3 (User, sign-up payload, drafts), §7 (calls), §8 (error texts).
 */
import {
  array,
  boolean,
  enums,
  integer,
  min,
  object,
  optional,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import { defineEndpoint, Email, FIELD_LIMITS, Id, IsoDate, Locale } from './common';

export const MIN_PASSWORD_LENGTH = 8;

export const USER_ERRORS = {
  notVerified: 'User is not verified',
  noUser: 'No user found',
  invalidPassword: 'Invalid password',
  emailInUse: 'This email is already in use',
  userNameInUse: 'This username is already in use',
  notFound: 'User is not found',
  tokenInvalid: 'Reset link is invalid or has expired',
  tokenUsed: 'Reset link has already been used',
  verificationInvalid: 'Verification link is invalid or has expired',
  /** Ours (issue 25 item 7): the desk blocked this reader (contracts/adminReaders.ts). */
  blocked: 'This account has been blocked',
} as const;

/**
 * A path on this site: one '/', then anything but a second '/' or a '\' (browsers read '//host' and '/\host'
 * as another site), no control characters or spaces anywhere (they are stripped or folded by URL parsers, which
 * is how '/\t/evil.example' becomes '//evil.example'). A scheme ('javascript:', 'https:') cannot start with '/'.
 */
export function isSameOriginPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  return /^\/(?![/\\])/.test(value) && !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value);
}

export const SameOriginPath = refine(size(string(), 1, 2000), 'SameOriginPath', (value) =>
  isSameOriginPath(value) || 'must be a path on this site (one leading /, no scheme, no // or /\\)',
);

/** SPEC §3 drafts: what a signed-out reader did, replayed once after sign-in. */
export const DraftLikeArticle = object({ articleId: Id, commentId: optional(Id) });
export const DraftLikePost = object({ postId: Id, commentId: optional(Id) });
/** A comment, or with `parentId` a reply to that comment (issue 28). */
export const DraftCommentArticle = object({ articleId: Id, text: size(string(), 1, 5000), parentId: optional(Id) });
export const DraftCommentPost = object({ postId: Id, text: size(string(), 1, 5000), parentId: optional(Id) });
export const DraftVote = object({ voteId: Id, variant: Id });

export const Draft = object({
  draftLikeArticle: optional(DraftLikeArticle),
  draftLikePost: optional(DraftLikePost),
  draftCommentArticle: optional(DraftCommentArticle),
  draftCommentPost: optional(DraftCommentPost),
  draftVote: optional(DraftVote),
  /** Where the reader was: the page to return to after sign-in. A path on this site. */
  redirectUrl: optional(SameOriginPath),
});
export type Draft = Infer<typeof Draft>;

export const Gender = enums(['male', 'female']);

/** The user the server returns (SPEC §3 names _id, firstName, lastName, draft; the profile has more). */
export const User = object({
  _id: Id,
  firstName: string(),
  lastName: string(),
  userName: string(),
  email: Email,
  country: optional(string()),
  city: optional(string()),
  phone: optional(string()),
  gender: optional(Gender),
  birthdate: optional(integer()),
  hobby: optional(string()),
  locale: Locale,
  verified: boolean(),
  createdAt: IsoDate,
  draft: optional(Draft),
});
export type User = Infer<typeof User>;

const name = size(string(), 1, FIELD_LIMITS.name);

/** A reader's own profile fields: asked at sign-up, changed on the account page (contracts/account.ts). */
export const PROFILE_FIELDS = {
  firstName: name,
  lastName: name,
  userName: size(string(), 1, FIELD_LIMITS.userName),
  city: optional(size(string(), 0, FIELD_LIMITS.city)),
  /** ISO 3166-1 alpha-2 country code. */
  country: optional(size(string(), 0, 2)),
  /** The dial code, a space, then the number: '+1 (415) 555-0101'. */
  phone: optional(size(string(), 0, FIELD_LIMITS.phone)),
  gender: optional(Gender),
  /** Milliseconds since the epoch. */
  birthdate: optional(integer()),
  hobby: optional(size(string(), 0, FIELD_LIMITS.hobby)),
};

/** SPEC §3 sign-up payload. */
export const SignUpRequest = object({
  email: Email,
  password: size(string(), MIN_PASSWORD_LENGTH, FIELD_LIMITS.password),
  ...PROFILE_FIELDS,
  locale: Locale,
  draft: optional(Draft),
});
export type SignUpRequest = Infer<typeof SignUpRequest>;

/** SPEC §3 country list item: the sign-up form's country choices (the payload's `country` is its code). */
export const CountryOption = object({
  /** ISO 3166-1 alpha-2, the sign-up payload's `country`. */
  code: size(string(), 2, 2),
  /** The country's name in the reader's language. */
  label: string(),
  /** '+61': the sign-up payload's phone starts with it. */
  dialPhone: string(),
  /** SPEC §3: Australia, Canada, Germany, France, Japan and the United States are suggested. */
  suggested: optional(boolean()),
});
export type CountryOption = Infer<typeof CountryOption>;

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/signin',
  body: object({ email: size(string(), 1, FIELD_LIMITS.login), password: size(string(), 1, FIELD_LIMITS.password), locale: Locale }),
  auth: 'none',
  // SPEC §4: a response without a user is possible and shows the generic login error.
  response: object({ user: optional(User), token: optional(string()) }),
  errors: [USER_ERRORS.notVerified, USER_ERRORS.noUser, USER_ERRORS.invalidPassword, USER_ERRORS.blocked],
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/signup',
  body: SignUpRequest,
  auth: 'none',
  // Ours: the spec does not show the response. A verification link has been mailed to `email`.
  response: object({ status: enums(['verificationSent']), email: Email }),
  errors: [USER_ERRORS.emailInUse, USER_ERRORS.userNameInUse],
});

export const forgotPassword = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/forget',
  query: object({ email: Email, locale: Locale }),
  auth: 'none',
  response: object({ status: enums(['sent']) }),
  errors: [USER_ERRORS.notFound],
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/forget/token',
  body: object({ token: size(string(), 1, 200), password: size(string(), MIN_PASSWORD_LENGTH, FIELD_LIMITS.password) }),
  auth: 'none',
  response: object({ status: enums(['updated']) }),
  errors: [USER_ERRORS.tokenInvalid, USER_ERRORS.tokenUsed],
  idempotent: true,
});

/**
 * Ours: ends the session the bearer token belongs to. Afterwards the token is refused like an expired one
 * (401, GENERIC_ERRORS.sessionExpired). A token that is already expired or revoked gets that 401 too.
 */
export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/signout',
  auth: 'bearer',
  response: object({ status: enums(['signedOut']) }),
  errors: [],
});

/** How many sessions (signed-in devices) one reader keeps: a new sign-in beyond it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;

/** How long a session lasts without signing in again. */
export const SESSION_TTL_DAYS = 30;

export const profile = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/profile',
  auth: 'bearer',
  response: object({ user: User }),
  errors: [],
});

/**
 * Ours: the link in the verification mail. Opening it signs the reader in on that device (issue 28): the answer
 * carries a new session, as sign-in's does. A server that does not may leave them out; the reader then signs in.
 */
export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/verify',
  query: object({ token: size(string(), 1, 200) }),
  auth: 'none',
  response: object({ status: enums(['verified']), email: Email, user: optional(User), token: optional(string()) }),
  errors: [USER_ERRORS.verificationInvalid, USER_ERRORS.blocked],
});

/** Ours (SPEC §7: "a call using user id and token loads likes (path not shown)"). */
export const UserLikes = object({
  articles: array(Id),
  posts: array(Id),
  articlesComments: array(Id),
  postsComments: array(Id),
});
export type UserLikes = Infer<typeof UserLikes>;

export const userLikes = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/likes',
  query: object({ userId: Id }),
  auth: 'bearer',
  response: UserLikes,
  errors: [],
});

/** SPEC §7: the news (articles) a reader liked, newest like first. */
export const likedNews = defineEndpoint({
  method: 'GET',
  path: '/api/client/user/profile/news/liked',
  query: object({ userId: Id }),
  auth: 'bearer',
  response: object({
    items: array(object({ articleId: Id, slug: string(), likedAt: IsoDate })),
    total: min(integer(), 0),
  }),
  errors: [],
});
