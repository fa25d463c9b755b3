/**
 * SPEC §8, the error catalogue: which server text becomes which message, per form. One module, used by
 * every store. A server text that is not listed for a form is "unknown" for that form.
 */
import { SUBSCRIPTION_ERRORS } from '../../contracts/subscription';
import type { FormErrorKey } from '../i18n/formErrors';
import { ApiFailure } from './client';

export type CatalogueContext = 'subscription';

const catalogue: Record<CatalogueContext, Readonly<Record<string, FormErrorKey>>> = {
  subscription: {
    [SUBSCRIPTION_ERRORS.emailInUse]: 'emailRegisteredError',
  },
};

/** The message key for a failed call in a form's context, or undefined when the catalogue has none. */
export function catalogueMessage(context: CatalogueContext, error: unknown): FormErrorKey | undefined {
  if (!(error instanceof ApiFailure)) return undefined;
  const text = error.serverMessage;
  return text === undefined ? undefined : catalogue[context][text];
}

/** For failures the catalogue does not name: the reader still learns the request did not go through. */
export function unreachableOrFailed(error: unknown): FormErrorKey {
  return error instanceof ApiFailure && error.status === 0 ? 'offline' : 'requestFailed';
}
