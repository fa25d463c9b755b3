import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import * as fieldStyles from './FieldFrame.module.css';
import * as styles from './FilePicker.module.css';

export interface FilePickerProps {
  readonly label: string;
  readonly files: readonly File[];
  /** The file input's `accept`. */
  readonly accept?: string;
  /** A line under the label: what may be attached. */
  readonly hint?: string;
  /** The message to show (a refused file, or the submission's error), already translated. */
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (index: number) => void;
}

const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A file's size in the reader's language (Intl units: "2.4 MB", "2.4 MB" in Chinese too, "512 byte" …). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const { unit, bytes: per } = UNITS.find((candidate) => bytes >= candidate.bytes) ?? { unit: 'byte', bytes: 1 };
  return intl.formatNumber(bytes / per, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

/**
 * Attachments: a button (it opens the file input, which is never focused itself) and a drop zone add files, the
 * list shows each one with its size and a button to remove it. The count is announced as it changes; removing a
 * file moves focus to the next remove button, or back to the add-files button.
 */
export function FilePicker({ label, files, accept, hint, error, required = false, onAdd, onRemove }: FilePickerProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const chooseText = intl.formatMessage({ id: 'filePicker.choose', defaultMessage: 'Choose files' });
  const errorId = `${id}-error`;

  const remove = (index: number) => {
    onRemove(index);
    // After React has re-rendered the shorter list.
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? chooseRef.current)?.focus();
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onAdd(dropped);
  };

  return (
    <div className={styles.picker} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {required && <span className={fieldStyles.required} aria-hidden="true" />}
      </span>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''} ${error ? styles.invalid : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        {/* The platform's file input does the picking; it stays out of the tab order and the accessibility
            tree, and the button below stands for it (a visible, focusable control to come back to). */}
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          aria-label={chooseText}
          className="visually-hidden"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // Cleared, so picking the same file again after removing it still fires a change.
            event.target.value = '';
            if (picked.length > 0) onAdd(picked);
          }}
        />
        <button
          ref={chooseRef}
          type="button"
          className={styles.choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {chooseText}
        </button>
        <span className={styles.dropHint}>
          <FormattedMessage id="filePicker.drop" defaultMessage="or drag and drop them here" />
        </span>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={listRef} className={styles.list} aria-label={intl.formatMessage({ id: 'filePicker.list', defaultMessage: 'Attached files' })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.item}>
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(intl, file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(index)}
                aria-label={intl.formatMessage(
                  { id: 'filePicker.remove', defaultMessage: 'Remove {name}' },
                  { name: file.name },
                )}
              >
                <FormattedMessage id="filePicker.removeShort" defaultMessage="Remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        <FormattedMessage
          id="filePicker.count"
          defaultMessage="{count, plural, =0 {No files attached} one {# file attached} other {# files attached}}"
          values={{ count: files.length }}
        />
      </p>
    </div>
  );
}
