/**
 * The account calls' refusals (contracts/account.ts) and the id a deleted reader's kept comments carry: apart from
 * the account's shapes, whose structs are made when their module loads, so that every page's error catalogue and
 * comment list can name them without loading the account page's contracts.
 */
import { USER_ERRORS } from './user';

export const ACCOUNT_ERRORS = {
  /** The current password given to change the password or delete the account is not the reader's. */
  wrongPassword: USER_ERRORS.invalidPassword,
  userNameInUse: USER_ERRORS.userNameInUse,
  /** The new address belongs to another account (or the link's address was taken since it was mailed). */
  emailInUse: USER_ERRORS.emailInUse,
  /** The new address is the one the account has. */
  sameEmail: 'This is already your email',
  /** The e-mail change link: unknown, expired, used, or for an account deleted since. */
  emailLinkInvalid: 'This link to change your email is invalid or has expired',
} as const;

/** The author id a kept comment of a deleted account carries (its name is then ''): no reader has it. */
export const DELETED_READER_ID = 'deleted-reader';
