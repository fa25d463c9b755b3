import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';

export interface FieldEditListenerProps {
  readonly name: string;
  /** Called each time the reader changes the field's value (not on the first render). */
  readonly onEdit: () => void;
}

/**
 * Tells a store that a react-final-form field was edited (SPEC §4: editing the sign-in email or password clears
 * the server's flag on it). Renders nothing; the field itself stays a plain TextField or PasswordField.
 */
export function FieldEditListener({ name, onEdit }: FieldEditListenerProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const previous = useRef(input.value);
  const latest = useRef(onEdit);
  useEffect(() => {
    latest.current = onEdit;
  });
  useEffect(() => {
    if (previous.current === input.value) return;
    previous.current = input.value;
    latest.current();
  }, [input.value]);
  return null;
}
