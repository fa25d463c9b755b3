import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';

/**
 * Put inside a react-final-form <form>: when a submission comes back with errors, focus moves to the first field
 * that shows one (in the order the reader sees them), so keyboard and screen-reader users land on what to fix.
 * A form-level error alone leaves the focus where it is (its message is announced).
 */
export function FocusFirstError() {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitting, hasSubmitErrors } = useFormState({ subscription: { submitting: true, hasSubmitErrors: true } });
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const finished = wasSubmitting.current && !submitting;
    wasSubmitting.current = Boolean(submitting);
    if (!finished || !hasSubmitErrors) return;
    // The fields have rendered their errors in the same commit as this state.
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitting, hasSubmitErrors]);
  return <span ref={marker} hidden />;
}
