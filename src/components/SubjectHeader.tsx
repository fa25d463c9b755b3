import type { ReactNode, RefObject } from 'react';
import type { ImageRef } from '../../contracts/common';
import { Picture } from './Picture';
import * as styles from './SubjectHeader.module.css';

export interface SubjectHeaderProps {
  /** What the subject is ("Writer", "Topic"), above its name. */
  readonly kicker: ReactNode;
  readonly name: string;
  /** The page's heading: focused when the reader turns to another page of the list. */
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
  /** How many articles, said in words. */
  readonly count: ReactNode;
  /** A writer's portrait, beside the name. */
  readonly portrait?: ImageRef;
  /** What the portrait shows, when the desk said ('' or none: decorative beside the name). */
  readonly portraitAlt?: string | undefined;
  /** A writer's biography, under the name. */
  readonly bio?: string;
}

/** The head of a writer's or a topic's page, as on a newspaper's: portrait beside name and bio, a rule under them. */
export function SubjectHeader({ kicker, name, titleRef, count, portrait, portraitAlt = '', bio }: SubjectHeaderProps) {
  return (
    <header className={styles.header}>
      {portrait && <Picture image={portrait} alt={portraitAlt} className={styles.portrait} sizes="128px" eager />}
      <div className={styles.text}>
        <p className={styles.kicker}>{kicker}</p>
        <h1 ref={titleRef} tabIndex={-1} className={styles.name}>
          {name}
        </h1>
        {bio && <p className={styles.bio}>{bio}</p>}
        <p className={styles.count}>{count}</p>
      </div>
    </header>
  );
}
