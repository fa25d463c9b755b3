/**
 * SPEC §5 rules as pure functions: each returns the errors of a form's values, or undefined when the values
 * pass. Forms run them only on submit (final-form submission errors), so editing a field clears its error.
 */
import type { FORM_ERROR } from 'final-form';
import { FIELD_LIMITS, isEmail } from '../../contracts/common';
import { COMMENT_MAX_LENGTH } from '../../contracts/communityShapes';
import { MIN_PASSWORD_LENGTH } from '../../contracts/user';
import { localizedError, type FormErrorKey, type LocalizedError } from '../i18n/formErrors';

export type FieldErrors<Values> = Partial<Record<Extract<keyof Values, string>, LocalizedError>>;

/** What a form's submit resolves to: errors per field, and one for the whole form (FORM_ERROR). */
export type SubmissionErrors<Values> = FieldErrors<Values> & { [FORM_ERROR]?: LocalizedError };

const filled = (value: string | undefined): boolean => (value ?? '').trim().length > 0;

/** Collects the first failing rule of each field. */
class Rules<Values> {
  private readonly errors: FieldErrors<Values> = {};

  check(field: Extract<keyof Values, string>, failing: boolean, key: FormErrorKey, values?: LocalizedError['values']): this {
    if (failing && !this.errors[field]) this.errors[field] = localizedError(key, values);
    return this;
  }

  /**
   * The contract's longest value (FIELD_LIMITS), counted as the server counts it (UTF-16 code units), on the
   * value as sent: trimmed, except passwords, which are sent as typed.
   */
  atMost(field: Extract<keyof Values, string>, value: string | undefined, max: number, { trim = true } = {}): this {
    const sent = trim ? (value ?? '').trim() : (value ?? '');
    return this.check(field, sent.length > max, 'tooLong', { max });
  }

  result(): FieldErrors<Values> | undefined {
    return Object.keys(this.errors).length > 0 ? this.errors : undefined;
  }
}

function email<Values extends { email?: string }>(rules: Rules<Values>, value: string | undefined) {
  return rules
    .check('email' as Extract<keyof Values, string>, !filled(value), 'emailRequired')
    .check('email' as Extract<keyof Values, string>, !isEmail((value ?? '').trim()), 'invalidEmail');
}

/** The profile's own fields, as sign-up and the account page ask them (the same texts in both). */
function profileRules<Values extends ProfileValues>(rules: Rules<Values>, values: ProfileValues): Rules<Values> {
  const field = (name: keyof ProfileValues) => name as Extract<keyof Values, string>;
  return rules
    .check(field('lastName'), !filled(values.lastName), 'lastNameRequired')
    .atMost(field('lastName'), values.lastName, FIELD_LIMITS.name)
    .check(field('firstName'), !filled(values.firstName), 'firstNameRequired')
    .atMost(field('firstName'), values.firstName, FIELD_LIMITS.name)
    .check(field('userName'), !filled(values.userName), 'userNameRequired')
    .atMost(field('userName'), values.userName, FIELD_LIMITS.userName)
    .atMost(field('city'), values.city, FIELD_LIMITS.city)
    .atMost(field('hobby'), values.hobby, FIELD_LIMITS.hobby);
}

/** A new password and its confirmation, as sign-up and the password change ask them. */
function newPasswordRules<Values extends { password?: string; confirmPassword?: string }>(
  rules: Rules<Values>,
  values: { readonly password?: string; readonly confirmPassword?: string },
): Rules<Values> {
  const field = (name: 'password' | 'confirmPassword') => name as Extract<keyof Values, string>;
  return rules
    .check(field('password'), !values.password, 'passwordRequired')
    .check(field('password'), (values.password ?? '').length < MIN_PASSWORD_LENGTH, 'passwordTooShort')
    .atMost(field('password'), values.password, FIELD_LIMITS.password, { trim: false })
    .check(field('confirmPassword'), !values.confirmPassword, 'confirmPasswordRequired')
    .check(field('confirmPassword'), values.confirmPassword !== values.password, 'passwordsDifferent');
}

