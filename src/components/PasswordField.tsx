import { useId, useState, type InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import * as fieldStyles from './TextField.module.css';
import * as styles from './PasswordField.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'
>;

export interface PasswordFieldProps extends FieldRenderProps<string, HTMLInputElement>, NativeInputProps {
  readonly label: string;
}

/**
 * A react-final-form password input with a show/hide toggle. Like TextField, its error is the submission
 * error (SPEC §5), hidden once the field is edited. The toggle is a real button (Tab, Space, Enter); its
 * name says what pressing it will do, as sighted readers read it ("Show" / "Hide").
 */
export function PasswordField({ input, meta, label, required, ...native }: PasswordFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const error = (meta.submitError as LocalizedError | undefined) ?? undefined;
  const showError = Boolean(error) && !meta.dirtySinceLastSubmit;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required} aria-hidden="true" />}
      </label>
      <div className={styles.wrap}>
        <input
          {...native}
          {...input}
          type={visible ? 'text' : 'password'}
          id={id}
          className={`${fieldStyles.input} ${styles.input}`}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={
            visible
              ? intl.formatMessage({ id: 'field.password.hideLabel', defaultMessage: 'Hide password' })
              : intl.formatMessage({ id: 'field.password.showLabel', defaultMessage: 'Show password' })
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible
            ? intl.formatMessage({ id: 'field.password.hide', defaultMessage: 'Hide' })
            : intl.formatMessage({ id: 'field.password.show', defaultMessage: 'Show' })}
        </button>
      </div>
      {showError && error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {intl.formatMessage(error.message, error.values)}
        </p>
      )}
    </div>
  );
}
