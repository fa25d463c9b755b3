/**
 * SPEC §5 rules as pure functions: each returns the errors of a form's values, or undefined when the values
 * pass. Forms run them only on submit (final-form submission errors), so editing a field clears its error.
 */
import type { FORM_ERROR } from 'final-form';
import { isEmail } from '../../contracts/common';
import { MIN_PASSWORD_LENGTH } from '../../contracts/user';
import { localizedError, type FormErrorKey, type LocalizedError } from '../i18n/formErrors';

export type FieldErrors<Values> = Partial<Record<Extract<keyof Values, string>, LocalizedError>>;

/** What a form's submit resolves to: errors per field, and one for the whole form (FORM_ERROR). */
export type SubmissionErrors<Values> = FieldErrors<Values> & { [FORM_ERROR]?: LocalizedError };

const filled = (value: string | undefined): boolean => (value ?? '').trim().length > 0;

/** Collects the first failing rule of each field. */
class Rules<Values> {
  private readonly errors: FieldErrors<Values> = {};

  check(field: Extract<keyof Values, string>, failing: boolean, key: FormErrorKey): this {
    if (failing && !this.errors[field]) this.errors[field] = localizedError(key);
    return this;
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

export interface SignInValues {
  readonly email?: string;
  readonly password?: string;
}

export function validateSignIn(values: SignInValues) {
  return new Rules<SignInValues>()
    .check('email', !filled(values.email), 'loginRequired')
    .check('password', !values.password, 'passwordRequired')
    .result();
}

export interface AdminSignInValues {
  readonly email?: string;
  readonly password?: string;
}

export function validateAdminSignIn(values: AdminSignInValues) {
  return email(new Rules<AdminSignInValues>(), values.email).check('password', !values.password, 'passwordRequired').result();
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
  const rules = new Rules<SignUpValues>()
    .check('lastName', !filled(values.lastName), 'lastNameRequired')
    .check('firstName', !filled(values.firstName), 'firstNameRequired')
    .check('userName', !filled(values.userName), 'userNameRequired');
  return email(rules, values.email)
    .check('password', !values.password, 'passwordRequired')
    .check('password', (values.password ?? '').length < MIN_PASSWORD_LENGTH, 'passwordTooShort')
    .check('confirmPassword', !values.confirmPassword, 'confirmPasswordRequired')
    .check('confirmPassword', values.confirmPassword !== values.password, 'passwordsDifferent')
    .result();
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
}

/** Full subscription; `withComment` for the header variant, which also requires a comment. */
export function validateSubscription(values: SubscriptionValues, withComment: boolean) {
  const rules = new Rules<SubscriptionValues>()
    .check('firstName', !filled(values.firstName), 'nameErrorValidation')
    .check('lastName', !filled(values.lastName), 'surnameErrorValidation');
  email(rules, values.email);
  if (withComment) rules.check('comment', !filled(values.comment), 'comment2ErrorValidation');
  return rules.result();
}

export interface FooterSubscriptionValues {
  readonly email?: string;
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
}

/** Contact: email, first and last name and comment required, with the subscription's messages. */
export function validateContact(values: ContactFormValues) {
  const rules = email(new Rules<ContactFormValues>(), values.email)
    .check('firstName', !filled(values.firstName), 'nameErrorValidation')
    .check('lastName', !filled(values.lastName), 'surnameErrorValidation')
    .check('comment', !filled(values.comment), 'comment2ErrorValidation');
  return rules.result();
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
  return rules.result();
}

export function validateVote(values: { readonly variantId?: string }) {
  return new Rules<{ variantId?: string }>().check('variantId', !values.variantId, 'voteOptionRequired').result();
}

export function validateComment(values: { readonly text?: string }) {
  return new Rules<{ text?: string }>().check('text', !filled(values.text), 'messageRequired').result();
}
