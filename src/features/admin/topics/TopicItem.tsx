import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AdminTopic } from '../../../../contracts/adminTopics';
import type { Locale } from '../../../../contracts/common';
import { HTML_LANG } from '../../../i18n/locales';
import type { TopicsStore } from '../../../stores/admin/TopicsStore';
import * as actions from '../desk/DeskActions.module.css';
import type { RowMoveButtons } from '../desk/DeskOrderedList';
import * as items from '../desk/DeskItems.module.css';

export interface TopicItemProps {
  readonly topic: AdminTopic;
  readonly index: number;
  readonly count: number;
  readonly topics: TopicsStore;
  readonly locale: Locale;
  /** The row's move buttons, from the desk's ordered list (focus follows the moved row). */
  readonly move: RowMoveButtons;
}

/** One topic: its name in the desk's language, its address, how many articles have it; rename, move, delete or merge. */
export const TopicItem = observer(function TopicItem({ topic, index, count, topics, locale, move }: TopicItemProps) {
  const intl = useIntl();
  const name = topic.data[locale].name;
  return (
    <li className={items.item}>
      <div className={items.row}>
        <div className={items.names}>
          <h2 className={items.name} lang={HTML_LANG[locale]}>
            {name}
          </h2>
          <p className={items.detail}>{intl.formatMessage({ id: 'admin.topics.address', defaultMessage: 'Page: {path}' }, { path: `/topics/${topic.slug}` })}</p>
          <p className={items.detail}>
            {intl.formatMessage(
              { id: 'admin.topics.articles', defaultMessage: '{count, plural, =0 {No article has it} one {# article} other {# articles}}' },
              { count: topic.articles },
            )}
          </p>
        </div>
        <div className={actions.actions}>
          <button
            type="button"
            className={actions.action}
            aria-label={intl.formatMessage({ id: 'admin.topics.renameNamed', defaultMessage: 'Rename {name}' }, { name })}
            onClick={() => topics.startEdit(topic._id)}
          >
            {intl.formatMessage({ id: 'admin.topics.rename', defaultMessage: 'Rename' })}
          </button>
          {move({ id: topic._id, name, first: index === 0, last: index === count - 1, onMove: (direction) => void topics.move(topic._id, direction) })}
          <button
            type="button"
            className={`${actions.action} ${actions.danger}`}
            aria-label={
              topic.articles > 0
                ? intl.formatMessage({ id: 'admin.topics.mergeNamed', defaultMessage: 'Merge {name} into another topic' }, { name })
                : intl.formatMessage({ id: 'admin.topics.deleteNamed', defaultMessage: 'Delete {name}' }, { name })
            }
            onClick={() => topics.askRemove(topic._id)}
          >
            {topic.articles > 0
              ? intl.formatMessage({ id: 'admin.topics.merge', defaultMessage: 'Merge' })
              : intl.formatMessage({ id: 'admin.topics.delete', defaultMessage: 'Delete' })}
          </button>
        </div>
      </div>
    </li>
  );
});
