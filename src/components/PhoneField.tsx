import { useId, type InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import * as styles from './PhoneField.module.css';
import * as fieldStyles from './TextField.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'>;

export interface PhoneFieldProps extends FieldRenderProps<string, HTMLInputElement>, NativeInputProps {
  readonly label: string;
  /** The chosen country's dial code ('+1'), shown before the number; none until a country is chosen. */
  readonly dialCode?: string;
  /** Said under the box while no dial code is known. */
  readonly hint?: string;
}

/**
 * A phone number box for react-final-form: the dial code sits in front of the number (and is read out with
 * it); the form's `parse`/`format` keep digits only and lay them out (SPEC §5).
 */
export function PhoneField({ input, meta, label, dialCode, hint, required, ...native }: PhoneFieldProps) {
  const intl = useIntl();
  const id = useId();
  const error = (meta.submitError as LocalizedError | undefined) ?? undefined;
  const showError = Boolean(error) && !meta.dirtySinceLastSubmit;
  const describedBy = [dialCode ? `${id}-dial` : hint ? `${id}-hint` : '', showError ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required} aria-hidden="true" />}
      </label>
      <div className={styles.control}>
        {dialCode && (
          <span id={`${id}-dial`} className={styles.dial}>
            {dialCode}
          </span>
        )}
        <input
          {...native}
          {...input}
          id={id}
          type="tel"
          inputMode="numeric"
          className={`${fieldStyles.input} ${dialCode ? styles.withDial : ''}`}
          aria-required={required || undefined}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {!dialCode && hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {showError && error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {intl.formatMessage(error.message, error.values)}
        </p>
      )}
    </div>
  );
}