export interface SignInValues {
  readonly email?: string;
  readonly password?: string;
}

export function validateSignIn(values: SignInValues) {
  return new Rules<SignInValues>()
    .check('email', !filled(values.email), 'loginRequired')
    .atMost('email', values.email, FIELD_LIMITS.login)
    .check('password', !values.password, 'passwordRequired')
    .atMost('password', values.password, FIELD_LIMITS.password, { trim: false })
    .result();
}

export interface AdminSignInValues {
  readonly email?: string;
  readonly password?: string;
}

export function validateAdminSignIn(values: AdminSignInValues) {
  return email(new Rules<AdminSignInValues>(), values.email)
    .check('password', !values.password, 'passwordRequired')
    .atMost('password', values.password, FIELD_LIMITS.password, { trim: false })
    .result();
}

export interface SignUpValues {
  readonly lastName?: string;
  readonly firstName?: string;
  readonly userName?: string;
  readonly email?: string;
  /** ISO 3166-1 alpha-2. */
  readonly country?: string;
  /** The chosen country's dial code, '+1': the country picker sets both. */
  readonly dialCode?: string;
  readonly city?: string;
  /** Digits only; the dial code comes from the country. */
  readonly phone?: string;
  readonly gender?: 'male' | 'female';
  /** YYYY-MM-DD. */
  readonly birthdate?: string;
  readonly hobby?: string;
  readonly password?: string;
  readonly confirmPassword?: string;
}

export function validateSignUp(values: SignUpValues) {
  return newPasswordRules(email(profileRules(new Rules<SignUpValues>(), values), values.email), values).result();
}

export interface RestoreValues {
  readonly email?: string;
}

export function validateRestore(values: RestoreValues) {
  return email(new Rules<RestoreValues>(), values.email).result();
}

export interface ResetPasswordValues {
  readonly password?: string;
  readonly repeatPassword?: string;
}

export function validateResetPassword(values: ResetPasswordValues) {
  return new Rules<ResetPasswordValues>()
    .check('password', (values.password ?? '').length < MIN_PASSWORD_LENGTH, 'invalidPassword')
    .atMost('password', values.password, FIELD_LIMITS.password, { trim: false })
    .check('repeatPassword', !values.repeatPassword || values.repeatPassword !== values.password, 'passwordsMatchError')
    .result();
}

export interface SubscriptionValues {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  /** The header variant only. */
  readonly comment?: string;
  readonly website?: string;
}

/** Full subscription; `withComment` for the header variant, which also requires a comment. */
export function validateSubscription(values: SubscriptionValues, withComment: boolean) {
  const rules = new Rules<SubscriptionValues>()
    .check('firstName', !filled(values.firstName), 'nameErrorValidation')
    .atMost('firstName', values.firstName, FIELD_LIMITS.name)
    .check('lastName', !filled(values.lastName), 'surnameErrorValidation')
    .atMost('lastName', values.lastName, FIELD_LIMITS.name)
    .atMost('phone', values.phone, FIELD_LIMITS.phone);
  email(rules, values.email);
  if (withComment) {
    rules
      .check('comment', !filled(values.comment), 'comment2ErrorValidation')
      .atMost('comment', values.comment, FIELD_LIMITS.subscriptionComment);
  }
  return rules.result();
}

export interface FooterSubscriptionValues {
  readonly email?: string;
  readonly website?: string;
}

/** The honeypot as sent: only when something filled it (a bot), so people's requests do not carry it. */
export function honeypot(values: { readonly website?: string }): { readonly website?: string } {
  return values.website ? { website: values.website } : {};
}

/** Footer subscription: valid email only. */
export function validateFooterSubscription(values: FooterSubscriptionValues) {
  return new Rules<FooterSubscriptionValues>().check('email', !isEmail((values.email ?? '').trim()), 'invalidEmail').result();
}

