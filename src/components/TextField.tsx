import { useId, type InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import * as styles from './TextField.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

export interface TextFieldProps extends FieldRenderProps<string, HTMLInputElement>, NativeInputProps {
  readonly label: string;
  /** Hide the label visually (it stays for screen readers), for one-field forms with a visible heading. */
  readonly hideLabel?: boolean;
}

/**
 * A react-final-form input. Errors come from submission (SPEC §5: validation runs only on submit) and are
 * hidden as soon as the field is edited again.
 */
export function TextField({ input, meta, label, hideLabel = false, required, ...native }: TextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const error = (meta.submitError as LocalizedError | undefined) ?? undefined;
  const showError = Boolean(error) && !meta.dirtySinceLastSubmit;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && <span className={styles.required} aria-hidden="true" />}
      </label>
      <input
        {...native}
        {...input}
        id={id}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && error && (
        <p id={errorId} className={styles.error} role="alert">
          {intl.formatMessage(error.message, error.values)}
        </p>
      )}
    </div>
  );
}
