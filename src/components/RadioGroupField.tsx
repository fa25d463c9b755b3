import { useId } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import * as styles from './RadioGroupField.module.css';

export interface RadioGroupFieldProps extends FieldRenderProps<string, HTMLInputElement> {
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** One choice out of a few, as native radio buttons in a fieldset (arrow keys move between them). */
export function RadioGroupField({ input, legend, options }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              onChange={() => input.onChange(option.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
