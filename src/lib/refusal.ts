import { FORM_ERROR } from 'final-form';
import type { LocalizedError } from '../i18n/formErrors';
import type { FieldErrors, SubmissionErrors } from './validation';

/**
 * A refused submit as the stores say it: the errors of its fields, and `form` for the form as a whole (the
 * server refused without naming a field, or could not be reached). Plain data: stores do not know the form
 * library; the forms map it with `submissionErrors` or `formSubmit`.
 */
export type Refusal<Values> = FieldErrors<Values> & { readonly form?: LocalizedError | undefined };

/** The form library's shape of a refusal: final-form takes the whole-form message under FORM_ERROR. */
export function submissionErrors<Values>(refusal: Refusal<Values> | undefined): SubmissionErrors<Values> | undefined {
  if (!refusal) return undefined;
  const { form, ...fields } = refusal;
  return (form ? { ...fields, [FORM_ERROR]: form } : fields) as SubmissionErrors<Values>;
}

/** A store's submit as a form's onSubmit. */
export function formSubmit<Args extends unknown[], Values>(
  submit: (...args: Args) => Promise<Refusal<Values> | undefined>,
): (...args: Args) => Promise<SubmissionErrors<Values> | undefined> {
  return async (...args) => submissionErrors(await submit(...args));
}
