import { useIntl } from 'react-intl';
import type { Subscriber } from '../../../../contracts/adminNewsletters';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Newsletters.module.css';
import { sourceName, stateName } from './newsletterMessages';

export interface SubscriberRowProps {
  readonly subscriber: Subscriber;
  readonly locale: Locale;
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'edition' | 'state' | 'source' | 'since' | 'actions', string>>;
  readonly onUnsubscribe: (subscriber: Subscriber) => void;
}

/** One reader and one edition: the address (and names), the edition, confirmed or not, where and when; unsubscribe. */
export function SubscriberRow({ subscriber, locale, columns, onUnsubscribe }: SubscriberRowProps) {
  const intl = useIntl();
  const edition = LOCALE_LIST[subscriber.edition];
  return (
    <tr>
      <th scope="row" className={styles.addressCell}>
        {subscriber.email}
        {subscriber.name && (
          <span className={desk.by} lang={textLanguage(subscriber.name, locale)}>
            {subscriber.name}
          </span>
        )}
      </th>
      <td data-label={columns.edition}>
        <span className={styles.nowrap} lang={edition.lang}>
          {edition.name}
        </span>
      </td>
      <td data-label={columns.state}>
        <span className={`${desk.badge} ${subscriber.state === 'confirmed' ? desk.published : desk.draft}`}>{stateName(intl, subscriber.state)}</span>
      </td>
      <td data-label={columns.source}>{sourceName(intl, subscriber.source)}</td>
      <td data-label={columns.since}>
        <time className={desk.when} dateTime={subscriber.subscribedAt}>
          {intl.formatDate(subscriber.subscribedAt, { dateStyle: 'medium' })}
        </time>
      </td>
      <td data-label={columns.actions}>
        <Button
          variant="secondary"
          onClick={() => onUnsubscribe(subscriber)}
          aria-label={intl.formatMessage(
            { id: 'admin.newsletters.unsubscribeOne', defaultMessage: 'Unsubscribe {email} from the {edition} newsletter' },
            { email: subscriber.email, edition: edition.name },
          )}
        >
          {intl.formatMessage({ id: 'admin.newsletters.unsubscribe', defaultMessage: 'Unsubscribe' })}
        </Button>
      </td>
    </tr>
  );
}
