import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ImageRef } from '../../contracts/common';
import { clockDuration } from '../lib/duration';
import * as styles from './VideoCard.module.css';
import { Phrased } from './Phrased';

export interface VideoCardProps {
  readonly src: string;
  readonly poster: ImageRef;
  readonly title: string;
  readonly description?: string;
  readonly meta?: ReactNode;
  readonly headingLevel?: 2 | 3;
  /** Shown on the poster until the clip first plays, as video sites do. */
  readonly durationSeconds?: number;
}

/**
 * A playable clip. preload="none": a page of videos fetches only posters until the reader presses play. The
 * player is named by the title, so "play" is announced with what plays. Before it plays, the poster shows the
 * clip's length.
 */
export function VideoCard({ src, poster, title, description, meta, headingLevel = 3, durationSeconds }: VideoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [played, setPlayed] = useState(false);
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
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
          onPlay={() => setPlayed(true)}
        />
        {durationSeconds !== undefined && !played && (
          <span className={styles.duration}>
            <FormattedMessage
              id="video.duration"
              defaultMessage="<hidden>Length </hidden>{duration}"
              values={{ duration: clockDuration(durationSeconds), hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
            />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Phrased text={title} />
        </Heading>
        {description && (
          <p className={styles.description}>
            <Phrased text={description} />
          </p>
        )}
        {meta !== undefined && <div className={styles.meta}>{meta}</div>}
      </div>
    </article>
  );
}
