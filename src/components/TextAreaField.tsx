import { useId, type TextareaHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { LocalizedError } from '../i18n/formErrors';
import * as fieldStyles from './TextField.module.css';
import * as styles from './TextAreaField.module.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

export interface TextAreaFieldProps extends FieldRenderProps<string, HTMLTextAreaElement>, NativeTextAreaProps {
  readonly label: string;
}

/**
 * A react-final-form multi-line field. As TextField: its error is the submission error (SPEC §5), hidden as
 * soon as the field is edited again.
 */
export function TextAreaField({ input, meta, label, required, rows = 5, ...native }: TextAreaFieldProps) {
  const intl = useIntl();
  const id = useId();
  const error = (meta.submitError as LocalizedError | undefined) ?? undefined;
  const showError = Boolean(error) && !meta.dirtySinceLastSubmit;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required} aria-hidden="true" />}
      </label>
      <textarea
        {...native}
        {...input}
        id={id}
        rows={rows}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {intl.formatMessage(error.message, error.values)}
        </p>
      )}
    </div>
  );
}
