import { useEffect, useRef } from 'react';

export interface FieldEditListenerProps {
  /** The field's name (its control's `name`). */
  readonly name: string;
  /** Called each time the reader edits the field: typing, pasting, deleting — not a reset or new initial values. */
  readonly onEdit: () => void;
}

/**
 * Tells a store that the reader edited a react-final-form field (SPEC §4: editing the sign-in email or password
 * clears the server's flag on it). It listens for the form's `input` events, which only the reader's edits fire:
 * a value the form sets itself (reset, initialValues) is not an edit. Put it inside the <form>.
 */
export function FieldEditListener({ name, onEdit }: FieldEditListenerProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const latest = useRef(onEdit);
  useEffect(() => {
    latest.current = onEdit;
  });
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return undefined;
    const onInput = (event: Event) => {
      if ((event.target as { name?: unknown } | null)?.name === name) latest.current();
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  }, [name]);
  return <span ref={marker} hidden />;
}
