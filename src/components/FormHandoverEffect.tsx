import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import type { FormHandover } from '../lib/formHandover';

function focusTarget(form: HTMLFormElement | null, focused: FormHandover['focused']): HTMLElement | null {
  if (!form || !focused) return null;
  const named = form.elements.namedItem(focused.name);
  if (named instanceof RadioNodeList) {
    return [...named].find((element) => element instanceof HTMLInputElement && element.value === focused.value) as HTMLElement | null;
  }
  return named instanceof HTMLElement ? named : null;
}

/**
 * Inside a react-final-form form that has just replaced its placeholder (useFormOnIntent): carries over the
 * values, the focus and a submit asked for before the form had loaded. Once, on mount; render it after the
 * fields, so they are registered and in the page.
 */
export function FormHandoverEffect({ handover, formRef }: { readonly handover: FormHandover; readonly formRef: RefObject<HTMLFormElement | null> }) {
  const form = useForm('FormHandoverEffect');
  useEffect(() => {
    for (const [name, value] of Object.entries(handover.values)) form.change(name, value);
    focusTarget(formRef.current, handover.focused)?.focus();
    if (handover.submit) void form.submit();
    // The handover happens once; later renders of the form must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
