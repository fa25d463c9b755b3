import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ARTICLE_LIMITS } from '../../../../contracts/adminArticles';
import type { Locale } from '../../../../contracts/common';
import type { Topic } from '../../../../contracts/content';
import type { ArticleEditorStore } from '../../../stores/admin/ArticleEditorStore';
import * as styles from '../desk/Desk.module.css';
import { fieldNames } from './articleMessages';

export interface TopicPickerProps {
  readonly editor: ArticleEditorStore;
  /** The site's topics; null when they did not load (the article can still be written and saved). */
  readonly topics: readonly Topic[] | null;
  readonly locale: Locale;
}

/**
 * The article's topics: a checkbox per topic, up to three (the others are disabled then, and the hint says why).
 * Readers find the article on each topic's page and in its chips under the headline.
 */
export const TopicPicker = observer(function TopicPicker({ editor, topics, locale }: TopicPickerProps) {
  const intl = useIntl();
  const hintId = useId();
  const chosen = editor.values.topics ?? [];
  const full = chosen.length >= ARTICLE_LIMITS.topics;
  return (
    <fieldset className={styles.topics} aria-describedby={hintId}>
      <legend className={styles.label}>{intl.formatMessage(fieldNames.topics)}</legend>
      <p id={hintId} className={styles.hint}>
        {topics === null ? (
          <FormattedMessage id="admin.articles.topics.failed" defaultMessage="The topics did not load. Reload the page to choose them; what is chosen stays." />
        ) : (
          <FormattedMessage
            id="admin.articles.topics.hint"
            defaultMessage="Up to {max, number}: {count, plural, =0 {none chosen} one {# chosen} other {# chosen}}."
            values={{ max: ARTICLE_LIMITS.topics, count: chosen.length }}
          />
        )}
      </p>
      {topics !== null && (
        <ul className={styles.topicList}>
          {topics.map((topic) => {
            const checked = chosen.includes(topic._id);
            return (
              <li key={topic._id}>
                <label className={styles.topic}>
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => editor.toggleTopic(topic._id)} />
                  {topic.data[locale].name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
});
