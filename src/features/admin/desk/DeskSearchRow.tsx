import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import * as desk from './Desk.module.css';

export interface DeskSearchRowProps {
  readonly label: ReactNode;
  readonly buttonLabel: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSearch: () => void;
  readonly busy: boolean;
  /** The language the words are typed in, when the search is one edition's. */
  readonly lang?: string;
}

/**
 * A search box with its button inside a desk form (the story pickers of polls and newsletter issues): Enter
 * searches, and never saves the form around it.
 */
export function DeskSearchRow({ label, buttonLabel, value, onChange, onSearch, busy, lang }: DeskSearchRowProps) {
  const id = useId();
  return (
    <div className={desk.field}>
      <label htmlFor={id} className={desk.label}>
        {label}
      </label>
      <div className={desk.searchRow}>
        <input
          id={id}
          type="search"
          className={desk.input}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch();
            }
          }}
        />
        <Button variant="secondary" busy={busy} onClick={onSearch}>
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
