import { useIntl } from 'react-intl';
import type { ArticleStatus } from '../../../../contracts/adminArticles';
import * as styles from '../desk/Desk.module.css';
import { statusName } from './articleMessages';

const TONE: Record<ArticleStatus, string | undefined> = { draft: styles.draft, scheduled: styles.scheduled, published: styles.published };

/** An article's status as a word on a coloured badge (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { readonly status: ArticleStatus }) {
  const intl = useIntl();
  return <span className={`${styles.badge} ${TONE[status] ?? ''}`}>{statusName(intl, status)}</span>;
}
