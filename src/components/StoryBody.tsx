import type { ImageRef } from '../../contracts/common';
import { Picture } from './Picture';
import { RichText } from './RichText';
import * as styles from './StoryBody.module.css';

export interface StoryBodyProps {
  /** The lead picture, when the story has one. */
  readonly image?: ImageRef | undefined;
  /** The story's HTML from the server (sanitized by RichText). */
  readonly html: string;
}

/** An article's or a post's lead picture and text, one column wide. */
export function StoryBody({ image, html }: StoryBodyProps) {
  return (
    <>
      {image && (
        <figure className={styles.hero}>
          <Picture image={image} alt="" eager sizes="(max-width: 767px) 100vw, 760px" className={styles.heroImage} />
        </figure>
      )}
      <RichText html={html} className={styles.body} />
    </>
  );
}
