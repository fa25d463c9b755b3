/**
 * SPEC §8, the error catalogue: which server text becomes which message, per form. One module, used by
 * every store. A server text that is not listed for a form is "unknown" for that form.
 */
import { ACCOUNT_ERRORS } from '../../contracts/accountErrors';
import { ADMIN_ERRORS } from '../../contracts/admin';
import { ApiErrorBody } from '../../contracts/common';
import { SUBSCRIPTION_ERRORS } from '../../contracts/subscriptionErrors';
import { USER_ERRORS } from '../../contracts/user';
import type { FormErrorKey } from '../i18n/formErrors';
import { ApiFailure } from './client';

type CatalogueContext =
  | 'signIn'
  | 'signUp'
  | 'restore'
  | 'resetPassword'
  | 'subscription'
  | 'adminSignIn'
  | 'profile'
  | 'changePassword'
  | 'changeEmail'
  | 'emailLink'
  | 'deleteAccount';

interface CatalogueEntry {
  readonly message: FormErrorKey;
  /** The field the message belongs under; undefined for the whole form. */
  readonly field?: string;
  /** What the message's text needs (the minutes to wait after a 429). */
  readonly values?: Readonly<Record<string, number>>;
}

/**
 * The forms whose calls are rate limited (contracts/common.ts RATE_LIMITS), and where their 429 is shown: under
 * the field the limit counts by, or above the form (null). Contact and contribution failures are swallowed (SPEC §8).
 */
const RATE_LIMITED: Partial<Record<CatalogueContext, string | null>> = { signIn: null, restore: 'email', changeEmail: 'email' };

/** A 429's wait in whole minutes, at least 1: from the body's retryAfter (seconds), else a minute. */
export function retryAfterMinutes(error: ApiFailure): number {
  const [invalid, body] = ApiErrorBody.validate(error.body);
  const seconds = invalid ? undefined : body.retryAfter;
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

const ERROR_CATALOGUE: Record<CatalogueContext, Readonly<Record<string, CatalogueEntry>>> = {
  signIn: {
    [USER_ERRORS.notVerified]: { message: 'userNotVerified' },
    [USER_ERRORS.noUser]: { message: 'userWasNotFound', field: 'email' },
    [USER_ERRORS.invalidPassword]: { message: 'wrongPassword', field: 'password' },
    [USER_ERRORS.blocked]: { message: 'accountBlocked' },
  },
  signUp: {
    [USER_ERRORS.emailInUse]: { message: 'emailInUse', field: 'email' },
    [USER_ERRORS.userNameInUse]: { message: 'userNameInUse', field: 'userName' },
  },
  restore: {
    [USER_ERRORS.notFound]: { message: 'userIsNotFound', field: 'email' },
  },
  // Ours (issue 16): SPEC §8 swallows a failed reset, but a link the server calls bad is said honestly.
  resetPassword: {
    [USER_ERRORS.tokenInvalid]: { message: 'resetLinkInvalid' },
    [USER_ERRORS.tokenUsed]: { message: 'resetLinkUsed' },
  },
  subscription: {
    [SUBSCRIPTION_ERRORS.emailInUse]: { message: 'emailRegisteredError', field: 'email' },
  },
  // Ours: the account page (issue 28); the texts are sign-up's and sign-in's.
  profile: {
    [ACCOUNT_ERRORS.userNameInUse]: { message: 'userNameInUse', field: 'userName' },
  },
  changePassword: {
    [ACCOUNT_ERRORS.wrongPassword]: { message: 'wrongPassword', field: 'currentPassword' },
  },
  changeEmail: {
    [ACCOUNT_ERRORS.wrongPassword]: { message: 'wrongPassword', field: 'password' },
    [ACCOUNT_ERRORS.emailInUse]: { message: 'emailInUse', field: 'email' },
    [ACCOUNT_ERRORS.sameEmail]: { message: 'sameEmail', field: 'email' },
  },
  emailLink: {
    [ACCOUNT_ERRORS.emailLinkInvalid]: { message: 'emailLinkInvalid' },
    [ACCOUNT_ERRORS.emailInUse]: { message: 'emailInUse' },
  },
  deleteAccount: {
    [ACCOUNT_ERRORS.wrongPassword]: { message: 'wrongPassword', field: 'password' },
  },
  // Ours: the admin area (not in SPEC §8).
  adminSignIn: {
    [ADMIN_ERRORS.invalidCredentials]: { message: 'adminCredentials' },
  },
};

/**
 * The request fields each form shows, as the contracts name them: a 400 naming one of them is shown on it. Sign-in
 * is not listed: SPEC §8 gives any other sign-in failure the generic login error.
 */
const FORM_FIELDS: Partial<Record<CatalogueContext, readonly string[]>> = {
  signUp: ['email', 'password', 'firstName', 'lastName', 'userName', 'city', 'country', 'phone', 'gender', 'birthdate', 'hobby'],
  restore: ['email'],
  profile: ['firstName', 'lastName', 'userName', 'city', 'country', 'phone', 'gender', 'birthdate', 'hobby'],
  changePassword: ['currentPassword', 'password'],
  changeEmail: ['email', 'password'],
  subscription: ['email', 'firstName', 'lastName', 'phone', 'comment'],
};

/**
 * The catalogue's entry for a failed call in a form's context; else, for a 400 that names a field the form
 * shows, a message on that field (the forms check the contracts' limits first, so this is the server's word on
 * something they could not know); else undefined.
 */
export function catalogueEntry(context: CatalogueContext, error: unknown): CatalogueEntry | undefined {
  if (!(error instanceof ApiFailure)) return undefined;
  // SPEC §8's texts stay as they are; a 429 says when to try again.
  const limitedField = RATE_LIMITED[context];
  if (error.status === 429 && limitedField !== undefined) {
    const values = { minutes: retryAfterMinutes(error) };
    return limitedField ? { message: 'tooManyAttempts', field: limitedField, values } : { message: 'tooManyAttempts', values };
  }
  const text = error.serverMessage;
  const listed = text === undefined ? undefined : ERROR_CATALOGUE[context][text];
  if (listed) return listed;
  const field = error.status === 400 ? error.serverField : undefined;
  return field !== undefined && FORM_FIELDS[context]?.includes(field) ? { message: 'fieldRejected', field } : undefined;
}

/** For failures the catalogue does not name: the reader still learns the request did not go through. */
export function unreachableOrFailed(error: unknown): FormErrorKey {
  return error instanceof ApiFailure && error.status === 0 ? 'offline' : 'requestFailed';
}
