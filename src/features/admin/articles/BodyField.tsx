import * as styles from './Desk.module.css';

export interface BodyFieldProps {
  readonly id: string;
  readonly label: string;
  /** The body's HTML. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly lang: 'en' | 'zh-cn' | 'zh-tw';
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean | undefined;
}

/**
 * The article's body. The seam for the rich-text editor (src/features/admin/editor/RichTextEditor.tsx, same
 * props): until it is merged, a labelled text area holding the HTML as it is.
 */
export function BodyField({ id, label, value, onChange, lang, describedBy, invalid }: BodyFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.body}`}
        lang={lang}
        rows={14}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
