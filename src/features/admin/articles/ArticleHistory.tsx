import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import * as styles from './History.module.css';
import { errorText } from './articleMessages';
import { RevisionChanges } from './RevisionChanges';

/**
 * An article's history (docs/decisions/070): each revision with its editor and time, the one readers see marked
 * live; a revision's changes against the one before it; and its restore, asked first (it replaces the working copy,
 * as a new revision, and never removes one).
 */
export const ArticleHistory = observer(function ArticleHistory({ editor }: { readonly editor: ArticleEditorStore }) {
  const intl = useIntl();
  const titleId = useId();
  const listId = useId();
  const history = editor.history;
  const [restoring, setRestoring] = useState<number | null>(null);
  const published = editor.article?.status === 'published';
  return (
    <section className={styles.history} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="admin.articles.history.title" defaultMessage="History" />
        </h2>
        <Button variant="secondary" aria-expanded={history.open} aria-controls={listId} busy={history.status === 'loading'} onClick={() => void history.toggle()}>
          {history.open ? (
            <FormattedMessage id="admin.articles.history.hide" defaultMessage="Hide the history" />
          ) : (
            <FormattedMessage id="admin.articles.history.show" defaultMessage="Show the history" />
          )}
        </Button>
      </div>
      <div id={listId} hidden={!history.open}>
        {history.error && (
          <p role="alert">{errorText(intl, history.error)}</p>
        )}
        {history.open && history.status === 'ready' && (
          <ol className={styles.list} aria-label={intl.formatMessage({ id: 'admin.articles.history.list', defaultMessage: 'Revisions, newest first' })}>
            {history.revisions.map((revision) => {
              const shown = history.shown?.revision.number === revision.number;
              return (
                <li key={revision.number} className={styles.revision} data-shown={shown}>
                  <div className={styles.about}>
                    <span>
                      <span className={styles.number}>
                        <FormattedMessage id="admin.articles.history.revision" defaultMessage="Revision {number}" values={{ number: revision.number }} />
                      </span>
                      {revision.live && (
                        <span className={styles.live}>
                          <FormattedMessage id="admin.articles.history.live" defaultMessage="Live" />
                        </span>
                      )}
                    </span>
                    <span className={styles.meta}>
                      <FormattedMessage
                        id="admin.articles.history.by"
                        defaultMessage="{name}, {when}"
                        values={{
                          name: revision.createdBy || intl.formatMessage({ id: 'admin.articles.history.someone', defaultMessage: 'an editor' }),
                          when: intl.formatDate(revision.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                        }}
                      />
                      {revision.restoredFrom !== null && (
                        <>
                          {' · '}
                          <FormattedMessage
                            id="admin.articles.history.restoredFrom"
                            defaultMessage="restored from revision {number}"
                            values={{ number: revision.restoredFrom }}
                          />
                        </>
                      )}
                    </span>
                  </div>
                  <Button variant="secondary" aria-pressed={shown} busy={history.opening === revision.number} onClick={() => void history.show(revision.number)}>
                    <FormattedMessage id="admin.articles.history.showChanges" defaultMessage="Show changes" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        {history.open && <RevisionChanges history={history} busy={editor.updating} onRestore={editor.mayChange ? setRestoring : undefined} />}
      </div>
      <DeskConfirmDialog
        open={restoring !== null}
        title={<FormattedMessage id="admin.articles.history.restoreTitle" defaultMessage="Restore revision {number}?" values={{ number: restoring ?? 0 }} />}
        text={
          published ? (
            <FormattedMessage
              id="admin.articles.history.restoreTextPublished"
              defaultMessage="It becomes the working copy, saved as a new revision; every revision stays in the history. Unsaved changes in the form give way to it. Readers keep the live page until you update it."
            />
          ) : (
            <FormattedMessage
              id="admin.articles.history.restoreText"
              defaultMessage="It becomes the working copy, saved as a new revision; every revision stays in the history. Unsaved changes in the form give way to it."
            />
          )
        }
        keepLabel={<FormattedMessage id="admin.articles.history.keep" defaultMessage="Keep the working copy" />}
        confirmLabel={<FormattedMessage id="admin.articles.history.confirmRestore" defaultMessage="Restore" />}
        busy={editor.updating}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const number = restoring;
          if (number !== null) void history.restore(number).then(() => setRestoring(null));
        }}
      />
    </section>
  );
});
