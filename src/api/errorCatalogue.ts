/**
 * SPEC §8, the error catalogue: which server text becomes which message, per form. One module, used by
 * every store. A server text that is not listed for a form is "unknown" for that form.
 */
import { ADMIN_ERRORS } from '../../contracts/admin';
import { ApiErrorBody } from '../../contracts/common';
import { SUBSCRIPTION_ERRORS } from '../../contracts/subscription';
import { USER_ERRORS } from '../../contracts/user';
import type { FormErrorKey } from '../i18n/formErrors';
import { ApiFailure } from './client';

export type CatalogueContext = 'signIn' | 'signUp' | 'restore' | 'subscription' | 'adminSignIn';

export interface CatalogueEntry {
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
const RATE_LIMITED: Partial<Record<CatalogueContext, string | null>> = { signIn: null, restore: 'email' };

/** A 429's wait in whole minutes, at least 1: from the body's retryAfter (seconds), else a minute. */
export function retryAfterMinutes(error: ApiFailure): number {
  const [invalid, body] = ApiErrorBody.validate(error.body);
  const seconds = invalid ? undefined : body.retryAfter;
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

export const ERROR_CATALOGUE: Record<CatalogueContext, Readonly<Record<string, CatalogueEntry>>> = {
  signIn: {
    [USER_ERRORS.notVerified]: { message: 'userNotVerified' },
    [USER_ERRORS.noUser]: { message: 'userWasNotFound', field: 'email' },
    [USER_ERRORS.invalidPassword]: { message: 'wrongPassword', field: 'password' },
  },
  signUp: {
    [USER_ERRORS.emailInUse]: { message: 'emailInUse', field: 'email' },
    [USER_ERRORS.userNameInUse]: { message: 'userNameInUse', field: 'userName' },
  },
  restore: {
    [USER_ERRORS.notFound]: { message: 'userIsNotFound', field: 'email' },
  },
  subscription: {
    [SUBSCRIPTION_ERRORS.emailInUse]: { message: 'emailRegisteredError', field: 'email' },
  },
  // Ours: the admin area (not in SPEC §8).
  adminSignIn: {
    [ADMIN_ERRORS.invalidCredentials]: { message: 'adminCredentials' },
  },
};

/** The catalogue's entry for a failed call in a form's context, or undefined when it has none. */
export function catalogueEntry(context: CatalogueContext, error: unknown): CatalogueEntry | undefined {
  if (!(error instanceof ApiFailure)) return undefined;
  // SPEC §8's texts stay as they are; a 429 says when to try again.
  const field = RATE_LIMITED[context];
  if (error.status === 429 && field !== undefined) {
    const values = { minutes: retryAfterMinutes(error) };
    return field ? { message: 'tooManyAttempts', field, values } : { message: 'tooManyAttempts', values };
  }
  const text = error.serverMessage;
  return text === undefined ? undefined : ERROR_CATALOGUE[context][text];
}

/** For failures the catalogue does not name: the reader still learns the request did not go through. */
export function unreachableOrFailed(error: unknown): FormErrorKey {
  return error instanceof ApiFailure && error.status === 0 ? 'offline' : 'requestFailed';
}
