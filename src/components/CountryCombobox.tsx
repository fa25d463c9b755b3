import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useState, type KeyboardEvent } from 'react';
import type { CountryOption } from '../../contracts/user';
import * as styles from './CountryCombobox.module.css';
import * as fieldStyles from './FieldFrame.module.css';

export interface CountryComboboxProps {
  readonly label: string;
  /** Every country, suggested ones first (they are shown under their own heading). */
  readonly options: readonly CountryOption[];
  /** The chosen country's code. */
  readonly value: string | undefined;
  readonly onChange: (option: CountryOption | undefined) => void;
  /** What the list shows for what the reader typed. */
  readonly search: (options: readonly CountryOption[], query: string) => readonly CountryOption[];
  readonly placeholder?: string;
  readonly suggestedHeading: string;
  readonly allHeading: string;
  readonly noMatch: string;
  readonly toggleLabel: string;
}

const labelOf = (option: CountryOption | null) => option?.label ?? '';

/**
 * A searchable country list: a WAI-ARIA combobox (downshift's useCombobox) with list autocomplete — typing
 * filters, the first match is highlighted, Enter or leaving the box picks it, Esc closes the list (and only the
 * list: the popup around it stays open).
 */
export function CountryCombobox({
  label,
  options,
  value,
  onChange,
  search,
  placeholder,
  suggestedHeading,
  allHeading,
  noMatch,
  toggleLabel,
}: CountryComboboxProps) {
  const id = useId();
  const selected = options.find((option) => option.code === value) ?? null;
  const [inputValue, setInputValue] = useState(labelOf(selected));
  // The full list while the box shows the chosen country (or nothing); the matches once the reader types.
  const listFor = (text: string) => {
    const browsing = text.trim() === '' || text === labelOf(selected);
    return { browsing, items: browsing ? [...options] : [...search(options, text)] };
  };
  const { browsing, items } = listFor(inputValue);

  const stateReducer = (
    state: UseComboboxState<CountryOption>,
    { type, changes }: UseComboboxStateChangeOptions<CountryOption>,
  ): Partial<UseComboboxState<CountryOption>> => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputChange: {
        // Highlighted in the list that will be shown: typing the chosen country's name back lists every country
        // again, and the highlight must then be on that country, not on whichever one is first.
        // An emptied box highlights nothing: leaving it clears the country.
        const text = changes.inputValue ?? '';
        const next = listFor(text);
        let highlightedIndex = next.items.length > 0 ? 0 : -1;
        if (text.trim() === '') highlightedIndex = -1;
        else if (next.browsing) highlightedIndex = next.items.findIndex((option) => option.code === value);
        return { ...changes, highlightedIndex };
      }
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        // A closed list: Esc belongs to the popup, and the chosen country stays.
        return state.isOpen ? changes : { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputBlur:
        // Leaving the box takes the highlighted country (downshift's own change).
        if (state.isOpen && state.highlightedIndex >= 0 && changes.selectedItem) return changes;
        // Nothing highlighted: an emptied box clears the country, anything else shows the chosen one again.
        return state.inputValue.trim() === ''
          ? { ...changes, selectedItem: null }
          : { ...changes, inputValue: labelOf(state.selectedItem) };
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<CountryOption>({
      id,
      items,
      itemToString: labelOf,
      itemToKey: (option) => option?.code,
      selectedItem: selected,
      inputValue,
      onInputValueChange: ({ inputValue: next }) => setInputValue(next ?? ''),
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? undefined),
      stateReducer,
    });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An open list takes Esc for itself: the dialog around the box must not close.
    if (event.key === 'Escape' && isOpen) event.stopPropagation();
  };

  // Leaving a closed list (after Esc) with text that is not the chosen country: the same rule as on blur.
  const onBlur = () => {
    if (isOpen || inputValue === labelOf(selected)) return;
    if (inputValue.trim() === '') onChange(undefined);
    else setInputValue(labelOf(selected));
  };

  const option = (item: CountryOption, index: number) => (
    <div
      key={item.code}
      className={`${styles.option} ${index === highlightedIndex ? styles.highlighted : ''} ${item.code === value ? styles.chosen : ''}`}
      {...getItemProps({ item, index })}
    >
      <span>{item.label}</span>
      <span className={styles.dial}>{item.dialPhone}</span>
    </div>
  );

  const suggestedCount = browsing ? items.filter((item) => item.suggested).length : 0;
  return (
    <div className={`${fieldStyles.field} ${styles.anchor}`}>
      <label className={fieldStyles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          className={styles.input}
          placeholder={placeholder}
          {...getInputProps({ onKeyDown, onBlur })}
        />
        <button type="button" className={styles.toggle} aria-label={toggleLabel} {...getToggleButtonProps()}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <div className={`${styles.menu} ${isOpen && items.length > 0 ? styles.open : ''}`} {...getMenuProps()}>
        {isOpen &&
          (suggestedCount > 0 ? (
            <>
              <div role="group" aria-labelledby={`${id}-suggested`} className={styles.group}>
                <div id={`${id}-suggested`} role="presentation" className={styles.heading}>
                  {suggestedHeading}
                </div>
                {items.slice(0, suggestedCount).map((item, index) => option(item, index))}
              </div>
              <div role="group" aria-labelledby={`${id}-all`} className={styles.group}>
                <div id={`${id}-all`} role="presentation" className={styles.heading}>
                  {allHeading}
                </div>
                {items.slice(suggestedCount).map((item, index) => option(item, index + suggestedCount))}
              </div>
            </>
          ) : (
            items.map(option)
          ))}
      </div>
      {/* Always in the page, so the message is announced when it fills in (a live region that mounts with its
          text is often not read). */}
      <p className={isOpen && items.length === 0 ? styles.noMatch : 'visually-hidden'} role="status">
        {isOpen && items.length === 0 ? noMatch : ''}
      </p>
    </div>
  );
}
