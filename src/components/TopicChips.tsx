import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as chips from './Chips.module.css';
import * as styles from './TopicChips.module.css';

export interface TopicChipsProps {
  /** The story's topics in the reader's language, each with its page's path within the locale. */
  readonly topics: readonly { readonly id: string; readonly name: string; readonly href: string }[];
}

/**
 * A story's topics under its body, as chips leading to each topic's page: the way on to more of the same subject
 * from other sections. Nothing at all when the story has none.
 */
export function TopicChips({ topics }: TopicChipsProps) {
  const headingId = useId();
  if (topics.length === 0) return null;
  return (
    <section className={`${styles.topics} no-print`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <FormattedMessage id="article.topics" defaultMessage="Topics" />
      </h2>
      <ul className={chips.chips}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link href={topic.href} className={chips.chip}>
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
