import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Locale } from '../../../contracts/common';
import type { ArticleSummary } from '../../../contracts/content';
import { ArticleCard } from '../../components/ArticleCard';
import * as styles from './ArticlePage.module.css';
import { textIn } from '../../../contracts/editions';

export interface RelatedStoriesProps {
  readonly related: readonly ArticleSummary[];
  readonly locale: Locale;
  /** The article's section, named in the heading. */
  readonly categoryName?: string;
}

/** Newer stories from the same section, under the article. */
export function RelatedStories({ related, locale, categoryName }: RelatedStoriesProps) {
  const titleId = useId();
  if (related.length === 0) return null;
  return (
    <section className={`${styles.related} no-print`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.relatedTitle}>
        {categoryName ? (
          <FormattedMessage id="article.relatedIn" defaultMessage="More in {category}" values={{ category: categoryName }} />
        ) : (
          <FormattedMessage id="article.related" defaultMessage="Related stories" />
        )}
      </h2>
      <div className={styles.relatedGrid}>
        {related.map((item) => (
          <ArticleCard
            key={item._id}
            href={`/${item.slug}`}
            title={textIn(item.data, locale).title}
            image={item.image}
            meta={<FormattedDate value={item.publishedAt} year="numeric" month="short" day="numeric" />}
          />
        ))}
      </div>
    </section>
  );
}
