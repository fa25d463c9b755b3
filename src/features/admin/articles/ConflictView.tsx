import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import { useStores } from '../../../hooks/StoresContext';
import type { ArticleEditorStore, ConflictPlace } from '../../../stores/admin/ArticleEditorStore';
import type { FieldPath } from '../../../stores/admin/articleValues';
import { DeskConflictPanel } from '../desk/DeskConflictPanel';
import { useDesk } from '../desk/DeskContext';
import { fieldLabel } from './articleMessages';

/**
 * Someone else saved the article first: every field that differs (sections, authors and topics by name). It opens
 * where the editor was (`place`): beside the action bar, taking focus, after a Save or Publish pressed there; at the
 * top after an autosave.
 */
export const ConflictView = observer(function ConflictView({ editor, place }: { readonly editor: ArticleEditorStore; readonly place: ConflictPlace }) {
  const intl = useIntl();
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
  if (!conflict || editor.conflictPlace !== place) return null;
  return (
    <DeskConflictPanel
      title={<FormattedMessage id="admin.articles.conflict.title" defaultMessage="Someone else has saved this article since you opened it" />}
      text={
        <FormattedMessage
          id="admin.articles.conflict.text"
          defaultMessage="{name} saved version {version} on {when}. Compare the fields that differ, then keep their version or save yours over it."
          values={{
            name: conflict.theirs.updatedBy,
            version: conflict.theirs.version,
            when: intl.formatDate(conflict.theirs.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          }}
        />
      }
      rows={editor.differences.map((difference) => ({
        key: difference.field,
        label: fieldLabel(intl, difference.field),
        theirs: named(difference.field, difference.theirs),
        mine: named(difference.field, difference.mine),
      }))}
      busy={editor.updating}
      onKeepTheirs={() => editor.keepTheirs()}
      onSaveMine={() => void editor.saveMine()}
      takeFocus={place === 'actions'}
    />
  );
});
