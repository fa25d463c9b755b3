import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import { FOOTER_EMAIL_INPUT, type FooterSubscribeHandover as Handover } from './FooterSubscribeLayout';

/**
 * Inside the footer form, right after it replaced the placeholder a reader was already using: carries over
 * the typed email, the focus, and a submit asked for before the form had loaded. Once, on mount.
 */
export function FooterSubscribeHandover({ handover, formRef }: { readonly handover: Handover; readonly formRef: RefObject<HTMLFormElement | null> }) {
  const form = useForm('FooterSubscribeHandover');
  useEffect(() => {
    if (handover.email) form.change(FOOTER_EMAIL_INPUT.name, handover.email);
    if (handover.focused) (formRef.current?.elements.namedItem(FOOTER_EMAIL_INPUT.name) as HTMLInputElement | null)?.focus();
    if (handover.submit) void form.submit();
    // The handover happens once; later renders of the form must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
