import { useCallback, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { FooterSubscribeProps } from './FooterSubscribe';
import { FOOTER_EMAIL_INPUT, type FooterSubscribeHandover } from './FooterSubscribeLayout';
import { FooterSubscribePlaceholder } from './FooterSubscribePlaceholder';

interface Loaded {
  readonly Form: ComponentType<FooterSubscribeProps>;
  readonly handover: FooterSubscribeHandover;
}

/**
 * The footer subscribe box, with its form library (final-form, react-final-form) loaded when a reader first
 * comes to it — focus, a pointer over it, a tap, or a submit — not with the page: most readers never subscribe,
 * and every page has a footer. Until then, and on the server, a placeholder with the same markup; the form then
 * takes over what was typed, the focus and a pending submit. docs/decisions/039.
 */
export function FooterSubscribeSlot() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./FooterSubscribe').then(
      ({ FooterSubscribe }) => {
        const input = formRef.current?.elements.namedItem(FOOTER_EMAIL_INPUT.name) as HTMLInputElement | null;
        setLoaded({
          Form: FooterSubscribe,
          handover: { email: input?.value ?? '', focused: input !== null && document.activeElement === input, submit: submitAsked.current },
        });
      },
      () => {
        // Offline or a failed deploy: the next approach tries again.
        loading.current = false;
      },
    );
  }, []);

  const submitBeforeLoad = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitAsked.current = true;
      load();
    },
    [load],
  );

  if (loaded) return <loaded.Form handover={loaded.handover} />;
  return <FooterSubscribePlaceholder formRef={formRef} onIntent={load} onSubmit={submitBeforeLoad} />;
}
