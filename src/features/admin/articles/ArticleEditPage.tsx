import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { ArticleHistory } from './ArticleHistory';
import { ArticleSettings } from './ArticleSettings';
import { ConflictView } from './ConflictView';
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
import { useOpenEditor } from '../desk/useOpenEditor';
import { deskEditorGate } from '../desk/deskEditorGate';

/** /admin/articles/new and /admin/articles/:id: the article's settings, its three languages and its actions. */
export const ArticleEditPage = observer(function ArticleEditPage({ id }: { readonly id: string | null }) {
  const desk = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const [, navigate] = useLocation();
  // ?focus=zh-tw: opened from the inbox on a story just started, its title in the reader's language takes focus.
  const focusTitle = oneOf(new URLSearchParams(useSearch()).get('focus'), LOCALES) || null;
  const editor = useOpenEditor(desk, (kept) => id !== null && kept.id === id, () => desk.open(id));

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

  const gate = deskEditorGate(editor, heading, (error) => errorText(intl, error), <FormattedMessage id="admin.articles.retry" defaultMessage="Try again" />);
  if (gate !== null || !editor) return gate;
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
