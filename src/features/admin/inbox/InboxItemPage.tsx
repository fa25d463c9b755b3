import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { startDraftFromContribution } from '../../../../contracts/adminInbox';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { personName } from '../../../../contracts/personName';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { textLanguage } from '../../../lib/textLanguage';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskLoadFailed } from '../desk/DeskLoadFailed';
import * as styles from './Inbox.module.css';
import { InboxAssignee } from './InboxAssignee';
import { InboxDraftStory } from './InboxDraftStory';
import { InboxFiles } from './InboxFiles';
import { InboxHistory } from './InboxHistory';
import { InboxReplyForm } from './InboxReplyForm';
import { InboxStateBadge } from './InboxStateBadge';
import { draftEditorPath, errorText, kindName, successText } from './inboxMessages';

export interface InboxItemPageProps {
  readonly id: string;
}

/**
 * /admin/inbox/:id: one letter (opening it marks it read): who sent it, their text, a contribution's files; mark
 * it new again, archive or restore it, assign it; reply by mail; its history.
 */
export const InboxItemPage = observer(function InboxItemPage({ id }: InboxItemPageProps) {
  const deskStore = useDesk();
  const { inbox } = deskStore;
  const [, navigate] = useLocation();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const replyTitleId = useId();
  const item = inbox.current?._id === id ? inbox.current : null;
  const title = item ? personName(item) : intl.formatMessage({ id: 'admin.inbox.title', defaultMessage: 'Inbox' });
  useDocumentTitle(title, config.product.name[locale]);
  useEffect(() => {
    void inbox.open(id);
  }, [inbox, id]);
  useEffect(() => () => inbox.close(), [inbox]);
  const back = (
    <Link href="/inbox" className={desk.backLink}>
      <FormattedMessage id="admin.inbox.backToList" defaultMessage="All of the inbox" />
    </Link>
  );
  if (!item) {
    return (
      <section className={desk.panel} aria-labelledby={titleId}>
        {back}
        {inbox.openError ? (
          <DeskLoadFailed
            title={intl.formatMessage({ id: 'admin.inbox.openFailed', defaultMessage: 'This letter could not be opened' })}
            text={errorText(intl, inbox.openError)}
            retry={<FormattedMessage id="admin.inbox.retry" defaultMessage="Try again" />}
            onRetry={() => void inbox.open(id)}
          />
        ) : (
          <Loader />
        )}
      </section>
    );
  }
  const { outcome, pending } = inbox;
  const archived = item.state === 'archived';
  return (
    <section className={desk.panel} aria-labelledby={titleId}>
      {back}
      <div className={desk.heading}>
        <h1 id={titleId} className={desk.title} lang={textLanguage(title, locale)}>
          {title}
        </h1>
        <InboxStateBadge state={item.state} />
      </div>
      <p className={`${styles.outcome} ${styles.success}`} role="status">
        {outcome?.success && successText(intl, outcome.success)}
      </p>
      {outcome?.error && (
        <p className={`${styles.outcome} ${styles.failure}`} role="alert">
          {errorText(intl, outcome.error)}
        </p>
      )}
      <div className={styles.letter}>
        <dl className={styles.meta}>
          <dt>
            <FormattedMessage id="admin.inbox.kind" defaultMessage="Kind" />
          </dt>
          <dd>{kindName(intl, item.kind)}</dd>
          <dt>
            <FormattedMessage id="admin.inbox.email" defaultMessage="E-mail" />
          </dt>
          <dd>
            <a href={`mailto:${item.email}`}>{item.email}</a>
          </dd>
          {item.phone && (
            <>
              <dt>
                <FormattedMessage id="admin.inbox.phone" defaultMessage="Phone" />
              </dt>
              <dd>{item.phone}</dd>
            </>
          )}
          <dt>
            <FormattedMessage id="admin.inbox.language" defaultMessage="Language" />
          </dt>
          <dd lang={LOCALE_LIST[item.locale].lang}>{LOCALE_LIST[item.locale].name}</dd>
          <dt>
            <FormattedMessage id="admin.inbox.received" defaultMessage="Received" />
          </dt>
          <dd>
            <time dateTime={item.createdAt}>{intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </dd>
        </dl>
        <p className={styles.text} lang={textLanguage(item.comment, locale)}>
          {item.comment}
        </p>
        {item.files.length > 0 && (
          <section className={styles.section} aria-labelledby={`${titleId}-files`}>
            <h2 id={`${titleId}-files`} className={styles.sectionTitle}>
              <FormattedMessage id="admin.inbox.files" defaultMessage="Files" />
            </h2>
            <InboxFiles files={item.files} busy={pending === 'download'} onDownload={(file) => void inbox.downloadFile(file._id)} />
          </section>
        )}
        {item.kind === 'contribution' && (
          <InboxDraftStory
            item={item}
            titleId={`${titleId}-draft`}
            busy={pending === 'draft'}
            allowed={deskStore.may(startDraftFromContribution.role)}
            onStart={() =>
              void inbox.startDraft().then((started) => {
                // The editor opens on it, unless the library refused a file: that is said here first.
                const refused = (inbox.current?.draft?.notTaken.length ?? 0) > 0;
                if (started && !(started.created && refused)) navigate(draftEditorPath(started.articleId, item.locale));
              })
            }
          />
        )}
        <div className={styles.tools}>
          <InboxAssignee item={item} editors={inbox.results.data?.editors ?? []} busy={pending === 'assign'} onAssign={(editorId) => void inbox.assign(editorId)} />
          <Button variant="secondary" busy={pending === 'state'} onClick={() => void inbox.markAs('new')} disabled={item.state === 'new'}>
            <FormattedMessage id="admin.inbox.markNew" defaultMessage="Mark as new" />
          </Button>
          <Button variant="secondary" busy={pending === 'state'} onClick={() => void inbox.markAs(archived ? 'read' : 'archived')}>
            {archived ? <FormattedMessage id="admin.inbox.restore" defaultMessage="Back to the inbox" /> : <FormattedMessage id="admin.inbox.archive" defaultMessage="Archive" />}
          </Button>
        </div>
        <section className={styles.section} aria-labelledby={replyTitleId}>
          <h2 id={replyTitleId} className={styles.sectionTitle}>
            <FormattedMessage id="admin.inbox.reply.title" defaultMessage="Reply by mail" />
          </h2>
          <InboxReplyForm inbox={inbox} titleId={replyTitleId} />
        </section>
        {item.history.length > 0 && (
          <section className={styles.section} aria-labelledby={`${titleId}-history`}>
            <h2 id={`${titleId}-history`} className={styles.sectionTitle}>
              <FormattedMessage id="admin.inbox.history" defaultMessage="History" />
            </h2>
            <InboxHistory history={item.history} locale={locale} />
          </section>
        )}
      </div>
    </section>
  );
});
