import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { useStores } from '../../../hooks/StoresContext';
import { Button } from '../../../components/Button';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import type { FieldPath } from '../../../stores/admin/articleValues';
import { useDesk } from './DeskContext';
import * as styles from './Desk.module.css';
import { fieldLabel } from './deskMessages';

/**
 * Someone else saved first: every field that differs, theirs beside mine, and the two ways out — keep theirs,
 * or save mine over it knowingly. Nothing is overwritten before the editor has seen it.
 */
export const ConflictView = observer(function ConflictView({ editor }: { readonly editor: ArticleEditorStore }) {
  const intl = useIntl();
  const titleId = useId();
  const { categories, authors, topics } = useDesk();
  const { locale } = useStores();
  // Sections, subsections, authors and topics are ids in the values: the editor compares their names.
  const named = (field: FieldPath, text: string): string => {
    const nameOf = (list: readonly { _id: string; data: Record<Locale, { name: string }> }[] | undefined, id: string) =>
      list?.find((item) => item._id === id)?.data[locale].name ?? id;
    if (text === '') return text;
    if (field === 'category') return nameOf(categories.data, text);
    if (field === 'subcategory') return nameOf(categories.data?.flatMap((category) => category.subcategories), text);
    if (field === 'authorId') return nameOf(authors.data, text);
    if (field === 'topics') return text.split(', ').map((id) => nameOf(topics.data, id)).join(', ');
    return text;
  };
  const conflict = editor.conflict;
  if (!conflict) return null;
  const empty = intl.formatMessage({ id: 'admin.articles.conflict.empty', defaultMessage: '(empty)' });
  return (
    <section className={`${styles.notice} ${styles.conflict}`} aria-labelledby={titleId} role="region">
      <h2 id={titleId} className={styles.noticeTitle}>
        <FormattedMessage id="admin.articles.conflict.title" defaultMessage="Someone else has saved this article since you opened it" />
      </h2>
      <p>
        <FormattedMessage
          id="admin.articles.conflict.text"
          defaultMessage="{name} saved version {version} on {when}. Compare the fields that differ, then keep their version or save yours over it."
          values={{
            name: conflict.theirs.updatedBy,
            version: conflict.theirs.version,
            when: intl.formatDate(conflict.theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
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
            {editor.differences.map((difference) => (
              <tr key={difference.field}>
                <th scope="row">{fieldLabel(intl, difference.field)}</th>
                <td className={styles.compare}>{named(difference.field, difference.theirs) || empty}</td>
                <td className={styles.compare}>{named(difference.field, difference.mine) || empty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={() => editor.keepTheirs()}>
          <FormattedMessage id="admin.articles.conflict.keepTheirs" defaultMessage="Keep their version" />
        </Button>
        <Button busy={editor.updating} onClick={() => void editor.saveMine()}>
          <FormattedMessage id="admin.articles.conflict.saveMine" defaultMessage="Save mine over theirs" />
        </Button>
      </div>
    </section>
  );
});
