import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AdminMultimedia } from '../../../../contracts/adminMultimedia';
import type { Locale } from '../../../../contracts/common';
import type { Category } from '../../../../contracts/content';
import { Button } from '../../../components/Button';
import { clockDuration } from '../../../lib/duration';
import { textLanguage } from '../../../lib/textLanguage';
import { multimediaTitle } from '../../../stores/admin/multimediaValues';
import * as desk from '../desk/Desk.module.css';
import { multimediaKindName } from './multimediaMessages';
import * as styles from './Multimedia.module.css';

export interface MultimediaRowProps {
  readonly item: AdminMultimedia;
  readonly locale: Locale;
  readonly sections: readonly Category[];
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'kind' | 'section' | 'published' | 'actions', string>>;
  /** Whether the signed-in role may change it (a contributor reads only). */
  readonly canEdit: boolean;
  readonly onDelete: (item: AdminMultimedia) => void;
}

/** One video or gallery: its poster or first picture, title and length or picture count; kind, section, date, actions. */
export function MultimediaRow({ item, locale, sections, columns, canEdit, onDelete }: MultimediaRowProps) {
  const intl = useIntl();
  const title = multimediaTitle(item, locale);
  const thumb = item.kind === 'video' ? item.poster : item.pictures[0]?.image;
  const section = sections.find((one) => one._id === item.category);
  const sub = section?.subcategories.find((one) => one._id === item.subcategory);
  const sectionName = section ? [section.data[locale].name, sub?.data[locale].name].filter(Boolean).join(' › ') : item.category;
  const detail =
    item.kind === 'video'
      ? intl.formatMessage({ id: 'admin.multimedia.length', defaultMessage: 'Length {length}' }, { length: clockDuration(item.durationSeconds) })
      : intl.formatMessage({ id: 'admin.multimedia.pictureCount', defaultMessage: '{count, plural, one {# picture} other {# pictures}}' }, { count: item.pictures.length });
  return (
    <tr>
      <th scope="row">
        <span className={styles.itemCell}>
          {thumb ? <img className={styles.thumb} src={thumb.path} alt="" width={72} height={48} loading="lazy" /> : <span className={styles.thumb} />}
          <span className={styles.itemText}>
            <span lang={textLanguage(title, locale)}>{title}</span>
            <span className={desk.by}>{detail}</span>
          </span>
        </span>
      </th>
      <td data-label={columns.kind}>
        <span className={`${desk.badge} ${item.kind === 'video' ? desk.published : styles.gallery}`}>{multimediaKindName(intl, item.kind)}</span>
      </td>
      <td data-label={columns.section}>{sectionName}</td>
      <td data-label={columns.published}>
        <time dateTime={item.publishedAt}>{intl.formatDate(item.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </td>
      <td data-label={columns.actions}>
        <span className={styles.actions}>
          <Link
            href={`/multimedia/${encodeURIComponent(item._id)}`}
            className={desk.secondaryLink}
            aria-label={
              canEdit
                ? intl.formatMessage({ id: 'admin.multimedia.editOne', defaultMessage: 'Edit {title}' }, { title })
                : intl.formatMessage({ id: 'admin.multimedia.openOne', defaultMessage: 'Open {title}' }, { title })
            }
          >
            {canEdit ? intl.formatMessage({ id: 'admin.multimedia.edit', defaultMessage: 'Edit' }) : intl.formatMessage({ id: 'admin.multimedia.open', defaultMessage: 'Open' })}
          </Link>
          {canEdit && (
            <Button variant="secondary" onClick={() => onDelete(item)} aria-label={intl.formatMessage({ id: 'admin.multimedia.deleteOne', defaultMessage: 'Delete {title}' }, { title })}>
              {intl.formatMessage({ id: 'admin.multimedia.delete', defaultMessage: 'Delete' })}
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
