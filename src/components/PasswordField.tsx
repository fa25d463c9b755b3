import { useState, type InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './FieldFrame.module.css';
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
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame meta={meta} label={label} required={required}>
      {(control) => (
        <div className={styles.wrap}>
          <input
            {...native}
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${fieldStyles.input} ${styles.input}`}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
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
      )}
    </FieldFrame>
  );
}
