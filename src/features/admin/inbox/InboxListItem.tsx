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

/** One letter in the list: who sent it and when, the start of its text, its state; the whole row opens it. */
export function InboxListItem({ item, locale }: InboxListItemProps) {
  const intl = useIntl();
  const senderId = useId();
  const name = personName(item);
  const fileCount = intl.formatMessage({ id: 'admin.inbox.fileCount', defaultMessage: '{count, plural, one {# file} other {# files}}' }, { count: item.files.length });
  const assigned = item.assignee && intl.formatMessage({ id: 'admin.inbox.assignedTo', defaultMessage: 'Assigned to {name}' }, { name: item.assignee.name });
  return (
    <li className={`${styles.item} ${item.state === 'new' ? styles.newItem : ''}`}>
      <Link href={`/inbox/${item._id}`} className={styles.itemLink} aria-labelledby={senderId} aria-describedby={`${senderId}-marks`}>
        <p className={styles.byline}>
          <span id={senderId} className={styles.sender} lang={textLanguage(name, locale)}>
            {name}
          </span>
          <span className={styles.address}>{item.email}</span>
          <time className={desk.when} dateTime={item.createdAt}>
            {intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
        <p className={styles.excerpt} lang={textLanguage(item.comment, locale)}>
          {item.comment}
        </p>
        <p className={styles.marks} id={`${senderId}-marks`}>
          {/* Spaces between the marks: the row's description reads them as words, not run together. */}
          <InboxStateBadge state={item.state} /> <span>{kindName(intl, item.kind)}</span>
          {item.files.length > 0 && (
            <> <span>{fileCount}</span></>
          )}
          {item.assignee && (
            <> <span>{assigned}</span></>
          )}
        </p>
      </Link>
    </li>
  );
}
