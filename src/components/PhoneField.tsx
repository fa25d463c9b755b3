import { useId, type InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './FieldFrame.module.css';
import * as styles from './PhoneField.module.css';

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
  const id = useId();
  const dialId = `${id}-dial`;
  const hintId = `${id}-hint`;
  const showHint = !dialCode && Boolean(hint);
  return (
    <FieldFrame
      meta={meta}
      label={label}
      required={required}
      describedBy={[dialCode && dialId, showHint && hintId]}
      below={
        showHint && (
          <p id={hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        )
      }
    >
      {(control) => (
        <div className={styles.control}>
          {dialCode && (
            <span id={dialId} className={styles.dial}>
              {dialCode}
            </span>
          )}
          <input
            {...native}
            {...input}
            {...control}
            type="tel"
            inputMode="numeric"
            className={`${fieldStyles.input} ${dialCode ? styles.withDial : ''}`}
          />
        </div>
      )}
    </FieldFrame>
  );
}
