import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './Desk.module.css';

/** One field that differs: its name, and its value in their saved version and in mine. */
export interface ConflictRow {
  readonly key: string;
  readonly label: string;
  readonly theirs: string;
  readonly mine: string;
}

export interface DeskConflictPanelProps {
  readonly title: ReactNode;
  /** Who saved, and when. */
  readonly text?: ReactNode;
  readonly rows: readonly ConflictRow[];
  readonly busy: boolean;
  readonly onKeepTheirs: () => void;
  readonly onSaveMine: () => void;
  /**
   * Opened by the editor's own Save (beside the button pressed): its heading takes focus as it appears, so the
   * editor is brought to it and a screen reader reads it, rather than it opening somewhere out of view.
   */
  readonly takeFocus?: boolean;
}

/**
 * Someone else saved first: every field that differs, theirs beside mine, and the two ways out — keep theirs, or
 * save mine over it knowingly. Nothing is overwritten before the editor has seen it.
 */
export function DeskConflictPanel({ title, text, rows, busy, onKeepTheirs, onSaveMine, takeFocus = false }: DeskConflictPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const empty = intl.formatMessage({ id: 'admin.articles.conflict.empty', defaultMessage: '(empty)' });
  // On a phone each field is a card: theirs and mine one under the other, each named.
  const theirsLabel = intl.formatMessage({ id: 'admin.articles.conflict.theirs', defaultMessage: 'Theirs (saved)' });
  const mineLabel = intl.formatMessage({ id: 'admin.articles.conflict.mine', defaultMessage: 'Mine (not saved)' });
  return (
    <section className={`${styles.notice} ${styles.conflict}`} aria-labelledby={titleId} role="region">
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.noticeTitle}>
        {title}
      </h2>
      {text && <p>{text}</p>}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.articles.conflict.field" defaultMessage="Field" />
              </th>
              <th scope="col">
                {theirsLabel}
              </th>
              <th scope="col">
                {mineLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={styles.compare} data-label={theirsLabel}>
                  {row.theirs || empty}
                </td>
                <td className={styles.compare} data-label={mineLabel}>
                  {row.mine || empty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onKeepTheirs}>
          <FormattedMessage id="admin.articles.conflict.keepTheirs" defaultMessage="Keep their version" />
        </Button>
        <Button busy={busy} onClick={onSaveMine}>
          <FormattedMessage id="admin.articles.conflict.saveMine" defaultMessage="Save mine over theirs" />
        </Button>
      </div>
    </section>
  );
}
