import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxEditor, InboxItem } from '../../../../contracts/adminInbox';
import * as desk from '../desk/Desk.module.css';

export interface InboxAssigneeProps {
  readonly item: InboxItem;
  readonly editors: readonly InboxEditor[];
  readonly busy: boolean;
  readonly onAssign: (editorId: string | null) => void;
}

/** Whom the letter is assigned to: any editor, or nobody; changed as it is chosen. */
export function InboxAssignee({ item, editors, busy, onAssign }: InboxAssigneeProps) {
  const intl = useIntl();
  const id = useId();
  // The list's editors, and the one assigned even if the list has not loaded (opened from a link).
  const choices = item.assignee && !editors.some((editor) => editor._id === item.assignee?._id) ? [...editors, item.assignee] : editors;
  return (
    <div className={desk.filterField}>
      <label htmlFor={id} className={desk.label}>
        <FormattedMessage id="admin.inbox.assignee" defaultMessage="Assigned to" />
      </label>
      <select
        id={id}
        className={desk.input}
        value={item.assignee?._id ?? ''}
        aria-busy={busy || undefined}
        onChange={(event) => onAssign(event.target.value || null)}
      >
        <option value="">{intl.formatMessage({ id: 'admin.inbox.nobody', defaultMessage: 'Nobody' })}</option>
        {choices.map((editor) => (
          <option key={editor._id} value={editor._id}>
            {editor.name}
          </option>
        ))}
      </select>
    </div>
  );
}
