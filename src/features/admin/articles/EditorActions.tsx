import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { ArticlePreview } from './ArticlePreview';
import { ConflictView } from './ConflictView';
import { DeleteDialog } from './DeleteDialog';
import * as styles from '../desk/Desk.module.css';
import { DeskTextField } from '../desk/DeskTextField';
import { fieldNames } from './articleMessages';

export interface EditorActionsProps {
  readonly editor: ArticleEditorStore;
  readonly locale: Locale;
}

/**
 * Save, preview, publish or schedule, unpublish, delete. Preview opens the public page of a published article,
 * and an in-desk preview of anything else. Publishing saves first, so what is published is what is shown. On a
 * published story Save makes a revision readers do not see yet, and "Update live page" puts it out. A conflict met
 * by one of these buttons opens here, beside them. A contributor has Save and Preview only, and a note that an
 * editor publishes; their story once scheduled or published is read only (docs/decisions/089).
 */
export const EditorActions = observer(function EditorActions({ editor, locale }: EditorActionsProps) {
  const intl = useIntl();
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const status = editor.article?.status ?? 'draft';
  const busy = editor.updating;
  const scheduleError = editor.error?.kind === 'server' && editor.error.field === 'publishAt';
  const title = editor.values.data[locale].title || editor.values.alias;
  const publicHref = editor.article && status === 'published' && !editor.dirty && !editor.pendingUpdate ? `/${locale}/${editor.article.alias}` : null;
  return (
    <>
      <div className={styles.actions}>
        <ConflictView editor={editor} place="actions" />
        {editor.pendingUpdate && (
          <p className={styles.pending} role="note">
            <FormattedMessage
              id="admin.articles.pending"
              defaultMessage="Changes are waiting: readers still see the live page until you update it."
            />
          </p>
        )}
        {!editor.mayPublish && (
          <p className={styles.pending} role="note">
            {editor.mayChange ? (
              <FormattedMessage
                id="admin.articles.contributorNote"
                defaultMessage="You write drafts: save your work, and an editor publishes it."
              />
            ) : (
              <FormattedMessage
                id="admin.articles.contributorReadOnly"
                defaultMessage="An editor has scheduled or published this story: only an editor changes it now."
              />
            )}
          </p>
        )}
        {editor.mayPublish && status !== 'published' && (
          <div className={styles.schedule}>
            <DeskTextField
              type="datetime-local"
              label={intl.formatMessage(fieldNames.publishAt)}
              value={publishAt}
              onChange={setPublishAt}
              message={
                scheduleError
                  ? intl.formatMessage({ id: 'admin.articles.problem.scheduleInPast', defaultMessage: 'Choose a time in the future to schedule' })
                  : undefined
              }
            />
            <Button variant="secondary" busy={busy} disabled={editor.conflict !== null} onClick={() => void editor.publishing.schedule(publishAt)}>
              <FormattedMessage id="admin.articles.action.schedule" defaultMessage="Schedule" />
            </Button>
          </div>
        )}
        <ArticlePreview editor={editor} open={previewing} onClose={() => setPreviewing(false)} locale={locale} />
        <DeleteDialog
          open={deleting}
          title={title || intl.formatMessage({ id: 'admin.articles.untitled', defaultMessage: '(untitled)' })}
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            void editor.publishing.remove().then(() => setDeleting(false));
          }}
        />
      </div>
      {/* The buttons stay in view at the window's foot however long the story (issue 25 item 10), and rest here. */}
      <div className={`${styles.actionRow} ${styles.actionBar}`} role="group" aria-label={intl.formatMessage({ id: 'admin.articles.actions', defaultMessage: 'Save and publish' })}>
        {editor.mayChange && (
          <Button busy={busy} disabled={editor.conflict !== null} onClick={() => void editor.save()}>
            <FormattedMessage id="admin.articles.action.save" defaultMessage="Save" />
          </Button>
        )}
        {publicHref ? (
          <a className={styles.secondaryLink} href={publicHref} target="_blank" rel="noopener">
            <FormattedMessage id="admin.articles.action.viewPublic" defaultMessage="Preview on the site (new tab)" />
          </a>
        ) : (
          <Button variant="secondary" onClick={() => setPreviewing(true)}>
            <FormattedMessage id="admin.articles.action.preview" defaultMessage="Preview" />
          </Button>
        )}
        {!editor.mayPublish ? null : status === 'published' ? (
          <>
            <Button variant="secondary" busy={busy} disabled={editor.conflict !== null || !editor.pendingUpdate} onClick={() => void editor.publishing.publish()}>
              <FormattedMessage id="admin.articles.action.updateLive" defaultMessage="Update live page" />
            </Button>
            <Button variant="secondary" busy={busy} disabled={editor.conflict !== null} onClick={() => void editor.publishing.unpublish()}>
              <FormattedMessage id="admin.articles.action.unpublish" defaultMessage="Unpublish" />
            </Button>
          </>
        ) : (
          <Button variant="secondary" busy={busy} disabled={editor.conflict !== null} onClick={() => void editor.publishing.publish()}>
            <FormattedMessage id="admin.articles.action.publish" defaultMessage="Publish now" />
          </Button>
        )}
        {editor.mayPublish && status === 'scheduled' && (
          <Button variant="secondary" busy={busy} disabled={editor.conflict !== null} onClick={() => void editor.publishing.unpublish()}>
            <FormattedMessage id="admin.articles.action.unschedule" defaultMessage="Cancel the schedule" />
          </Button>
        )}
        {editor.mayPublish && editor.article !== null && (
          <Button variant="secondary" disabled={busy} onClick={() => setDeleting(true)}>
            <FormattedMessage id="admin.articles.action.delete" defaultMessage="Delete" />
          </Button>
        )}
      </div>
    </>
  );
});
