import type { ReactNode } from 'react';
import * as styles from './Desk.module.css';

export interface DeskSelectFilterProps<V extends string> {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: V | '';
  /** The "no choice" option's text (DeskFilterKit.any). */
  readonly any: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V | '') => void;
}

/** One of a desk list's choice filters: "All", then its options. */
export function DeskSelectFilter<V extends string>({ id, label, value, any, options, onChange }: DeskSelectFilterProps<V>) {
  return (
    <div className={styles.filterField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value as V | '')}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
