import { useId, type ReactNode } from 'react';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary } from '../../contracts/content';
import * as styles from './ArticleGrid.module.css';
import { Pagination } from './Pagination';
import { SummaryCard } from './SummaryCard';

export interface ArticleGridProps {
  /** The list's heading (which list, which page). */
  readonly heading: ReactNode;
  readonly articles: readonly ArticleSummary[];
  readonly locale: Locale;
  readonly page: number;
  readonly pageCount: number;
  readonly hrefFor: (page: number) => string;
}

/** One page of articles as cards, one to three across, with the links to the other pages. */
export function ArticleGrid({ heading, articles, locale, page, pageCount, hrefFor }: ArticleGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {articles.map((article, index) => (
          <li key={article._id}>
            <SummaryCard article={article} locale={locale} withDescription withComments eager={index < 3} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
