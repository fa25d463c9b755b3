import { useEffect, useId, useRef } from 'react';
import * as styles from './Desk.module.css';

export interface DeskTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What is wrong with the value, already in words (shown under it and read with it). */
  readonly message?: string | undefined;
  /** A note beside the label ("Converted, not reviewed"). */
  readonly mark?: string | undefined;
  /** A line under the label. */
  readonly hint?: string | undefined;
  /** What stands in for an empty value (an optional field's fallback), shown in it. */
  readonly placeholder?: string | undefined;
  /** How much is typed against the limit ("12 / 70 characters"), under the control. */
  readonly count?: string | undefined;
  readonly multiline?: boolean;
  readonly lang?: string | undefined;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'datetime-local' | 'date' | 'url';
  /** Takes focus when it appears (a story just started from a contribution opens on its title). */
  readonly focusOnMount?: boolean;
}

/**
 * A labelled text control of the desk. It never cuts what is typed (no maxLength): a text over the limit stays,
 * and the message says by how much.
 */
export function DeskTextField({ label, value, onChange, message, mark, hint, placeholder, count, multiline = false, lang, required = false, type = 'text', focusOnMount = false }: DeskTextFieldProps) {
  const id = useId();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) control.current?.focus();
    // Once, when it appears: a later render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const described = [hint && `${id}-hint`, mark && `${id}-mark`, count && `${id}-count`, message && `${id}-message`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `${styles.input} ${multiline ? styles.multiline : ''}`,
    value,
    lang,
    'aria-describedby': described,
    'aria-invalid': message ? (true as const) : undefined,
    'aria-required': required || undefined,
    placeholder,
    ref: control,
  };
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {mark && (
          <span id={`${id}-mark`} className={styles.mark}>
            {mark}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {count && (
        <p id={`${id}-count`} className={styles.hint}>
          {count}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
