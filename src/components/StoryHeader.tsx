import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ImageRef } from '../../contracts/common';
import { laterUpdate } from '../lib/updatedAt';
import { Picture } from './Picture';
import * as styles from './StoryHeader.module.css';
import { Phrased } from './Phrased';

export interface StoryHeaderProps {
  /** The id the page's landmark points at (aria-labelledby). */
  readonly titleId: string;
  readonly title: string;
  readonly standfirst?: string;
  /** The section, usually a link to it. */
  readonly kicker?: ReactNode;
  /** Who wrote it, already worded ("By …"). */
  readonly byline?: ReactNode;
  readonly avatar?: ImageRef;
  readonly publishedAt: string;
  /** When it was last changed: shown as "Updated …" only when later than publication. */
  readonly updatedAt?: string | undefined;
  readonly readingMinutes?: number;
}

/** The top of an article or post: section, title, standfirst, and who wrote it when. */
export function StoryHeader({ titleId, title, standfirst, kicker, byline, avatar, publishedAt, updatedAt, readingMinutes }: StoryHeaderProps) {
  const updated = laterUpdate(publishedAt, updatedAt);
  return (
    <header className={styles.header}>
      {kicker !== undefined && <p className={styles.kicker}>{kicker}</p>}
      <h1 id={titleId} className={styles.title}>
        <Phrased text={title} />
      </h1>
      {standfirst && (
        <p className={styles.standfirst}>
          <Phrased text={standfirst} />
        </p>
      )}
      <div className={styles.byline}>
        {avatar && <Picture image={avatar} alt="" className={styles.avatar} sizes="48px" eager />}
        <div className={styles.bylineText}>
          {byline !== undefined && <p className={styles.author}>{byline}</p>}
          <p className={styles.meta}>
            <span className={styles.item}>
              <span aria-hidden="true" className={styles.dot} />
              <time dateTime={publishedAt}>
                <FormattedDate value={publishedAt} year="numeric" month="long" day="numeric" />
              </time>
            </span>
            {updated !== undefined && (
              <span className={styles.item}>
                <span aria-hidden="true" className={styles.dot} />
                <time dateTime={updated}>
                  <FormattedMessage
                    id="story.updated"
                    defaultMessage="Updated {date}"
                    values={{ date: <FormattedDate value={updated} year="numeric" month="long" day="numeric" /> }}
                  />
                </time>
              </span>
            )}
            {readingMinutes !== undefined && (
              <span className={styles.item}>
                <span aria-hidden="true" className={styles.dot} />
                <FormattedMessage
                  id="story.readingTime"
                  defaultMessage="{minutes, plural, one {# min read} other {# min read}}"
                  values={{ minutes: readingMinutes }}
                />
              </span>
            )}
          </p>
        </div>
      </div>
    </header>
  );
}
