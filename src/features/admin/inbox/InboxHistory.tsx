import { useIntl } from 'react-intl';
import type { InboxEvent } from '../../../../contracts/adminInbox';
import type { Locale } from '../../../../contracts/common';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Inbox.module.css';
import { eventText } from './inboxMessages';

export interface InboxHistoryProps {
  readonly history: readonly InboxEvent[];
  readonly locale: Locale;
}

/** Every change, oldest first, with who and when; a reply with what was sent. */
export function InboxHistory({ history, locale }: InboxHistoryProps) {
  const intl = useIntl();
  return (
    <ol className={styles.history}>
      {history.map((event) => (
        <li key={`${event.at}-${event.action}-${event.by}`}>
          <span>{eventText(intl, event)}</span> <time className={desk.when} dateTime={event.at}>{intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {event.reply && (
            <div className={styles.sentReply} lang={textLanguage(event.reply.text, locale)}>
              <strong className={styles.replySubject}>{event.reply.subject}</strong>
              {event.reply.text}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
