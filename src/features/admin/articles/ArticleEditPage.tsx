import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Loader } from '../../../components/Loader';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import { ArticleHistory } from './ArticleHistory';
import { ArticleSettings } from './ArticleSettings';
import { ConflictView } from './ConflictView';
import { DeskLoadFailed } from '../desk/DeskLoadFailed';
import * as styles from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { Link, useLocation, useSearch } from 'wouter';
import { LOCALES } from '../../../../contracts/common';
import { oneOf } from '../../../stores/admin/deskList';
import { EditorActions } from './EditorActions';
import { EditorStatusBar } from './EditorStatusBar';
import { LanguageTabs } from './LanguageTabs';
import { errorText } from './articleMessages';
import { DeskRestoreOffer } from '../desk/DeskRestoreOffer';
import { useLeaveGuard } from '../desk/useLeaveGuard';

/** /admin/articles/new and /admin/articles/:id: the article's settings, its three languages and its actions. */
export const ArticleEditPage = observer(function ArticleEditPage({ id }: { readonly id: string | null }) {
  const desk = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const [, navigate] = useLocation();
  // ?focus=zh-tw: opened from the inbox on a story just started, its title in the reader's language takes focus.
  const focusTitle = oneOf(new URLSearchParams(useSearch()).get('focus'), LOCALES) || null;
  const [editor, setEditor] = useState<ArticleEditorStore | null>(() => (id !== null && desk.editor?.id === id ? desk.editor : null));

  useEffect(() => {
    let current = editor;
    if (!current) {
      let cancelled = false;
      void desk.open(id).then((opened) => {
        current = opened;
        if (!cancelled) setEditor(opened);
      });
      return () => {
        cancelled = true;
        if (current) desk.close(current);
      };
    }
    desk.adopt(current);
    return () => {
      if (current) desk.close(current);
    };
    // The editor is opened once per article; `id` changes remount the page (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [desk, id]);

  // A new article saved for the first time gets its own address; a deleted one goes back to the list.
  const createdId = editor?.id ?? null;
  const deleted = editor?.publishing.deleted ?? false;
  useEffect(() => {
    if (deleted) navigate('/articles', { replace: true });
    else if (id === null && createdId !== null) navigate(`/articles/${createdId}`, { replace: true });
  }, [deleted, createdId, id, navigate]);

  useLeaveGuard(desk, editor?.dirty ?? false);

  const heading =
    id === null
      ? intl.formatMessage({ id: 'admin.articles.newTitle', defaultMessage: 'New article' })
      : intl.formatMessage({ id: 'admin.articles.editTitle', defaultMessage: 'Edit article' });
  useDocumentTitle(heading, config.product.name[locale]);

  if (!editor || editor.loadStatus === 'loading') return <Loader />;
  if (editor.loadStatus === 'error') {
    if (editor.error?.kind === 'notFound') return <NotFoundPanel />;
    return (
      <DeskLoadFailed
        title={heading}
        text={editor.error ? errorText(intl, editor.error) : ''}
        retry={<FormattedMessage id="admin.articles.retry" defaultMessage="Try again" />}
        onRetry={() => void editor.load()}
      />
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Link href="/articles" className={styles.backLink}>
        <FormattedMessage id="admin.articles.backToList" defaultMessage="All articles" />
      </Link>
      <h1 id={titleId} className={styles.title}>
        {heading}
      </h1>
      <EditorStatusBar editor={editor} />
      <DeskRestoreOffer
        editor={editor}
        text={(savedAt) => (
          <FormattedMessage
            id="admin.articles.restore.text"
            defaultMessage="You changed this article on {when} and those changes never reached the server. Restore them to keep working, or discard them to keep the saved version."
            values={{ when: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        )}
      />
      <ConflictView editor={editor} place="top" />
      <form className={styles.editor} noValidate onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}>
        <ArticleSettings
          editor={editor}
          categories={desk.categories.data ?? []}
          authors={desk.authors.data ?? []}
          topics={desk.topics.status === 'error' ? null : (desk.topics.data ?? [])}
          locale={locale}
        />
        <LanguageTabs editor={editor} focusTitle={focusTitle} />
      </form>
      <EditorActions editor={editor} locale={locale} />
      {editor.id !== null && <ArticleHistory editor={editor} />}
    </section>
  );
});
