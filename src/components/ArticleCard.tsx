import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ImageRef } from '../../contracts/common';
import * as styles from './ArticleCard.module.css';
import { Picture } from './Picture';
import { Phrased } from './Phrased';

export interface ArticleCardProps {
  readonly href: string;
  readonly title: string;
  readonly description?: string;
  readonly image?: ImageRef;
  /** A short label above the title (the section, "Video" …). */
  readonly kicker?: ReactNode;
  /** A line below the text (date, reading time, likes …). */
  readonly meta?: ReactNode;
  /**
   * `lead`: a top story, its picture large (beside the text from 768 px); `front`: the home page's lead, its
   * picture wide above the text, so the headlines beside it fit above the fold.
   */
  readonly layout?: 'stacked' | 'row' | 'compact' | 'lead' | 'front';
  readonly eager?: boolean;
  /** Laid out across its row, the picture beside the text from 768 px (a section's opening story): as wide as a lead's. */
  readonly wide?: boolean;
  /** The page's largest picture (the home page's top story, a section's first card): fetched first. */
  readonly priority?: boolean;
  readonly headingLevel?: 2 | 3;
}

/** How wide each layout shows its picture (ArticleCard.module.css, the grids around it; 1200 px content). */
const SIZES: Record<NonNullable<ArticleCardProps['layout']>, string> = {
  stacked: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, (max-width: 1199px) 34vw, 400px',
  row: '(max-width: 767px) 40vw, 280px',
  compact: '96px',
  lead: '(max-width: 767px) 100vw, (max-width: 1199px) 60vw, 720px',
  front: '(max-width: 1023px) 100vw, (max-width: 1199px) 62vw, 720px',
};

/**
 * One story in a list. The title is the only link (one tab stop, a link named by the title); the whole card is
 * clickable through the link's stretched box. The picture is decorative: the title already names it.
 */
export function ArticleCard({
  href,
  title,
  description,
  image,
  kicker,
  meta,
  layout = 'stacked',
  eager = false,
  priority = false,
  wide = false,
  headingLevel = 3,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      {image && (
        <div className={styles.media}>
          <Picture image={image} alt="" sizes={wide ? SIZES.lead : SIZES[layout]} eager={eager} priority={priority} className={styles.image} />
        </div>
      )}
      <div className={styles.body}>
        {kicker !== undefined && <p className={styles.kicker}>{kicker}</p>}
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            <Phrased text={title} />
          </Link>
        </Heading>
        {description && layout !== 'compact' && (
          <p className={styles.description}>
            <Phrased text={description} />
          </p>
        )}
        {meta !== undefined && <div className={styles.meta}>{meta}</div>}
      </div>
    </article>
  );
}
