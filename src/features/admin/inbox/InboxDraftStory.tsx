import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { InboxItem } from '../../../../contracts/adminInbox';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { Button } from '../../../components/Button';
import * as styles from './Inbox.module.css';
import { draftEditorPath, notTakenText } from './inboxMessages';

export interface InboxDraftStoryProps {
  readonly item: InboxItem;
  readonly titleId: string;
  readonly busy: boolean;
  /** Whether the signed-in editor may start one (editors and administrators). */
  readonly allowed: boolean;
  readonly onStart: () => void;
}

/**
 * A contribution's story: "Start a draft story" until one is started, then a link to it in the editor and the
 * files the media library did not take, each with its reason (docs/decisions/104).
 */
export const InboxDraftStory = observer(function InboxDraftStory({ item, titleId, busy, allowed, onStart }: InboxDraftStoryProps) {
  const intl = useIntl();
  const { draft } = item;
  const language = LOCALE_LIST[item.locale];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <FormattedMessage id="admin.inbox.draft.title" defaultMessage="Story" />
      </h2>
      {draft ? (
        <>
          <p className={styles.draftNote}>
            <FormattedMessage
              id="admin.inbox.draft.started"
              defaultMessage="Draft story started: {link}"
              values={{
                link: (
                  <Link href={draftEditorPath(draft._id, item.locale)} lang={language.lang}>
                    {draft.title || intl.formatMessage({ id: 'admin.inbox.draft.untitled', defaultMessage: '(untitled)' })}
                  </Link>
                ),
              }}
            />
          </p>
          {draft.notTaken.length > 0 && (
            <>
              <p className={styles.draftNote}>
                <FormattedMessage id="admin.inbox.draft.notTaken" defaultMessage="These files stayed with the contribution, not in the media library:" />
              </p>
              <ul className={styles.notTaken}>
                {draft.notTaken.map((file) => (
                  <li key={file._id}>
                    <FormattedMessage
                      id="admin.inbox.draft.notTakenFile"
                      defaultMessage="{name}: {reason}"
                      values={{ name: <span className={styles.fileName}>{file.name}</span>, reason: notTakenText(intl, file.reason) }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        allowed && (
          <>
            <p className={styles.draftNote}>
              <FormattedMessage
                id="admin.inbox.draft.hint"
                defaultMessage="Makes a draft in {language} from this text, credited to the sender; its pictures and sounds go to the media library, the first picture as the cover."
                values={{ language: <span lang={language.lang}>{language.name}</span> }}
              />
            </p>
            <div className={styles.draftAction}>
              <Button busy={busy} onClick={onStart}>
                <FormattedMessage id="admin.inbox.draft.start" defaultMessage="Start a draft story" />
              </Button>
            </div>
          </>
        )
      )}
    </section>
  );
});
