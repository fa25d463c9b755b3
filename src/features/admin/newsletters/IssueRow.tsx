import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { NewsletterIssue } from '../../../../contracts/adminNewsletters';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import * as desk from '../desk/Desk.module.css';
import { issueStateNames } from './issueMessages';

export interface IssueRowProps {
  readonly issue: NewsletterIssue;
  readonly locale: Locale;
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'state' | 'stories' | 'sent' | 'recipients', string>>;
}

/** One issue: its subject (to open it), draft or sent, how many stories, and when and to how many it went. */
export function IssueRow({ issue, locale, columns }: IssueRowProps) {
  const intl = useIntl();
  const sent = issue.state === 'sent';
  const untitled = intl.formatMessage({ id: 'admin.issues.untitled', defaultMessage: '(no subject)' });
  const notYet = intl.formatMessage({ id: 'admin.issues.notSentYet', defaultMessage: 'Not sent yet' });
  return (
    <tr>
      <th scope="row" className={desk.titleCell}>
        <Link href={`/newsletters/issues/${issue._id}`} lang={issue.edition === locale ? undefined : LOCALE_LIST[issue.edition].lang}>
          {issue.subject || untitled}
        </Link>
        <span className={desk.by}>
          {intl.formatMessage(
            { id: 'admin.issues.updated', defaultMessage: 'Last changed {when}' },
            { when: intl.formatDate(issue.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
          )}
        </span>
      </th>
      <td data-label={columns.state}>
        <span className={`${desk.badge} ${sent ? desk.published : desk.draft}`}>{intl.formatMessage(issueStateNames[issue.state])}</span>
      </td>
      <td data-label={columns.stories}>
        {intl.formatMessage({ id: 'admin.issues.storyCount', defaultMessage: '{count, plural, one {# story} other {# stories}}' }, { count: issue.stories.length })}
      </td>
      <td data-label={columns.sent}>
        {sent && issue.sentAt ? (
          <>
            <time className={desk.when} dateTime={issue.sentAt}>
              {intl.formatDate(issue.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {issue.sentBy && <span className={desk.by}>{intl.formatMessage({ id: 'admin.issues.sentBy', defaultMessage: 'by {name}' }, { name: issue.sentBy })}</span>}
          </>
        ) : (
          notYet
        )}
      </td>
      <td data-label={columns.recipients}>
        {sent
          ? intl.formatMessage({ id: 'admin.issues.recipients', defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}}' }, { count: issue.recipients })
          : notYet}
      </td>
    </tr>
  );
}
