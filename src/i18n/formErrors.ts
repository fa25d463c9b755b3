import { defineMessages, type IntlShape, type MessageDescriptor } from '@formatjs/intl';

/**
 * A message a form shows under a field (or above the form), with the values its text needs. A list value is
 * joined in the reader's language when shown ("PDF, DOC, or HEIC" / "PDF、DOC或HEIC").
 */
export interface LocalizedError {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number | readonly string[]>>;
}

/**
 * Texts of SPEC §5 (validation) and §8 (error catalogue) that forms show. Where the spec quotes a text, the
 * English is the spec's own wording; where it names only an id (error.invalidEmail …), the id is kept.
 */
export const formErrors = defineMessages({
  // §5 sign-in
  loginRequired: { id: 'error.loginRequired', defaultMessage: 'Email or username required' },
  passwordRequired: { id: 'error.passwordRequired', defaultMessage: 'Password is required' },
  // §5 sign-up (its email texts are error.invalidEmail and error.emailRequired below)
  firstNameRequired: { id: 'error.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'error.lastNameRequired', defaultMessage: 'Last name is required' },
  userNameRequired: { id: 'error.userNameRequired', defaultMessage: 'Username is required' },
  passwordTooShort: { id: 'error.passwordMinLength', defaultMessage: 'Minimum 8 symbols' },
  confirmPasswordRequired: { id: 'error.confirmPasswordRequired', defaultMessage: 'Confirm password' },
  passwordsDifferent: { id: 'error.passwordsDifferent', defaultMessage: 'Passwords are different' },
  // §5 reset password
  invalidPassword: { id: 'error.invalidPassword', defaultMessage: 'Password must be at least 8 characters' },
  passwordsMatchError: { id: 'error.passwordsMatchError', defaultMessage: 'Passwords do not match' },
  // §5 every email field: sign-up, restore, subscription, contact, submit
  invalidEmail: { id: 'error.invalidEmail', defaultMessage: 'Email should be valid' },
  emailRequired: { id: 'error.emailRequired', defaultMessage: 'Email is required' },
  nameErrorValidation: { id: 'error.nameErrorValidation', defaultMessage: 'Please enter your first name' },
  surnameErrorValidation: { id: 'error.surnameErrorValidation', defaultMessage: 'Please enter your last name' },
  comment2ErrorValidation: { id: 'error.comment2ErrorValidation', defaultMessage: 'Please write your message' },
  commentErrorValidation: { id: 'error.commentErrorValidation', defaultMessage: 'Please describe your contribution' },
  noFilesAttached: { id: 'error.noFilesAttached', defaultMessage: 'Attach files to the application' },
  // The contracts' limits (FIELD_LIMITS), checked before sending; the server's 400 naming a field, shown on it.
  tooLong: { id: 'error.tooLong', defaultMessage: 'Please use at most {max, number} characters' },
  fieldRejected: { id: 'error.fieldRejected', defaultMessage: 'This value was not accepted. Please check it and try again.' },
  // The attachment limits name the file that breaks them (ContactStore.attachmentProblem).
  tooManyFiles: { id: 'error.tooManyFiles', defaultMessage: 'Attach at most {max} files: “{name}” is one too many' },
  fileEmpty: { id: 'error.fileEmpty', defaultMessage: '“{name}” is empty: attach a file with something in it' },
  fileTooLarge: {
    id: 'error.fileTooLarge',
    defaultMessage: '“{name}” is too large: each file must be {limit} MB or smaller',
  },
  totalTooLarge: {
    id: 'error.totalTooLarge',
    defaultMessage: '“{name}” does not fit: the files must be {limit} MB or smaller in total',
  },
  fileType: { id: 'error.fileType', defaultMessage: '“{name}” cannot be attached: use {types} files' },
  // §5 vote and comment
  voteOptionRequired: { id: 'error.voteOptionRequired', defaultMessage: 'The vote option should be selected' },
  messageRequired: { id: 'error.messageRequired', defaultMessage: 'Please write a message' },
  // §8 catalogue
  userNotVerified: {
    id: 'error.userNotVerified',
    defaultMessage: "User is not verified. We've sent new verification link to {email}, please confirm and try again",
  },
  userWasNotFound: { id: 'error.userWasNotFound', defaultMessage: "User wasn't found" },
  wrongPassword: { id: 'error.wrongPassword', defaultMessage: 'Invalid password' },
  // Ours (issue 25 item 7): the editors blocked the account.
  accountBlocked: { id: 'error.accountBlocked', defaultMessage: 'This account has been blocked. If you think this is a mistake, write to the editors.' },
  emailInUse: { id: 'error.emailInUse', defaultMessage: 'Email is already in use' },
  userNameInUse: { id: 'error.userNameInUse', defaultMessage: 'Username is already in use' },
  userIsNotFound: { id: 'error.userIsNotFound', defaultMessage: 'User is not found' },
  emailRegisteredError: {
    id: 'error.emailRegisteredError',
    defaultMessage: 'This email is already subscribed',
  },
  loginError: { id: 'error.loginError', defaultMessage: 'Login error' },
  // failures the catalogue does not name (docs/decisions/004)
  requestFailed: {
    id: 'error.requestFailed',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  adminCredentials: { id: 'error.adminCredentials', defaultMessage: 'Invalid email or password' },
  // 429 (contracts/common.ts RATE_LIMITS): the wait, rounded up to whole minutes.
  tooManyAttempts: {
    id: 'error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  offline: {
    id: 'error.offline',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
  // A reset link the server refuses (issue 16: said honestly, not swallowed as SPEC §8 does other failures).
  resetLinkInvalid: {
    id: 'error.resetLinkInvalid',
    defaultMessage: 'This reset link is invalid or has expired. Ask for a new one from the sign-in window.',
  },
  resetLinkUsed: {
    id: 'error.resetLinkUsed',
    defaultMessage: 'This reset link has already been used. If you did not change your password, ask for a new link.',
  },
  // The account page (issue 28): a call answered that the session is over (signed out on another device).
  sessionEnded: {
    id: 'error.sessionEnded',
    defaultMessage: 'You were signed out. Please log in again.',
  },
  // The account's e-mail change (issue 28): the same address again, and a link the server refuses.
  sameEmail: { id: 'error.sameEmail', defaultMessage: 'This is already your email' },
  emailLinkInvalid: {
    id: 'error.emailLinkInvalid',
    defaultMessage: 'This link to change your email is invalid, used or expired. Ask for a new one on your account page.',
  },
  // The server refused a send (a 4xx): sending it again as it is cannot help (docs/decisions/030).
  notAccepted: {
    id: 'error.notAccepted',
    defaultMessage: 'This was not accepted. Please check it and try again.',
  },
});

export type FormErrorKey = keyof typeof formErrors;

export function localizedError(key: FormErrorKey, values?: LocalizedError['values']): LocalizedError {
  return values ? { message: formErrors[key], values } : { message: formErrors[key] };
}

/** The error's text in the reader's language; list values read as alternatives ("… or …"). */
export function formatError(intl: Pick<IntlShape, 'formatMessage' | 'formatList'>, error: LocalizedError): string {
  const values = Object.fromEntries(
    Object.entries(error.values ?? {}).map(([key, value]) => [
      key,
      Array.isArray(value) ? intl.formatList(value as readonly string[], { type: 'disjunction' }) : value,
    ]),
  );
  return intl.formatMessage(error.message, values as Record<string, string | number>);
}
