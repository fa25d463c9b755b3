import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { InboxItem } from '../../../../contracts/adminInbox';
import type { Locale } from '../../../../contracts/common';
import { personName } from '../../../../contracts/personName';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Inbox.module.css';
import { InboxStateBadge } from './InboxStateBadge';
import { kindName } from './inboxMessages';

export interface InboxListItemProps {
  readonly item: InboxItem;
  readonly locale: Locale;
}

/** One letter in the list: who sent it and when, the start of its text, its state; the sender's name opens it. */
export function InboxListItem({ item, locale }: InboxListItemProps) {
  const intl = useIntl();
  const marksId = useId();
  const name = personName(item);
  const fileCount = intl.formatMessage({ id: 'admin.inbox.fileCount', defaultMessage: '{count, plural, one {# file} other {# files}}' }, { count: item.files.length });
  const assigned = item.assignee && intl.formatMessage({ id: 'admin.inbox.assignedTo', defaultMessage: 'Assigned to {name}' }, { name: item.assignee.name });
  return (
    <li className={`${styles.item} ${item.state === 'new' ? styles.newItem : ''}`}>
      <p className={styles.byline}>
        {/* The sender's name opens the letter; the rest of the row describes it. */}
        <Link href={`/inbox/${item._id}`} className={styles.sender} lang={textLanguage(name, locale)} aria-describedby={marksId}>
          {name}
        </Link>
        <span className={styles.address}>{item.email}</span>
        <time className={desk.when} dateTime={item.createdAt}>
          {intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <p className={styles.excerpt} lang={textLanguage(item.comment, locale)}>
        {item.comment}
      </p>
      <p className={styles.marks} id={marksId}>
        {/* Spaces between the marks: the link's description reads them as words, not run together. */}
        <InboxStateBadge state={item.state} /> <span>{kindName(intl, item.kind)}</span>
        {item.files.length > 0 && (
          <> <span>{fileCount}</span></>
        )}
        {item.assignee && (
          <> <span>{assigned}</span></>
        )}
      </p>
    </li>
  );
}
