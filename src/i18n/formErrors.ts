import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

/** A message a form shows under a field (or above the form), with the values its text needs. */
export interface LocalizedError {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Texts of SPEC §5 and §8 that forms show. English is the spec's own wording. */
export const formErrors = defineMessages({
  invalidEmail: { id: 'error.invalidEmail', defaultMessage: 'Email should be valid' },
  emailRequired: { id: 'error.emailRequired', defaultMessage: 'Email is required' },
  emailRegisteredError: {
    id: 'error.emailRegisteredError',
    defaultMessage: 'This email is already subscribed',
  },
  requestFailed: {
    id: 'error.requestFailed',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  offline: {
    id: 'error.offline',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
});

export type FormErrorKey = keyof typeof formErrors;

export function localizedError(key: FormErrorKey, values?: LocalizedError['values']): LocalizedError {
  return values ? { message: formErrors[key], values } : { message: formErrors[key] };
}
