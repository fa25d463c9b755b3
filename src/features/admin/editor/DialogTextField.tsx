import { useId } from 'react';
import * as styles from './RichTextEditor.module.css';

export interface DialogTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string | undefined;
  /** Why the value is refused, already in words; shown under the field and read with it. */
  readonly error?: string | null | undefined;
  readonly required?: boolean;
  /** The dialog's first field takes focus as it opens. */
  readonly autoFocus?: boolean;
  readonly inputMode?: 'url' | 'text';
}

/** A labelled text field of an editor's dialog, with its hint and its refusal under it. */
export function DialogTextField({ label, value, onChange, hint, error, required = false, autoFocus = false, inputMode = 'text' }: DialogTextFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.linkField}>
      <label htmlFor={id} className={styles.linkLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.linkInput}
        type="text"
        inputMode={inputMode}
        spellCheck={inputMode !== 'url'}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.linkHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.linkError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
