import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { FormHandover } from '../lib/formHandover';

/** The placeholder <form>'s listeners for a reader's first approach: focus, a pointer over it, a press or a tap. */
export interface IntentHandlers {
  readonly onFocus: () => void;
  readonly onPointerEnter: () => void;
  readonly onPointerDown: () => void;
}

export interface FormOnIntent<Module> {
  /** The form's module once loaded, and what the reader had already done in the placeholder. */
  readonly loaded: { readonly module: Module; readonly handover: FormHandover } | null;
  /** Props for the placeholder's <form>. */
  readonly placeholder: {
    readonly formRef: RefObject<HTMLFormElement | null>;
    readonly intent: IntentHandlers;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
}

/** What a reader did in the placeholder form before the real one loaded: its values, its focus. */
function readHandover(form: HTMLFormElement | null, submit: boolean): FormHandover {
  const values: Record<string, string> = {};
  if (form) {
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') values[name] = value;
  }
  const active = document.activeElement;
  const focused =
    form && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active) && active.name
      ? { name: active.name, value: active.value }
      : undefined;
  return { values, focused, submit };
}

/**
 * A form whose library (final-form, react-final-form) and component load when a reader first comes to it —
 * focus, a pointer over it, a press or a tap, or a submit — instead of with the page (docs/decisions/039).
 * Until then the caller renders a placeholder with the same markup and plain inputs, which is also what the
 * server renders, so hydration matches; once loaded, the form takes over the placeholder's values, focus and a
 * pending submit (FormHandoverEffect). A press in progress finishes on the placeholder first (a tap that
 * started the loading still checks its radio button or submits). `load` must be stable (module level).
 */
export function useFormOnIntent<Module>(load: () => Promise<Module>): FormOnIntent<Module> {
  const [loaded, setLoaded] = useState<FormOnIntent<Module>['loaded']>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const pressed = useRef(false);
  const arrived = useRef<{ readonly module: Module } | null>(null);

  // At once (flushSync), not at React's next render: a press that begins in between would go down on the
  // placeholder and come up on the form, and its click (a submit) would be lost on neither.
  const takeOver = useCallback(() => {
    const module = arrived.current;
    if (!module || pressed.current) return;
    const handover = readHandover(formRef.current, submitAsked.current);
    flushSync(() => setLoaded({ module: module.module, handover }));
  }, []);

  const onIntent = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        arrived.current = { module };
        takeOver();
      },
      () => {
        // Offline or a failed deploy: the reader's next approach tries again.
        loading.current = false;
      },
    );
  }, [load, takeOver]);

  const onPointerDown = useCallback(() => {
    pressed.current = true;
    onIntent();
  }, [onIntent]);

  // The press ends after its click (and the submit or the check it causes) has run on the placeholder.
  useEffect(() => {
    const release = () => {
      if (!pressed.current) return;
      setTimeout(() => {
        pressed.current = false;
        takeOver();
      });
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [takeOver]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitAsked.current = true;
      onIntent();
      takeOver();
    },
    [onIntent, takeOver],
  );

  const intent = useMemo(() => ({ onFocus: onIntent, onPointerEnter: onIntent, onPointerDown }), [onIntent, onPointerDown]);
  return { loaded, placeholder: { formRef, intent, onSubmit } };
}
