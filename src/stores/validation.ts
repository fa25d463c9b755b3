/**
 * SPEC §5 rules as pure functions: each returns the errors of a form's values, or undefined when the values
 * pass. Forms run them only on submit (final-form submission errors), so editing a field clears its error.
 */
import type { FORM_ERROR } from 'final-form';
import { isEmail } from '../../contracts/common';
import { localizedError, type LocalizedError } from '../i18n/formErrors';

export type FieldErrors<Values> = Partial<Record<Extract<keyof Values, string>, LocalizedError>>;

/** What a form's submit resolves to: errors per field, and one for the whole form (FORM_ERROR). */
export type SubmissionErrors<Values> = FieldErrors<Values> & { [FORM_ERROR]?: LocalizedError };

function nonEmpty<Values>(errors: FieldErrors<Values>): FieldErrors<Values> | undefined {
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export interface FooterSubscriptionValues {
  readonly email?: string;
}

/** Footer subscription: valid email only. */
export function validateFooterSubscription(values: FooterSubscriptionValues) {
  const errors: FieldErrors<FooterSubscriptionValues> = {};
  if (!isEmail((values.email ?? '').trim())) errors.email = localizedError('invalidEmail');
  return nonEmpty(errors);
}
