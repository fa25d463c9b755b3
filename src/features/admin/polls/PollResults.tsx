import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AdminPoll } from '../../../../contracts/adminPolls';
import type { Locale } from '../../../../contracts/common';
import { pollPercentages } from '../../../lib/polls';
import * as styles from './Polls.module.css';

export interface PollResultsProps {
  readonly poll: AdminPoll;
  readonly locale: Locale;
  readonly closed: boolean;
}

/**
 * A poll's results: a bar per option, drawn inside a real table (caption, option, votes, share), so a screen
 * reader reads the numbers as a table while the eye reads the bars. Shares add up to 100 (the reader's rounding).
 */
export function PollResults({ poll, locale, closed }: PollResultsProps) {
  const intl = useIntl();
  const headingId = useId();
  const shares = pollPercentages(poll);
  const question = poll.data[locale].question;
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.current}>
        <FormattedMessage id="admin.polls.results.title" defaultMessage="Results" />
      </h2>
      <p className={styles.ended}>
        {closed ? (
          <FormattedMessage
            id="admin.polls.results.closed"
            defaultMessage="Closed {date}: readers see these results."
            values={{ date: intl.formatDate(poll.endsAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        ) : (
          <FormattedMessage
            id="admin.polls.results.open"
            defaultMessage="Open until {date}: the numbers grow as readers vote."
            values={{ date: intl.formatDate(poll.endsAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )}
      </p>
      <table className={styles.resultsTable}>
        <caption>
          <FormattedMessage
            id="admin.polls.results.caption"
            defaultMessage="“{question}”: {total, plural, one {# vote} other {# votes}}"
            values={{ question, total: poll.totalVotes }}
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.polls.results.option" defaultMessage="Option" />
            </th>
            <th scope="col" className={styles.number}>
              <FormattedMessage id="admin.polls.results.votes" defaultMessage="Votes" />
            </th>
            <th scope="col" className={styles.number}>
              <FormattedMessage id="admin.polls.results.share" defaultMessage="Share" />
            </th>
          </tr>
        </thead>
        <tbody>
          {poll.variants.map((variant) => {
            const share = shares.get(variant._id) ?? 0;
            return (
              <tr key={variant._id}>
                <th scope="row" className={styles.optionCell}>
                  {variant.data[locale].text}
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${share}%` }} />
                  </span>
                </th>
                <td className={styles.number}>
                  <FormattedNumber value={variant.votes} />
                </td>
                <td className={styles.number}>
                  <FormattedNumber value={share / 100} style="percent" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
