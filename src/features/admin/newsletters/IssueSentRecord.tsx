import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsletterIssue } from '../../../../contracts/adminNewsletters';
import { LOCALE_LIST } from '../../../../contracts/locales';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Newsletters.module.css';

/** A sent issue, kept as it went: when, by whom and to how many; its subject, introduction and stories. */
export function IssueSentRecord({ issue }: { readonly issue: NewsletterIssue }) {
  const intl = useIntl();
  const lang = LOCALE_LIST[issue.edition].lang;
  return (
    <div className={styles.record}>
      <p className={styles.recordLine}>
        <FormattedMessage
          id="admin.issues.record"
          defaultMessage="Sent {when} by {name} to {count, plural, one {# confirmed subscriber} other {# confirmed subscribers}} of the {edition} newsletter."
          values={{
            when: issue.sentAt ? intl.formatDate(issue.sentAt, { dateStyle: 'long', timeStyle: 'short' }) : '',
            name: issue.sentBy || '—',
            count: issue.recipients,
            edition: LOCALE_LIST[issue.edition].name,
          }}
        />
      </p>
      <dl className={styles.recordFields}>
        <dt>
          <FormattedMessage id="admin.issues.field.subject" defaultMessage="Subject" />
        </dt>
        <dd lang={lang}>{issue.subject}</dd>
        <dt>
          <FormattedMessage id="admin.issues.field.intro" defaultMessage="Introduction" />
        </dt>
        <dd lang={lang} className={styles.introText}>
          {issue.intro || intl.formatMessage({ id: 'admin.articles.conflict.empty', defaultMessage: '(empty)' })}
        </dd>
        <dt>
          <FormattedMessage id="admin.issues.field.stories" defaultMessage="Stories" />
        </dt>
        <dd>
          <ol className={styles.sentStories} lang={lang}>
            {issue.stories.map((story) => (
              <li key={story._id}>
                <a href={story.path} target="_blank" rel="noopener noreferrer" className={desk.titleCell}>
                  {story.title}
                </a>
              </li>
            ))}
          </ol>
        </dd>
      </dl>
    </div>
  );
}
