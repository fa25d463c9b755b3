import type { Locale } from '../../../../contracts/common';
import type { BodyMediaStore } from '../../../stores/admin/BodyMediaStore';
import { RichTextEditor } from '../editor/RichTextEditor';
import * as styles from '../desk/Desk.module.css';

export interface BodyFieldProps {
  readonly id: string;
  readonly label: string;
  /** The body's HTML. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly lang: Locale;
  readonly describedBy?: string | undefined;
  readonly invalid?: boolean | undefined;
  /** A note beside the label ("Converted, not reviewed"), with its id for `describedBy`. */
  readonly mark?: { readonly id: string; readonly text: string } | undefined;
  /** Where the body's picture and gallery blocks get their pictures. */
  readonly media?: BodyMediaStore | undefined;
}

/**
 * The article's body: the seam between the article form and the rich-text editor (SPEC §9 toolbar). The label
 * is shown above it; the editing area carries the same name itself (it is no form control a <label> could name).
 */
export function BodyField({ id, label, value, onChange, lang, describedBy, invalid, mark, media }: BodyFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        {mark && (
          <span id={mark.id} className={styles.mark}>
            {mark.text}
          </span>
        )}
      </div>
      <RichTextEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        lang={lang}
        {...(describedBy ? { describedBy } : {})}
        {...(invalid ? { invalid } : {})}
        media={media}
      />
    </div>
  );
}
