import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { HeaderHomeStore } from '../../../stores/admin/HeaderHomeStore';
import * as desk from '../articles/Desk.module.css';
import { localeNames } from '../articles/deskMessages';
import { homeFieldNames } from './homeMessages';

/**
 * Someone else saved first: what differs, theirs beside mine, and the two ways out — keep theirs, or save mine
 * over it knowingly. Nothing is overwritten before the editor has seen it.
 */
export const HomeConflictView = observer(function HomeConflictView({ home }: { readonly home: HeaderHomeStore }) {
  const intl = useIntl();
  const titleId = useId();
  const conflict = home.conflict;
  if (!conflict) return null;
  const theirs = conflict.general ?? conflict.main;
  const empty = intl.formatMessage({ id: 'admin.articles.conflict.empty', defaultMessage: '(empty)' });
  return (
    <section className={`${desk.notice} ${desk.conflict}`} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className={desk.noticeTitle}>
        <FormattedMessage id="admin.headerHome.conflict.title" defaultMessage="Someone else has saved these pages since you opened them" />
      </h2>
      {theirs?.updatedAt && (
        <p>
          <FormattedMessage
            id="admin.headerHome.conflict.text"
            defaultMessage="{name} saved on {when}. Compare what differs, then keep their version or save yours over it."
            values={{ name: theirs.updatedBy, when: intl.formatDate(theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      )}
      <div className={desk.tableWrap}>
        <table className={desk.table}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.articles.conflict.field" defaultMessage="Field" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.articles.conflict.theirs" defaultMessage="Theirs (saved)" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.articles.conflict.mine" defaultMessage="Mine (not saved)" />
              </th>
            </tr>
          </thead>
          <tbody>
            {home.differences.map((difference) => (
              <tr key={`${difference.locale}.${difference.field}`}>
                <th scope="row">
                  {intl.formatMessage(
                    { id: 'admin.articles.field.inLanguage', defaultMessage: '{field} ({language})' },
                    { field: intl.formatMessage(homeFieldNames[difference.field]), language: intl.formatMessage(localeNames[difference.locale]) },
                  )}
                </th>
                <td className={desk.compare}>{difference.theirs || empty}</td>
                <td className={desk.compare}>{difference.mine || empty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={desk.dialogActions}>
        <Button variant="secondary" onClick={() => home.keepTheirs()}>
          <FormattedMessage id="admin.articles.conflict.keepTheirs" defaultMessage="Keep their version" />
        </Button>
        <Button busy={home.updating} onClick={() => void home.saveMine()}>
          <FormattedMessage id="admin.articles.conflict.saveMine" defaultMessage="Save mine over theirs" />
        </Button>
      </div>
    </section>
  );
});