export interface ContactFormValues {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly phone?: string;
  readonly comment?: string;
  /** The honeypot (contracts/common.ts HONEYPOT_FIELD): people leave it empty. */
  readonly website?: string;
}

function contactLimits<Values extends ContactFormValues>(rules: Rules<Values>, values: ContactFormValues): Rules<Values> {
  const field = (name: keyof ContactFormValues) => name as Extract<keyof Values, string>;
  return rules
    .atMost(field('firstName'), values.firstName, FIELD_LIMITS.name)
    .atMost(field('lastName'), values.lastName, FIELD_LIMITS.name)
    .atMost(field('phone'), values.phone, FIELD_LIMITS.phone)
    .atMost(field('comment'), values.comment, FIELD_LIMITS.contactComment);
}

/** Contact: email, first and last name and comment required, with the subscription's messages. */
export function validateContact(values: ContactFormValues) {
  const rules = email(new Rules<ContactFormValues>(), values.email)
    .check('firstName', !filled(values.firstName), 'nameErrorValidation')
    .check('lastName', !filled(values.lastName), 'surnameErrorValidation')
    .check('comment', !filled(values.comment), 'comment2ErrorValidation');
  return contactLimits(rules, values).result();
}

export interface SubmitArticleValues extends ContactFormValues {
  readonly files?: readonly File[];
}

/** Submit article: as contact, with its own comment message, and at least one file. */
export function validateSubmitArticle(values: SubmitArticleValues) {
  const rules = email(new Rules<SubmitArticleValues>(), values.email)
    .check('firstName', !filled(values.firstName), 'nameErrorValidation')
    .check('lastName', !filled(values.lastName), 'surnameErrorValidation')
    .check('comment', !filled(values.comment), 'commentErrorValidation')
    .check('files', (values.files ?? []).length === 0, 'noFilesAttached');
  return contactLimits(rules, values).result();
}

export function validateVote(values: { readonly variantId?: string }) {
  return new Rules<{ variantId?: string }>().check('variantId', !values.variantId, 'voteOptionRequired').result();
}

export function validateComment(values: { readonly text?: string }) {
  return new Rules<{ text?: string }>()
    .check('text', !filled(values.text), 'messageRequired')
    .atMost('text', values.text, COMMENT_MAX_LENGTH)
    .result();
}

/** The account page's profile: the sign-up fields but the e-mail and passwords, with sign-up's texts. */
export type ProfileValues = Omit<SignUpValues, 'email' | 'password' | 'confirmPassword'>;

export function validateProfile(values: ProfileValues) {
  return profileRules(new Rules<ProfileValues>(), values).result();
}

export interface ChangePasswordValues {
  readonly currentPassword?: string;
  readonly password?: string;
  readonly confirmPassword?: string;
}

/** The new password with sign-up's rules and texts; the current one is asked first. */
export function validateChangePassword(values: ChangePasswordValues) {
  const current = new Rules<ChangePasswordValues>()
    .check('currentPassword', !values.currentPassword, 'passwordRequired')
    .atMost('currentPassword', values.currentPassword, FIELD_LIMITS.password, { trim: false });
  return newPasswordRules(current, values).result();
}

export interface DeleteAccountValues {
  readonly password?: string;
  /** What becomes of their comments: kept as "deleted reader", or removed. */
  readonly comments?: 'keep' | 'remove';
}

export interface EmailChangeValues {
  readonly email?: string;
  readonly password?: string;
}

/** A new address, with every e-mail field's texts, and the current password. */
export function validateEmailChange(values: EmailChangeValues) {
  const rules = new Rules<EmailChangeValues>()
    .check('password', !values.password, 'passwordRequired')
    .atMost('password', values.password, FIELD_LIMITS.password, { trim: false });
  return email(rules, values.email).result();
}

export function validateDeleteAccount(values: DeleteAccountValues) {
  return new Rules<DeleteAccountValues>()
    .check('password', !values.password, 'passwordRequired')
    .atMost('password', values.password, FIELD_LIMITS.password, { trim: false })
    .result();
}
