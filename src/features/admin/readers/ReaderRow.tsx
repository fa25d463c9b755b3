import { useIntl } from 'react-intl';
import type { AdminReader } from '../../../../contracts/adminReaders';
import type { Locale } from '../../../../contracts/common';
import { personName } from '../../../../contracts/personName';
import { Button } from '../../../components/Button';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Readers.module.css';
import { readerStateName } from './readerMessages';

export interface ReaderRowProps {
  readonly reader: AdminReader;
  readonly locale: Locale;
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'state' | 'comments' | 'since' | 'actions', string>>;
  readonly busy: boolean;
  readonly onVerify: (reader: AdminReader) => void;
  readonly onAsk: (reader: AdminReader, action: 'block' | 'unblock') => void;
}

/** One reader: who (name, user name, address), confirmed or blocked and why, their comments, since when; the actions. */
export function ReaderRow({ reader, locale, columns, busy, onVerify, onAsk }: ReaderRowProps) {
  const intl = useIntl();
  const name = personName(reader);
  const who = reader.userName || reader.email;
  return (
    <tr>
      <th scope="row" className={styles.readerCell}>
        <span lang={textLanguage(name, locale)}>{name}</span>
        <span className={`${desk.by} ${styles.userName}`}>{reader.userName}</span>
        <span className={desk.by}>{reader.email}</span>
      </th>
      <td data-label={columns.state}>
        <span className={styles.badges}>
          {reader.block && <span className={`${desk.badge} ${styles.blocked}`}>{readerStateName(intl, 'blocked')}</span>}
          {!reader.verified && <span className={`${desk.badge} ${desk.draft}`}>{readerStateName(intl, 'unverified')}</span>}
          {reader.verified && !reader.block && (
            <span className={`${desk.badge} ${desk.published}`}>{intl.formatMessage({ id: 'admin.readers.state.active', defaultMessage: 'Active' })}</span>
          )}
        </span>
        {reader.block && (
          <span className={styles.reason}>
            {intl.formatMessage(
              { id: 'admin.readers.blockedBecause', defaultMessage: 'Why: “{reason}” — {by}, {at}' },
              { reason: reader.block.reason, by: reader.block.by, at: intl.formatDate(reader.block.at, { dateStyle: 'medium' }) },
            )}
          </span>
        )}
        {reader.history.length > 1 && (
          <details className={styles.history}>
            <summary>{intl.formatMessage({ id: 'admin.readers.history', defaultMessage: 'Earlier blocks' })}</summary>
            <ul>
              {reader.history.slice(reader.block ? 1 : 0).map((event) => (
                <li key={`${event.at}-${event.action}`}>
                  {intl.formatMessage(
                    {
                      id: 'admin.readers.historyEvent',
                      defaultMessage: '{action, select, blocked {Blocked} other {Unblocked}} {at} by {by}{reason, select, none {} other {: “{reason}”}}',
                    },
                    { action: event.action, at: intl.formatDate(event.at, { dateStyle: 'medium' }), by: event.by, reason: event.reason || 'none' },
                  )}
                </li>
              ))}
            </ul>
          </details>
        )}
      </td>
      <td data-label={columns.comments}>{intl.formatNumber(reader.comments)}</td>
      <td data-label={columns.since}>
        <time className={desk.when} dateTime={reader.createdAt}>
          {intl.formatDate(reader.createdAt, { dateStyle: 'medium' })}
        </time>
      </td>
      <td data-label={columns.actions}>
        <span className={styles.actions}>
          {!reader.verified && (
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => onVerify(reader)}
              aria-label={intl.formatMessage({ id: 'admin.readers.verifyOne', defaultMessage: 'Confirm address: {name}' }, { name: who })}
            >
              {intl.formatMessage({ id: 'admin.readers.verify', defaultMessage: 'Confirm address' })}
            </Button>
          )}
          {reader.block ? (
            <Button
              variant="secondary"
              onClick={() => onAsk(reader, 'unblock')}
              aria-label={intl.formatMessage({ id: 'admin.readers.unblockOne', defaultMessage: 'Unblock {name}' }, { name: who })}
            >
              {intl.formatMessage({ id: 'admin.readers.unblock', defaultMessage: 'Unblock' })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => onAsk(reader, 'block')}
              aria-label={intl.formatMessage({ id: 'admin.readers.blockOne', defaultMessage: 'Block {name}' }, { name: who })}
            >
              {intl.formatMessage({ id: 'admin.readers.block', defaultMessage: 'Block' })}
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
