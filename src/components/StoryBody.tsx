import type { ImageRef } from '../../contracts/common';
import { Picture } from './Picture';
import { RichText } from './RichText';
import * as styles from './StoryBody.module.css';

export interface StoryBodyProps {
  /** The lead picture, when the story has one. */
  readonly image?: ImageRef | undefined;
  /** The story's HTML from the server (sanitized by RichText). */
  readonly html: string;
  /** What the picture shows, for readers who do not see it; without one the picture is treated as decoration. */
  readonly imageAlt?: string | undefined;
  readonly imageCaption?: string | undefined;
  readonly imageCredit?: string | undefined;
}

/** An article's or a post's lead picture (with its caption and credit) and text, one column wide. */
export function StoryBody({ image, html, imageAlt, imageCaption, imageCredit }: StoryBodyProps) {
  return (
    <>
      {image && (
        <figure className={styles.hero}>
          <Picture image={image} alt={imageAlt ?? ''} eager sizes="(max-width: 767px) 100vw, 760px" className={styles.heroImage} />
          {(imageCaption || imageCredit) && (
            <figcaption className={styles.caption}>
              {imageCaption && <span>{imageCaption}</span>}
              {imageCredit && <span className={styles.credit}>{imageCredit}</span>}
            </figcaption>
          )}
        </figure>
      )}
      <RichText html={html} className={styles.body} />
    </>
  );
}
