import type { TextareaHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import * as fieldStyles from './FieldFrame.module.css';
import * as styles from './TextAreaField.module.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
>;

export interface TextAreaFieldProps extends FieldRenderProps<string, HTMLTextAreaElement>, NativeTextAreaProps {
  readonly label: string;
}

/** A react-final-form multi-line field, in the shared field frame (label, submission error). */
export function TextAreaField({ input, meta, label, required, rows = 5, ...native }: TextAreaFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} required={required}>
      {(control) => (
        <textarea {...native} {...input} {...control} rows={rows} className={`${fieldStyles.input} ${styles.textarea}`} />
      )}
    </FieldFrame>
  );
}
