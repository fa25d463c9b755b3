import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DayPicker, type ClassNames, type DayPickerProps } from 'react-day-picker';
import * as calendarStyles from 'react-day-picker/style.module.css';
import * as styles from './DateField.module.css';
import * as fieldStyles from './FieldFrame.module.css';

// The library's CSS module, imported as a namespace like ours (Parcel and Vite both give the class names as
// named exports); its shipped typings describe only a default export.
const calendarClassNames = calendarStyles as unknown as Partial<ClassNames>;

export interface DateFieldProps {
  readonly label: string;
  /** YYYY-MM-DD, or empty. */
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
  /** "Today" for the calendar: days after it cannot be picked. */
  readonly today: Date;
  /** The year dropdown's range. */
  readonly firstYear: number;
  readonly lastYear: number;
  /** The calendar's language (month and weekday names, its own button labels). */
  readonly calendarLocale: DayPickerProps['locale'];
  /** The BCP 47 tag the chosen date is written in. */
  readonly intlLocale: string;
  readonly placeholder: string;
  readonly calendarLabel: string;
  readonly clearLabel: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromIso(value: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/**
 * A date chosen on a calendar (react-day-picker): the button says the date in the reader's language and opens
 * the calendar below it, with month and year dropdowns for far-away years; arrow keys move between days,
 * Enter picks one, Esc closes the calendar (and only the calendar). Focus comes back to the button.
 */
export function DateField({
  label,
  value,
  onChange,
  today,
  firstYear,
  lastYear,
  calendarLocale,
  intlLocale,
  placeholder,
  calendarLabel,
  clearLabel,
}: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const selected = fromIso(value);
  const shown = selected
    ? new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long' }).format(selected)
    : placeholder;

  const root = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // A click anywhere else closes the calendar (focus stays where the reader put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // So does focus moving to another control (Tab past the calendar, Shift+Tab before the button). A click on a
  // blank part of the calendar moves focus to nothing: that is not leaving.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // The calendar takes Esc for itself: the dialog around it must not close.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div className={fieldStyles.field} ref={root} onBlur={onBlur}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <button
          ref={button}
          type="button"
          className={styles.trigger}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          onClick={() => setOpen(!open)}
        >
          <span id={`${id}-value`} className={selected ? undefined : styles.placeholder}>
            {shown}
          </span>
          <span aria-hidden="true" className={styles.icon} />
        </button>
        {selected && (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => {
              onChange(undefined);
              button.current?.focus();
            }}
          >
            <span aria-hidden="true" className={styles.cross} />
          </button>
        )}
      </div>
      {open && (
        <div
          id={`${id}-calendar`}
          role="group"
          aria-label={calendarLabel}
          className={styles.calendar}
          onKeyDown={onKeyDown}
        >
          <DayPicker
            mode="single"
            classNames={calendarClassNames}
            locale={calendarLocale}
            captionLayout="dropdown"
            navLayout="around"
            reverseYears
            startMonth={new Date(firstYear, 0)}
            endMonth={new Date(lastYear, 11)}
            defaultMonth={selected ?? today}
            today={today}
            disabled={{ after: today }}
            selected={selected}
            autoFocus
            onSelect={(date) => {
              if (date) onChange(toIso(date));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
