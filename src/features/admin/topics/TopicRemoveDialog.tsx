import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../contracts/common';
import type { TopicsStore } from '../../../stores/admin/TopicsStore';
import * as desk from '../desk/Desk.module.css';
import { DeskConfirmDialog } from '../desk/DeskConfirmDialog';
import * as actions from '../desk/DeskActions.module.css';

/**
 * Asks before a topic goes. No article has it: it is deleted. Some do: the dialog says how many, and the topic is
 * merged into the one chosen — its articles move there.
 */
export const TopicRemoveDialog = observer(function TopicRemoveDialog({ topics, locale }: { readonly topics: TopicsStore; readonly locale: Locale }) {
  const intl = useIntl();
  const selectId = useId();
  const errorId = useId();
  const removal = topics.removal;
  const topic = removal?.topic;
  const name = topic?.data[locale].name ?? '';
  const count = topic?.articles ?? 0;
  const others = topics.topics.filter((one) => one._id !== topic?._id);
  return (
    <DeskConfirmDialog
      open={removal !== null}
      title={
        count > 0 ? (
          <FormattedMessage id="admin.topics.confirmMerge.title" defaultMessage="Merge “{name}” into another topic?" values={{ name }} />
        ) : (
          <FormattedMessage id="admin.topics.confirmDelete.title" defaultMessage="Delete “{name}”?" values={{ name }} />
        )
      }
      text={
        count > 0 ? (
          <FormattedMessage
            id="admin.topics.confirmMerge.text"
            defaultMessage="{count, plural, one {# article has} other {# articles have}} this topic, so it cannot simply be deleted. Choose the topic {count, plural, one {it moves} other {they move}} to; “{name}” and its page then go."
            values={{ name, count }}
          />
        ) : (
          <FormattedMessage id="admin.topics.confirmDelete.text" defaultMessage="No article has it. Its page goes with it." />
        )
      }
      keepLabel={<FormattedMessage id="admin.topics.confirm.keep" defaultMessage="Cancel" />}
      confirmLabel={
        count > 0 ? (
          <FormattedMessage id="admin.topics.confirmMerge.confirm" defaultMessage="Merge" />
        ) : (
          <FormattedMessage id="admin.topics.confirmDelete.confirm" defaultMessage="Delete" />
        )
      }
      busy={topics.updating}
      onCancel={() => topics.cancelRemove()}
      onConfirm={() => void topics.confirmRemove()}
    >
      {removal && count > 0 && (
        <div className={desk.field}>
          <label htmlFor={selectId} className={desk.label}>
            <FormattedMessage id="admin.topics.mergeInto" defaultMessage="Move the articles to" />
          </label>
          <select
            id={selectId}
            className={actions.select}
            value={removal.into}
            aria-invalid={removal.intoMissing || undefined}
            aria-describedby={removal.intoMissing ? errorId : undefined}
            onChange={(event) => topics.chooseInto(event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'admin.topics.mergeChoose', defaultMessage: 'Choose a topic' })}</option>
            {others.map((one) => (
              <option key={one._id} value={one._id}>
                {one.data[locale].name}
              </option>
            ))}
          </select>
          {removal.intoMissing && (
            <p id={errorId} className={desk.error}>
              <FormattedMessage id="admin.topics.mergeIntoMissing" defaultMessage="Choose the topic the articles move to." />
            </p>
          )}
        </div>
      )}
    </DeskConfirmDialog>
  );
});
