import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { WritersStore } from '../../../stores/admin/WritersStore';
import { writerName } from '../../../stores/admin/writerValues';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';

/**
 * Asks before a writer is deleted. One with articles cannot be: the dialog says how many they have and offers to
 * make them inactive instead (their page and bylines stay; the article editor no longer offers them).
 */
export const DeleteWriterDialog = observer(function DeleteWriterDialog({ writers, locale }: { readonly writers: WritersStore; readonly locale: Locale }) {
  const writer = writers.pendingDelete;
  const name = writer ? writerName(writer, locale) : '';
  const count = writer?.articles ?? 0;
  const inactive = writer !== null && !writer.active;
  return (
    <DeskConfirmDialog
      open={writer !== null}
      title={
        count > 0 ? (
          <FormattedMessage id="admin.writers.confirmDelete.hasArticlesTitle" defaultMessage="{name} cannot be deleted" values={{ name }} />
        ) : (
          <FormattedMessage id="admin.writers.confirmDelete.title" defaultMessage="Delete {name}?" values={{ name }} />
        )
      }
      text={
        count > 0 ? (
          <FormattedMessage
            id="admin.writers.confirmDelete.hasArticles"
            defaultMessage="{name} has {count, plural, one {# article} other {# articles}}: deleting them would take the byline off {count, plural, one {it} other {them}}. {inactive, select, true {They are already inactive.} other {Make them inactive instead: their page and bylines stay, and the article editor no longer offers them.}}"
            values={{ name, count, inactive: String(inactive) }}
          />
        ) : (
          <FormattedMessage id="admin.writers.confirmDelete.text" defaultMessage="Their page and its old addresses go with them. This cannot be undone." />
        )
      }
      keepLabel={<FormattedMessage id="admin.writers.confirmDelete.keep" defaultMessage="Cancel" />}
      confirmLabel={
        count > 0 ? (
          inactive ? null : <FormattedMessage id="admin.writers.confirmDelete.deactivate" defaultMessage="Make inactive" />
        ) : (
          <FormattedMessage id="admin.writers.confirmDelete.confirm" defaultMessage="Delete" />
        )
      }
      busy={writers.pending}
      onCancel={() => writers.cancelDelete()}
      onConfirm={() => void writers.confirmDelete()}
    />
  );
});
