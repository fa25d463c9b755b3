import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminWriter } from '../../../../contracts/adminWriters';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { textLanguage } from '../../../lib/textLanguage';
import { writerName } from '../../../stores/admin/writerValues';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Writers.module.css';

export interface WriterRowProps {
  readonly writer: AdminWriter;
  readonly locale: Locale;
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'state' | 'articles' | 'actions', string>>;
  readonly onDelete: (writer: AdminWriter) => void;
}

/** One writer: portrait, name in the desk's language and page address; active or not; their articles; the actions. */
export function WriterRow({ writer, locale, columns, onDelete }: WriterRowProps) {
  const intl = useIntl();
  const name = writerName(writer, locale);
  return (
    <tr>
      <th scope="row">
        <span className={styles.writerCell}>
          {writer.avatar ? <img className={styles.thumb} src={writer.avatar.path} alt="" width={44} height={44} loading="lazy" /> : <span className={styles.thumb} />}
          <span className={styles.writerText}>
            <span lang={textLanguage(name, locale)}>{name}</span>
            <span className={desk.by}>{intl.formatMessage({ id: 'admin.writers.address', defaultMessage: 'Page: {path}' }, { path: `/authors/${writer.slug}` })}</span>
          </span>
        </span>
      </th>
      <td data-label={columns.state}>
        {writer.active ? (
          <span className={`${desk.badge} ${desk.published}`}>{intl.formatMessage({ id: 'admin.writers.state.active', defaultMessage: 'Active' })}</span>
        ) : (
          <span className={`${desk.badge} ${styles.inactive}`}>{intl.formatMessage({ id: 'admin.writers.state.inactive', defaultMessage: 'Inactive' })}</span>
        )}
      </td>
      <td data-label={columns.articles}>{intl.formatNumber(writer.articles)}</td>
      <td data-label={columns.actions}>
        <span className={styles.actions}>
          <Link
            href={`/writers/${encodeURIComponent(writer._id)}`}
            className={desk.secondaryLink}
            aria-label={intl.formatMessage({ id: 'admin.writers.editOne', defaultMessage: 'Edit {name}' }, { name })}
          >
            {intl.formatMessage({ id: 'admin.writers.edit', defaultMessage: 'Edit' })}
          </Link>
          <Button
            variant="secondary"
            onClick={() => onDelete(writer)}
            aria-label={intl.formatMessage({ id: 'admin.writers.deleteOne', defaultMessage: 'Delete {name}' }, { name })}
          >
            {intl.formatMessage({ id: 'admin.writers.delete', defaultMessage: 'Delete' })}
          </Button>
        </span>
      </td>
    </tr>
  );
}
