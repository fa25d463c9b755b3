import { RichTextEditor } from '../editor/RichTextEditor';
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
 * The article's body: the seam between the article form and the rich-text editor (SPEC §9 toolbar). The label
 * is shown above it; the editing area carries the same name itself (it is no form control a <label> could name).
 */
export function BodyField({ id, label, value, onChange, lang, describedBy, invalid }: BodyFieldProps) {
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <RichTextEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        lang={lang}
        {...(describedBy ? { describedBy } : {})}
        {...(invalid ? { invalid } : {})}
      />
    </div>
  );
}
