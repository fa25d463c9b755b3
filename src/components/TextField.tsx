import type { InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import * as styles from './FieldFrame.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

export interface TextFieldProps extends FieldRenderProps<string, HTMLInputElement>, NativeInputProps {
  readonly label: string;
  /** Hide the label visually (it stays for screen readers), for one-field forms with a visible heading. */
  readonly hideLabel?: boolean;
}

/** A react-final-form input, in the shared field frame (label, submission error). */
export function TextField({ input, meta, label, hideLabel = false, required, ...native }: TextFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} hideLabel={hideLabel} required={required}>
      {(control) => <input {...native} {...input} {...control} className={styles.input} />}
    </FieldFrame>
  );
}
