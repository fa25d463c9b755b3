import type { ReactNode } from 'react';
import type { ImageRef } from '../../contracts/common';
import * as styles from './VideoCard.module.css';

export interface VideoCardProps {
  readonly src: string;
  readonly poster: ImageRef;
  readonly title: string;
  readonly description?: string;
  readonly meta?: ReactNode;
  readonly headingLevel?: 2 | 3;
}

/**
 * A playable clip. preload="none": a page of videos fetches only posters until the reader presses play. The
 * player is named by the title, so "play" is announced with what plays.
 */
export function VideoCard({ src, poster, title, description, meta, headingLevel = 3 }: VideoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <video
        className={styles.video}
        src={src}
        poster={poster.path}
        width={poster.width}
        height={poster.height}
        controls
        preload="none"
        playsInline
        aria-label={title}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
        {meta !== undefined && <div className={styles.meta}>{meta}</div>}
      </div>
    </article>
  );
}
