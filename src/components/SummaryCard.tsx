import type { ReactNode } from 'react';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary } from '../../contracts/content';
import { textIn } from '../../contracts/editions';
import { ArticleCard, type ArticleCardProps } from './ArticleCard';
import { StoryMeta } from './StoryMeta';

export interface SummaryCardProps {
  readonly article: ArticleSummary;
  readonly locale: Locale;
  /** The standfirst under the title (the grids, the essentials); the strips leave it out. */
  readonly withDescription?: boolean;
  /** The number of comments in the meta (a section's or an author's listing). */
  readonly withComments?: boolean;
  readonly layout?: ArticleCardProps['layout'];
  readonly kicker?: ReactNode;
  readonly eager?: boolean;
  /** The page's LCP picture: fetched first, never lazily (one per page). */
  readonly priority?: boolean;
  /** Laid out across its row (a section's opening story). */
  readonly wide?: boolean;
}

/** An article in a list, as a card: its link, title in the reader's language, picture and meta. */
export function SummaryCard({ article, locale, withDescription = false, withComments = false, layout, kicker, eager, priority, wide }: SummaryCardProps) {
  const text = textIn(article.data, locale);
  return (
    <ArticleCard
      layout={layout}
      href={`/${article.slug}`}
      title={text.title}
      description={withDescription ? text.description : undefined}
      image={article.image}
      kicker={kicker}
      eager={eager}
      priority={priority}
      wide={wide}
      meta={
        <StoryMeta
          publishedAt={article.publishedAt}
          updatedAt={article.updatedAt}
          readingMinutes={article.readingMinutes}
          comments={withComments ? article.commentsCount : undefined}
        />
      }
    />
  );
}
