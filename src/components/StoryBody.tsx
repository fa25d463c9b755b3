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

/** The story's column: the screen's width up to 1023 px (edge to edge on a phone), then 42.5rem (ArticlePage). */
const LEAD_SIZES = '(max-width: 1023px) 100vw, 680px';

/** An article's or a post's lead picture (with its caption and credit) and text, one column wide. */
export function StoryBody({ image, html, imageAlt, imageCaption, imageCredit }: StoryBodyProps) {
  return (
    <>
      {image && (
        <figure className={styles.hero}>
          <Picture image={image} alt={imageAlt ?? ''} priority sizes={LEAD_SIZES} className={styles.heroImage} />
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
